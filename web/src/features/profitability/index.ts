// The profitability feature's public face: its screen, loaded only when opened.
export const loadProfitabilityScreen = () => import('./profitability-screen');
