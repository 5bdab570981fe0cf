// The webhooks feature's public face: its section of the settings screen.
export { WebhooksSection } from './webhooks-section';
