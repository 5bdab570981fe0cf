import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on the PostgreSQL server at `serverUrl` (create and drop database cannot run in a pool's transaction). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A name no other test database has, cleaned up by .ci/run when a killed run leaves it behind. */
export function testDatabaseName(): string {
  return `punchclock_test_${randomBytes(6).toString('hex')}`;
}
