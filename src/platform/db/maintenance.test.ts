import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './pglite.js';
import { rowsOf } from './rows.js';
import { enqueueEmail } from '../outbox/outbox.js';

const estimatedRows = async (database: Awaited<ReturnType<typeof openPglite>>) =>
  rowsOf<{ reltuples: number }>(
    await database.db.execute(sql`select reltuples from pg_class where relname = 'outbox'`),
  )[0]!.reltuples;

describe('embedded database maintenance', () => {
  it('gives the planner statistics PGlite would otherwise never gather', async () => {
    const database = await openPglite(undefined);
    try {
      await database.migrate();
      for (let i = 0; i < 25; i++)
        await enqueueEmail(database.db, { to: `u${i}@example.com`, subject: 's', text: 't' });
      expect(await estimatedRows(database)).toBeLessThan(0);
      await database.maintain('analyze');
      expect(await estimatedRows(database)).toBe(25);
      await database.maintain('vacuum');
      expect(await estimatedRows(database)).toBe(25);
    } finally {
      await database.close();
    }
  });
});
