/**
 * Import benchmark (`npm run bench:imports`, issue 43 item 5): 200,000 rows of a Toggl Track
 * detailed report through the real server (upload, background analysis, confirmation, background
 * import), against the plain insert of the same 200,000 entries through the database driver in
 * the same run, with the server's resident memory sampled throughout. A benchmark, not a timed
 * test: it prints the figures and fails only on an error. See docs/performance.md, "Imports".
 *
 * The file: 25 people (the seeded organization's members, matched by email), 5 projects of 3
 * clients, tags, four entries a working day per person from 2020 on, in Europe/Berlin wall clock.
 */
import { API, login, tenantHeaders } from './lib/api.js';
import { rawDriverOf } from './lib/database.js';
import { elapsed, printMachine, runDataBenchmark } from './lib/harness.js';
import { intFromEnv } from './lib/measure.js';
import { megabytes, residentSize, RssSampler } from './lib/process-memory.js';
import { seedOrganization } from './lib/seed.js';

const ROWS = intFromEnv('BENCH_IMPORT_ROWS', 200_000, 100, 2_000_000);
const PEOPLE = 25;
const PROJECTS = [
  ['Bäckerei Schmidt GmbH', 'Website Relaunch'],
  ['Bäckerei Schmidt GmbH', 'Online-Shop'],
  ['Acme Corp, Inc.', 'Mobile App'],
  ['Nordlicht Verlag', 'Herbstkatalog 2026'],
  ['', 'Internal / Admin'],
] as const;
const SLOTS = ['08:00:00', '10:15:00', '13:00:00', '15:30:00'];
const BATCH = 500;
const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');
const quoted = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The Toggl file, and the same entries as rows for the plain insert. */
function buildFile(emails: string[]) {
  const lines = [
    'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount (EUR)',
  ];
  const rows: Array<{ person: number; day: string; start: string; end: string; project: number }> = [];
  let day = Date.UTC(2020, 0, 6);
  while (rows.length < ROWS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const date = new Date(day).toISOString().slice(0, 10);
      for (let person = 0; person < PEOPLE && rows.length < ROWS; person += 1)
        for (let slot = 0; slot < SLOTS.length && rows.length < ROWS; slot += 1) {
          const start = SLOTS[slot]!;
          const end = `${pad(Number(start.slice(0, 2)) + 1)}:${pad(30 + ((person + slot) % 25))}:00`;
          const project = (person + slot) % PROJECTS.length;
          const [client, name] = PROJECTS[project]!;
          rows.push({ person, day: date, start, end, project });
          lines.push(
            [
              `Member ${pad(person)}`,
              emails[person]!,
              quoted(client),
              name,
              slot % 2 ? 'Development' : 'Meetings',
              quoted(`Work item ${rows.length}, step ${slot}`),
              project === 4 ? 'No' : 'Yes',
              date,
              start,
              date,
              end,
              '',
              slot === 3 ? '"Remote, Rush"' : 'Remote',
              '',
            ].join(','),
          );
        }
    }
    day += DAY_MS;
  }
  return { text: `${lines.join('\n')}\n`, rows };
}

