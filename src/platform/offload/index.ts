export { createOffThreadRunner, defaultWorkerCount } from './runner.js';
export type { OffThreadRunner } from './runner.js';
export { offThreadTask } from './task.js';
