// The exports feature's public face: the Settings section where people take their data with them.
export { YourDataSection } from './your-data-section';
