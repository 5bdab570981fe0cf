import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type ObjectStorage } from './storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one folder (DATA_DIR/screenshots by default); a write is atomic (temp file, then rename). */
export function fsStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'fs',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    close: async () => undefined,
  };
}
