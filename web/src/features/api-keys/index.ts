// The API keys feature's public face: its section of the settings screen, and the person's own keys
// in every organization (where a password reset leads).
export { ApiKeysSection } from './api-keys-section';
export { ownKeysEverywhereQuery } from './api-keys-queries';
export { validateOwnKeysSearch } from './own-keys-search';

export const loadOwnKeysScreen = () => import('./own-keys-screen');
