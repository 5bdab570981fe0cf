import type { Config } from '../../config/index.js';
import { fsStorage } from './fs-storage.js';
import { s3Storage } from './s3-storage.js';
import type { ObjectStorage } from './storage.js';

export type { ObjectStorage } from './storage.js';

/** The storage the configuration names (SCREENSHOT_STORAGE=fs|s3). */
export function openStorage(settings: Config['screenshots']['storage']): ObjectStorage {
  return settings.kind === 's3' ? s3Storage(settings) : fsStorage(settings.root);
}
