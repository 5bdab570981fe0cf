// The AI feature's public face: the AI screen (summaries, overview, work day, weekly report, chat),
// loaded only when someone opens it.
export const loadAiScreen = () => import('./ai-screen');
export { validateAiSearch } from './ai-tabs';
