/**
 * Timesheet benchmark (`npm run bench:timesheet`, issue 16 item 7): does the timesheet of a member
 * with a year of history render its week from the API in under a second? A benchmark, not a
 * timed test: it prints medians and p95s, and fails only on an error. See docs/performance.md,
 * "Timesheet week".
 *
 * Seeds one organization (20 members, 8 projects, 6 entries per working day over a year), then
 * measures, for a week in the middle of the year and for the current week:
 *   (a) the API calls the timesheet screen makes (web/src/features/timesheet/entries-api.ts, the
 *       timer bar's and the session's), one at a time and as the page chains them, each next to
 *       its raw SQL replayed through the bare driver in this process;
 *   (b) the whole page in headless Chromium: open /timesheet signed in, until the week grid shows
 *       every entry of the week.
 * With PGlite the bench must let go of the database before the server opens it, so the raw
 * queries and plans come first (as in bench/data-scale.ts).
 */
import type { BrowserContext, Request } from 'playwright-core';
import { projectTimeReader } from '../src/modules/time/index.js';
import { createProjectsService } from '../src/modules/projects/projects.service.js';
import { createEntriesQuery } from '../src/modules/time/entries/entries.query.js';
import { systemClock } from '../src/platform/clock.js';
import { en } from '../web/src/lib/i18n/en.js';
import { DESKTOP, launchBrowser } from '../web/e2e/support/browser.js';
import { API, login, tenantHeaders } from './lib/api.js';
import { rawDriverOf } from './lib/database.js';
import { elapsed, printMachine, runDataBenchmark, type BenchRun } from './lib/harness.js';
import { latencyTable, sampleLatency, summarize, timed, type LatencySummary } from './lib/latency.js';
import { intFromEnv } from './lib/measure.js';
import { explain, formatPlan } from './lib/plans.js';
import { captureQueries, replay, tenantContextOf, type CapturedQuery } from './lib/queries.js';
import { seedOrganization, vacuumAnalyze } from './lib/seed.js';
import { BASELINE_PATH } from './lib/server.js';

const RUNS = intFromEnv('BENCH_RUNS', 30, 3, 1_000);
const PAGE_RUNS = intFromEnv('BENCH_PAGE_RUNS', 10, 3, 200);
const WARMUP = 3;
const SHAPE = { members: 20, projects: 8, days: 365, slotsPerDay: 6, workingDaysOnly: true };
/** The page's own page size (entries-api.ts). */
const WEEK_LIMIT = 200;
const DAY_MS = 86_400_000;

interface Week {
  label: string;
  /** Monday 00:00 UTC: the page runs in a UTC browser, so its week is this one. */
  monday: Date;
  from: string;
  to: string;
}

