import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from './config-error.js';

const MIN_SECRET_BYTES = 32;
const SECRET_FILE = 'jwt-secret';

interface JwtSecretSource {
  provided: string | undefined;
  dataDir: string;
  /** Several instances sharing one database must share one secret, so it cannot be generated per machine. */
  mustBeProvided: boolean;
}

/** JWT_SECRET when set (≥ 32 bytes); otherwise one generated once and kept in DATA_DIR. */
export async function resolveJwtSecret(source: JwtSecretSource): Promise<string> {
  if (source.provided !== undefined) {
    if (Buffer.byteLength(source.provided, 'utf8') < MIN_SECRET_BYTES) {
      throw new ConfigError([`JWT_SECRET: must be at least ${MIN_SECRET_BYTES} bytes long`]);
    }
    return source.provided;
  }
  if (source.mustBeProvided) {
    throw new ConfigError(['JWT_SECRET: required when NODE_ENV=production and DATABASE_URL is set']);
  }
  const file = path.join(source.dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (Buffer.byteLength(stored, 'utf8') >= MIN_SECRET_BYTES) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  await mkdir(source.dataDir, { recursive: true });
  // 'wx' never overwrites a secret another process wrote first; re-read to agree on one.
  try {
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
