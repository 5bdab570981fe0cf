import { openPostgres } from '../src/platform/db/index.js';
import { seedOrganization, vacuumAnalyze } from '../bench/lib/seed.js';
import { captureQueries, tenantContextOf } from '../bench/lib/queries.js';
import { createSummaryService } from '../src/modules/financials/summary.service.js';
import { systemClock } from '../src/platform/clock.js';
import { rawDriverOf } from '../bench/lib/database.js';
const members = Number(process.env.M ?? 50);
const database = await openPostgres('postgres://postgres@127.0.0.1:5432/rollbench', 4);
await database.migrate();
const t0 = Date.now();
const seeded = await seedOrganization(database.db, { members, projects: 10, days: 365, slotsPerDay: 8 }, new Date());
console.log('seeded', seeded.entries, 'in', Date.now() - t0, 'ms');
await vacuumAnalyze(database.db);
const owner = await tenantContextOf(database.db, seeded.orgId, seeded.members[0]!.memberId);
const captured = await captureQueries(database, (db) => createSummaryService(db, systemClock).summary(owner, process.env.Y ? { from: '2025-11-24', to: '2026-11-23' } : {}));
const driver = rawDriverOf(database);
for (const q of captured) {
  const t = performance.now();
  const rows = await driver.query('explain (analyze, buffers off) ' + q.text, q.params as unknown[]);
  console.log('----', (performance.now() - t).toFixed(1), 'ms\n', q.text.slice(0, 150).replace(/\s+/g, ' '));
  console.log(rows.map((r: any) => r['QUERY PLAN']).filter((l: string) => /Execution|Seq Scan|Index|actual time=[0-9.]+\.\.[0-9]{2,}/.test(l)).slice(0, 14).join('\n'));
}
await database.close();
