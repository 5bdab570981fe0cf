import { afterAll } from 'vitest';
import { castOf, type Cast } from './actors.js';
import { buildTestApp, type TestApp, type TestAppOptions } from './app.js';

/**
 * For a test file's top level: the real app with one organization's cast (owner, admin, manager,
 * member) and an outsider, closed after the file's tests.
 */
export async function castApp(options: TestAppOptions = {}): Promise<{ t: TestApp; cast: Cast }> {
  const t = await buildTestApp(options);
  afterAll(() => t.close());
  return { t, cast: await castOf(t) };
}
