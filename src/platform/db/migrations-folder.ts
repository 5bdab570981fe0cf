import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The SQL migrations live in src/migrations and are read from there both when running from
 * source (tsx, vitest) and from dist/, which sits at the same depth below the project root.
 */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/migrations');