async function call(url: string, init: RequestInit) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  const body = (await response.json()) as { data?: Record<string, unknown> };
  if (response.status >= 300) throw new Error(`${init.method} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data as {
    id: string;
    status: string;
    failure: string | null;
    result: unknown;
    preview: { rows?: unknown };
  };
}

async function settle(baseUrl: string, headers: Record<string, string>, id: string) {
  for (;;) {
    const job = await call(`${baseUrl}${API}/imports/${id}`, { method: 'GET', headers });
    if (job.status !== 'ANALYSING' && job.status !== 'IMPORTING') return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await runDataBenchmark(async (run) => {
  printMachine(`${ROWS} rows of a Toggl detailed report, ${PEOPLE} people`);
  const { database } = await run.openDatabase(4);
  const seeded = await seedOrganization(
    database.db,
    { members: PEOPLE, projects: 2, days: 1, slotsPerDay: 1 },
    new Date(),
  );
  const emails = seeded.members.map((member) => member.email);
  const file = buildFile(emails);
  console.log(`file: ${megabytes(Buffer.byteLength(file.text))}, ${file.rows.length} rows`);

  // Baseline: the same entries through the driver, multi-row inserts of 500 in a transaction each.
  const raw = rawDriverOf(database);
  await raw.query('create table bench_plain_entries (like time_entries including defaults)');
  const plainStarted = performance.now();
  for (let offset = 0; offset < file.rows.length; offset += BATCH) {
    const batch = file.rows.slice(offset, offset + BATCH);
    const values: unknown[] = [];
    const tuples = batch.map((row, index) => {
      const member = seeded.members[row.person]!;
      values.push(
        crypto.randomUUID(),
        seeded.orgId,
        member.memberId,
        `${row.day}T${row.start}+01:00`,
        `${row.day}T${row.end}+01:00`,
        `Work item ${offset + index}`,
      );
      const at = index * 6;
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, 'IMPORT', 'APPROVED')`;
    });
    await raw.transaction(async (query) => {
      await query(
        `insert into bench_plain_entries (id, org_id, member_id, start_time, end_time, notes, source, status) values ${tuples.join(', ')}`,
        values,
      );
    });
  }
  const plainSeconds = (performance.now() - plainStarted) / 1000;
  await raw.query('drop table bench_plain_entries');
  console.log(`plain insert through the driver: ${plainSeconds.toFixed(1)} s`);

  const server = await run.startPunchclock();
  const token = await login(server.baseUrl, emails[0]!, seeded.password, seeded.orgId);
  const headers = tenantHeaders(token, seeded.orgId);
  await call(`${server.baseUrl}${API}/organizations/current/settings`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ timeZone: 'Europe/Berlin' }),
  });
  const idle = (await residentSize(server.child.process.pid!)).rss;
  const sampler = new RssSampler(server.child.process.pid!, 200);
  sampler.start('analysis');
  const analysisStarted = performance.now();
  const uploaded = await call(`${server.baseUrl}${API}/imports?fileName=bench.csv`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: file.text,
  });
  const analysed = await settle(server.baseUrl, headers, uploaded.id);
  const analysisSeconds = (performance.now() - analysisStarted) / 1000;
  if (analysed.status !== 'READY') throw new Error(`analysis ended ${analysed.status}: ${analysed.failure}`);
  console.log(
    `upload + analysis: ${analysisSeconds.toFixed(1)} s; preview rows ${JSON.stringify(analysed.preview.rows)}`,
  );

  sampler.mark('import');
  const importStarted = performance.now();
  await call(`${server.baseUrl}${API}/imports/${uploaded.id}/confirm`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ entryStatus: 'APPROVED' }),
  });
  const done = await settle(server.baseUrl, headers, uploaded.id);
  const importSeconds = (performance.now() - importStarted) / 1000;
  sampler.stop();
  if (done.status !== 'DONE') throw new Error(`import ended ${done.status}: ${done.failure}`);
  const peakOf = (phase: string) => Math.max(idle, ...sampler.samples(phase));
  const peak = Math.max(peakOf('analysis'), peakOf('import'));
  console.log(`server RSS peak: analysis ${megabytes(peakOf('analysis'))}, import ${megabytes(peakOf('import'))}`);
  console.log(`import: ${importSeconds.toFixed(1)} s; result ${JSON.stringify(done.result)}`);
  console.log('');
  console.log(
    `| database | rows | plain insert | analysis | import | analysis + import | ratio to plain | server RSS idle → peak (growth) |`,
  );
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`);
  console.log(
    `| ${server.databaseKind} | ${ROWS} | ${plainSeconds.toFixed(1)} s | ${analysisSeconds.toFixed(1)} s | ${importSeconds.toFixed(1)} s | ${(analysisSeconds + importSeconds).toFixed(1)} s | ${((analysisSeconds + importSeconds) / plainSeconds).toFixed(1)}x | ${megabytes(idle)} → ${megabytes(peak)} (+${megabytes(peak - idle)}) |`,
  );
  console.log(`total bench time ${elapsed(analysisStarted)}`);
  return 0;
});
