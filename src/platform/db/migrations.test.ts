import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/database.js';
import { openEmptyDatabase } from '../../../test/support/empty-database.js';
import { addFutureMigration } from '../../../test/support/future-migration.js';
import { codeMigrations, DatabaseNewerError } from './migrations.js';

const tags = codeMigrations().map((migration) => migration.tag);
const last = codeMigrations().at(-1)!;

describe('migrations', () => {
  it(
    'names each migration it applies, up to a level or all, and reports an up-to-date database',
    { timeout: 120_000 },
    async () => {
      const empty = await openEmptyDatabase();
      try {
        const named: string[] = [];
        const first = await empty.database.migrate({ upTo: 3, onApply: (tag) => named.push(tag) });
        expect(first).toEqual({ applied: tags.slice(0, 3), total: 3, last: tags[2] });
        expect(named).toEqual(tags.slice(0, 3));

        const rest = await empty.database.migrate();
        expect(rest).toEqual({ applied: tags.slice(3), total: tags.length, last: last.tag });
        expect(await empty.database.migrate()).toEqual({ applied: [], total: tags.length, last: last.tag });
      } finally {
        await empty.destroy();
      }
    },
  );

  it('refuses a database migrated by a newer version, applying nothing', async () => {
    const test = await openTestDatabase();
    try {
      await addFutureMigration(test.database.db);
      const refused = test.database.migrate();
      await expect(refused).rejects.toBeInstanceOf(DatabaseNewerError);
      await expect(refused).rejects.toThrow(
        `The database holds ${tags.length + 1} migrations, 1 of them unknown to this version, which has ${tags.length} (last ${last.tag})`,
      );
    } finally {
      await test.destroy();
    }
  });
});
