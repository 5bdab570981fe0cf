// The API keys feature's public face: its section of the settings screen.
export { ApiKeysSection } from './api-keys-section';
