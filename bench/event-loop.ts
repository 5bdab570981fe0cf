/**
 * Event-loop bench (`npm run bench:event-loop`), issue 15 item 2: how fast GET /health answers on
 * its own, and while one client asks for a 500-line invoice PDF back to back (each line about 1,000
 * characters, the longest an item takes). Before the fix a PDF rendered on the event loop for
 * ~1.6 s and /health waited behind it; now PDFs render on the offload workers
 * (src/platform/offload) and /health should barely notice. Printed side by side; see
 * docs/performance.md, "Event loop while PDFs render".
 *
 * /health is probed by one caller, one request at a time (BENCH_DURATION_S seconds per phase,
 * default 15), so each latency is that of a request arriving while the server is otherwise busy
 * with PDFs only.
 */
import { API, login, tenantHeaders } from './lib/api.js';
import { printMachine, runDataBenchmark, type BenchRun } from './lib/harness.js';
import { probeMedian, probeRow, probeUntil } from './lib/latency.js';
import { intFromEnv } from './lib/measure.js';
import { formatTable } from './lib/report.js';
import { seedOrganization } from './lib/seed.js';

const SECONDS = intFromEnv('BENCH_DURATION_S', 15, 1, 600);
const LINES = 500;
const LINE = 'Development and review of the reporting pipeline, with meetings and written notes. ';

async function main(run: BenchRun): Promise<number> {
  printMachine(
    `load: GET /health by 1 caller back to back, ${SECONDS}s alone, then ${SECONDS}s while 1 client requests a ${LINES}-line invoice PDF back to back`,
  );
  const { database } = await run.openDatabase(2);
  const seeded = await seedOrganization(database.db, { members: 2, projects: 1, days: 1, slotsPerDay: 1 }, new Date());
  const punchclock = await run.startPunchclock();
  console.log(`server: database ${punchclock.databaseKind}`);
  const owner = seeded.members[0]!;
  const headers = tenantHeaders(
    await login(punchclock.baseUrl, owner.email, seeded.password, seeded.orgId),
    seeded.orgId,
  );

  const items = Array.from({ length: LINES }, (_, index) => ({
    description: `${index + 1}. ${LINE.repeat(13)}`.slice(0, 1000),
    quantity: 1,
    unitPrice: 10,
  }));
  const created = await fetch(`${punchclock.baseUrl}${API}/financials/invoices`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ clientName: 'Bench client', items }),
  });
  const invoiceId = ((await created.json()) as { data?: { id?: string } }).data?.id;
  if (created.status !== 201 || !invoiceId) throw new Error(`creating the invoice: ${created.status}`);
  const pdfUrl = `${punchclock.baseUrl}${API}/financials/invoices/${invoiceId}/pdf`;
  const healthUrl = `${punchclock.baseUrl}${API}/health`;
  const check = await fetch(pdfUrl, { headers });
  const bytes = (await check.arrayBuffer()).byteLength;
  console.log(`check: PDF ${check.status}, ${(bytes / 1024).toFixed(0)} KiB\n`);
  if (check.status !== 200) return 1;

  const health = () => fetch(healthUrl);
  const pdf = () => fetch(pdfUrl, { headers });
  const deadline = (seconds: number) => {
    const end = performance.now() + seconds * 1000;
    return () => performance.now() >= end;
  };

  process.stderr.write(`probing /health alone for ${SECONDS}s ...\n`);
  const alone = await probeUntil('GET /health, alone', health, deadline(SECONDS));

  process.stderr.write(`probing /health while PDFs render, for ${SECONDS}s ...\n`);
  let probing = true;
  const renders = probeUntil(`GET .../pdf (${LINES} lines), back to back`, pdf, () => !probing);
  const busy = await probeUntil('GET /health, while PDFs render', health, deadline(SECONDS));
  probing = false;
  const pdfs = await renders;

  console.log(
    formatTable(
      ['request', 'answered', 'failed', 'p50 ms', 'p99 ms', 'max ms'],
      [probeRow(alone), probeRow(busy), probeRow(pdfs)],
    ),
  );
  const medianRatio = probeMedian(busy) / probeMedian(alone);
  console.log(`\n/health median while PDFs render: ${medianRatio.toFixed(1)}× its median alone`);
  return alone.failures + busy.failures + pdfs.failures === 0 && pdfs.ms.length > 0 ? 0 : 1;
}

await runDataBenchmark(main);
