// The reports feature's public face: its screen (loaded only when opened) and the check of its URL.
export { validateReportsSearch } from './report-search';

export const loadReportsScreen = () => import('./reports-screen');
