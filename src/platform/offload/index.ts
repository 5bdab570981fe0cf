export { createOffThreadRunner, defaultWorkerCount } from './runner.js';
export type { OffThreadRunner } from './runner.js';
export { offThreadTask, siblingModule } from './task.js';
export { startModuleWorker } from './spawn.js';
