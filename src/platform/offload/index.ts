export { createOffThreadRunner, defaultWorkerCount } from './runner.js';
export type { OffloadLimits, OffThreadRunner, RunOptions } from './runner.js';
export { offThreadTask } from './task.js';
export type { OffThreadTask } from './task.js';