function weekAt(label: string, day: Date): Week {
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const monday = new Date(midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS);
  return {
    label,
    monday,
    from: monday.toISOString(),
    to: new Date(monday.getTime() + 7 * DAY_MS).toISOString(),
  };
}

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  const body = (await response.json()) as { data?: unknown };
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The week as entries-api.ts fetches it: pages of 200 until nextCursor runs out; the entry count. */
async function fetchWeek(baseUrl: string, headers: Record<string, string>, userId: string, week: Week) {
  const query = new URLSearchParams({ userId, from: week.from, to: week.to, limit: String(WEEK_LIMIT) });
  let count = 0;
  let cursor: string | null = null;
  do {
    if (cursor) query.set('cursor', cursor);
    const page = (await getJson(`${baseUrl}${API}/time/entries?${query.toString()}`, headers)) as {
      items: unknown[];
      nextCursor: string | null;
    };
    count += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  return count;
}

/** Where a page load's time went, in ms since the navigation began, as the browser reports its requests. */
interface LoadParts {
  /** When the page sent its first GET /time/entries: the app's code, the session and the week's range. */
  entriesSent: number[];
  /** From sending it to the end of its answer. */
  entriesAnswer: number[];
}

/** A page of the signed-in context: open /timesheet and wait until the grid holds `entries` entries. */
async function timesheetLoad(
  context: BrowserContext,
  baseUrl: string,
  week: Week,
  entries: number,
  current: boolean,
  parts: LoadParts,
) {
  const page = await context.newPage();
  try {
    // The page shows the week of "today": for another week, its browser's clock says a day in it.
    if (!current) await page.clock.setFixedTime(new Date(week.monday.getTime() + 2.5 * DAY_MS));
    const shown = `(() => { const grid = document.querySelector('.week-grid'); return grid !== null && grid.querySelectorAll('.day-entries > li').length >= ${entries}; })()`;
    const started = performance.now();
    let sentAt: number | null = null;
    let recorded = false;
    const isEntries = (request: Request) => request.url().includes(`${API}/time/entries`);
    page.on('request', (request) => {
      if (isEntries(request) && sentAt === null) sentAt = performance.now() - started;
    });
    page.on('requestfinished', (request) => {
      if (isEntries(request) && sentAt !== null && !recorded) {
        recorded = true;
        parts.entriesSent.push(sentAt);
        parts.entriesAnswer.push(performance.now() - started - sentAt);
      }
    });
    await page.goto(`${baseUrl}/timesheet`, { waitUntil: 'commit' });
    // Polled from here (each poll is a round trip of about a millisecond), timed by this process's clock.
    while (!(await page.evaluate<boolean>(shown))) {
      if (performance.now() - started > 30_000)
        throw new Error(`the week of ${week.from} never showed ${entries} entries`);
    }
    return performance.now() - started;
  } finally {
    await page.close();
  }
}

async function main(run: BenchRun): Promise<number> {
  printMachine(
    `latency: ${RUNS} calls in a row per API measurement (after ${WARMUP} unrecorded), ${PAGE_RUNS} page loads per week in Chromium (after 1)`,
  );
  const { database } = await run.openDatabase(2);
  let started = performance.now();
  const now = new Date();
  const seeded = await seedOrganization(database.db, SHAPE, now);
  await vacuumAnalyze(database.db);
  // The last one is a plain Member (bench/lib/seed.ts): the timesheet's usual reader, own entries only.
  const member = seeded.members[SHAPE.members - 1]!;
  const driver = rawDriverOf(database);
  const [own] = (await driver.query('select count(*)::int as entries from time_entries where member_id = $1', [
    member.memberId,
  ])) as Array<{ entries: number }>;
  console.log(
    `seeded ${SHAPE.members} members, ${SHAPE.projects} projects, ${seeded.entries.toLocaleString('en-US')} entries (${SHAPE.slotsPerDay} per working day over ${SHAPE.days} days; the measured member has ${own?.entries.toLocaleString('en-US')}) in ${elapsed(started)}\n`,
  );

  const weeks = [weekAt('mid-year week', new Date(now.getTime() - 182 * DAY_MS)), weekAt('current week', now)];
  const ctx = await tenantContextOf(database.db, seeded.orgId, member.memberId);
  const entriesSql = new Map<Week, CapturedQuery[]>();
  for (const week of weeks)
    entriesSql.set(
      week,
      await captureQueries(database, (capturing) =>
        createEntriesQuery(capturing, systemClock).list(ctx, {
          userId: ctx.userId,
          from: week.from,
          to: week.to,
          limit: WEEK_LIMIT,
        }),
      ),
    );
  const projectsSql = await captureQueries(database, (capturing) =>
    createProjectsService(capturing, systemClock, projectTimeReader).list(ctx, { status: 'ACTIVE', limit: 200 }),
  );

  console.log('query plans (EXPLAIN ANALYZE, BUFFERS):');
  for (const week of weeks)
    for (const [index, query] of entriesSql.get(week)!.entries())
      console.log(
        formatPlan(await explain(driver, `entries of the ${week.label}, statement ${index + 1}`, query), false),
      );
  for (const [index, query] of projectsSql.entries())
    console.log(formatPlan(await explain(driver, `GET /projects, statement ${index + 1}`, query), false));
  console.log('');

  const options = { runs: RUNS, warmup: WARMUP };
  const rows: LatencySummary[] = [];
  const referenceOf = new Map<LatencySummary, LatencySummary>();
  const raw = new Map<string, LatencySummary>();
  for (const week of weeks) {
    const name = `raw SQL of GET /time/entries, ${week.label}`;
    raw.set(week.label, await sampleLatency(name, () => timed(() => replay(driver, entriesSql.get(week)!)), options));
  }
  raw.set(
    'projects',
    await sampleLatency('raw SQL of GET /projects', () => timed(() => replay(driver, projectsSql)), options),
  );

  const { baseline, punchclock } = await run.startServers();
  console.log(`server: database ${punchclock.databaseKind}\n`);
  const token = await login(punchclock.baseUrl, member.email, seeded.password, seeded.orgId);
  const headers = tenantHeaders(token, seeded.orgId);
  const url = (path: string) => `${punchclock.baseUrl}${API}${path}`;
  const calls = {
    me: () => getJson(url('/auth/me'), headers),
    timer: () => getJson(url('/time/timer'), headers),
    projects: () => getJson(url('/projects?status=ACTIVE&limit=200'), headers),
  };
  const counts = new Map<Week, number>();
  for (const week of weeks) counts.set(week, await fetchWeek(punchclock.baseUrl, headers, ctx.userId, week));

  rows.push(
    await sampleLatency(
      `baseline GET ${BASELINE_PATH}`,
      () => timed(() => fetch(`${baseline.baseUrl}${BASELINE_PATH}`).then((r) => r.text())),
      options,
    ),
  );
  rows.push(await sampleLatency('GET /auth/me', () => timed(calls.me), options));
  rows.push(await sampleLatency('GET /time/timer', () => timed(calls.timer), options));
  const projects = await sampleLatency('GET /projects?status=ACTIVE&limit=200', () => timed(calls.projects), options);
  rows.push(projects);
  referenceOf.set(projects, raw.get('projects')!);
  for (const week of weeks) {
    const label = `${week.label}, ${counts.get(week)} entries`;
    const alone = await sampleLatency(
      `GET /time/entries, ${label}`,
      () => timed(() => fetchWeek(punchclock.baseUrl, headers, ctx.userId, week)),
      options,
    );
    rows.push(alone);
    referenceOf.set(alone, raw.get(week.label)!);
    // As the page chains them: the session, projects and timer at once; the week once the user id is known.
    rows.push(
      await sampleLatency(
        `the screen's API calls, ${week.label}`,
        () =>
          timed(() =>
            Promise.all([
              calls.me().then(() => fetchWeek(punchclock.baseUrl, headers, ctx.userId, week)),
              calls.projects(),
              calls.timer(),
            ]),
          ),
        options,
      ),
    );
  }
  for (const summary of raw.values()) rows.push(summary);

  started = performance.now();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: DESKTOP, timezoneId: 'UTC' });
    const signIn = await context.newPage();
    await signIn.goto(`${punchclock.baseUrl}/sign-in`);
    await signIn.getByLabel(en.signIn.email, { exact: true }).fill(member.email);
    await signIn.getByLabel(en.signIn.password, { exact: true }).fill(seeded.password);
    await signIn.getByRole('button', { name: en.signIn.submit }).click();
    await signIn
      .getByRole('heading', { level: 1, name: en.home.welcome.replace('{name}', 'Member') })
      .waitFor()
      .catch(async (error: unknown) => {
        await signIn.screenshot({ path: '/tmp/idp-bench-signin.png' });
        throw error;
      });
    await signIn.close();
    console.log(`Chromium signed in as the member in ${elapsed(started)}\n`);
    for (const [index, week] of weeks.entries()) {
      const parts: LoadParts = { entriesSent: [], entriesAnswer: [] };
      rows.push(
        await sampleLatency(
          `Chromium: open /timesheet until the ${week.label} shows its ${counts.get(week)} entries`,
          () => timesheetLoad(context, punchclock.baseUrl, week, counts.get(week)!, index === weeks.length - 1, parts),
          { runs: PAGE_RUNS, warmup: 1 },
        ),
      );
      // The warm-up load is in the parts too: drop it.
      rows.push(summarize('  of which: until the page sends GET /time/entries', parts.entriesSent.slice(1)));
      rows.push(summarize('  of which: GET /time/entries in the browser', parts.entriesAnswer.slice(1)));
    }
  } finally {
    await browser.close();
  }

  console.log(`${latencyTable(rows, (row) => referenceOf.get(row))}\n`);
  return 0;
}

await runDataBenchmark(main);
