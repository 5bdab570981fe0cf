import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config/index.js';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './platform/data-dir-lock.js';
import { openDatabase, type Database } from './platform/db/index.js';
import { DatabaseNewerError } from './platform/db/migrations.js';
import { scheduleMaintenance } from './platform/db/maintenance.js';
import { scheduleIdempotencyPurge } from './platform/idempotency/purge.js';
import { createLogger, resolveLogFormat } from './platform/logging/logger.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { openStorage, type ObjectStorage } from './platform/storage/index.js';
import { OutboxDispatcher } from './platform/outbox/dispatcher.js';
import { startPeriodic, type Periodic } from './platform/jobs/periodic.js';
import { scheduleRollupRebuilds } from './modules/time/index.js';
import { scheduleAlerts } from './modules/alerts/index.js';
import { createEmailBrander } from './modules/financials/index.js';
import { createWebhookSecrets, sealStoredSecrets, WebhookDispatcher } from './modules/webhooks/index.js';
import { systemClock } from './platform/clock.js';

/** Everything a process (API server or worker) holds open, in the order it must be closed. */
interface Runtime {
  config: Config;
  logger: Logger;
  database: Database;
  redis: Redis | null;
  mailer: Mailer;
  /** Where the logos emails carry are read from (the screenshots' storage). */
  storage: ObjectStorage;
  dispatcher: OutboxDispatcher;
  /** This process's claim on DATA_DIR, when it owns the embedded database. */
  dataDirLock: DataDirLock | null;
  /** Starts what runs in the background: the outbox, database housekeeping (with expired idempotency keys), rollup rebuilds and the Friday AI report. */
  startBackgroundWork(): void;
  /** Stops it, waiting for the outbox batch in flight. */
  stopBackgroundWork(): Promise<void>;
}

/** Ends a boot that cannot succeed with one line on stderr, not a stack trace. */
export function exitWithMessage(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * Fails fast, before the database is opened (PGlite takes seconds to start and holds DATA_DIR),
 * when the port is taken. app.listen still reports a port lost in between.
 */
export async function ensurePortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => exitWithMessage(listenFailure(error, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** One line for an operator, naming what to change. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  if (error.code === 'EADDRINUSE')
    return `Port ${port} on ${host} is already in use (another Punchclock or another program); stop that process or set PORT.`;
  if (error.code === 'EACCES')
    return `Not allowed to listen on port ${port} on ${host}; choose a port above 1023 with PORT.`;
  if (error.code === 'EADDRNOTAVAIL')
    return `HOST ${host} is not an address of this machine; set HOST to one of its addresses or 0.0.0.0.`;
  return `Cannot listen on ${host}:${port}: ${error.message}`;
}

/**
 * The embedded database belongs to one process; a second server or worker on the same DATA_DIR
 * stops here. With DATABASE_URL, many instances are normal and DATA_DIR only holds files written
 * safely by several (the JWT secret, created exclusively; mail files with unique names).
 */
export async function claimDataDirOrExit(config: Config, role: string): Promise<DataDirLock | null> {
  if (config.database.url) return null;
  try {
    return await lockDataDir(config.dataDir, role);
  } catch (error) {
    if (error instanceof DataDirLockedError) exitWithMessage(error.message);
    throw error;
  }
}

/** Loads the configuration or exits with a message naming the bad variable. */
export async function loadConfigOrExit(): Promise<Config> {
  try {
    return await loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Applies pending migrations, telling `say` each one's name before it is applied, then where the
 * database stands. A database migrated by a newer version ends the process with one line (exit 1),
 * after closing the database and releasing DATA_DIR: running old code on a newer schema is unsafe.
 */
export async function migrateOrExit(
  database: Database,
  lock: DataDirLock | null,
  say: (line: string) => void,
): Promise<void> {
  try {
    const result = await database.migrate({ onApply: (tag) => say(`applying ${tag}`) });
    say(
      result.applied.length > 0
        ? `database migrated to ${result.last} (${result.applied.length} applied, ${result.total} migrations)`
        : `database up to date (${result.total} migrations)`,
    );
  } catch (error) {
    if (!(error instanceof DatabaseNewerError)) throw error;
    await database.close();
    lock?.release();
    exitWithMessage(error.message);
  }
}

/** The one line a person starting the server reads: where to open the web app, where the API answers. */
export function startedLine(publicUrl: string, webAppBuilt: boolean): string {
  const api = `the API at ${publicUrl}/api/v1 (reference: ${publicUrl}/docs)`;
  return webAppBuilt
    ? `Punchclock is running: open the web app at ${publicUrl}/ ; ${api}`
    : `Punchclock is running without a built web app: ${api}`;
}

const WEEKLY_REPORT_CHECK_MS = 10 * 60 * 1000;

export async function openRuntime(config: Config, role: 'server' | 'worker'): Promise<Runtime> {
  const logger = createLogger(config.logLevel, resolveLogFormat(config.logFormat, process.stdout.isTTY));
  const dataDirLock = await claimDataDirOrExit(config, role);
  const database = await openDatabase(config);
  await migrateOrExit(database, dataDirLock, (line) => logger.info({ database: database.kind }, line));
  await database.maintain('analyze');
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : null;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  const mailer = createMailer({
    delivery: config.mail.delivery,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    dataDir: config.dataDir,
    logger,
  });
  const storage = openStorage(config.screenshots.storage);
  const brandEmail = createEmailBrander(database.db, storage);
  const dispatcher = new OutboxDispatcher({
    database,
    logger,
    pollMs: config.outbox.pollMs,
    handlers: { email: async (message) => mailer.send(await brandEmail(message)) },
  });
  const webhookSecrets = createWebhookSecrets(config.jwtSecret);
  const sealed = await sealStoredSecrets(database.db, webhookSecrets);
  if (sealed > 0) logger.info({ subscriptions: sealed }, 'webhook signing secrets sealed at rest');
  const webhooks = new WebhookDispatcher({
    database,
    logger,
    secrets: webhookSecrets,
    pollMs: config.outbox.pollMs,
    allowPrivateTargets: config.webhooks.allowPrivateTargets,
    timeoutMs: config.webhooks.timeoutMs,
    clock: systemClock,
  });
  let stopMaintenance: (() => Promise<void>) | null = null;
  let weeklyReports: Periodic | null = null;
  let rollupRebuilds: Periodic | null = null;
  let alerts: Periodic | null = null;
  let idempotencyPurge: Periodic | null = null;
  let backgroundStopped = true;
  // The Friday report (docs/ai.md): checked every 10 minutes; the job itself knows when it is due
  // and claims each organization's week in the database, so every process may run it. The AI
  // module is loaded after the outbox has started, so mail never waits for it.
  const scheduleWeeklyReports = async () => {
    const { engineFor, runWeeklyReportJob } = await import('./modules/ai/index.js');
    if (backgroundStopped || weeklyReports) return;
    const engine = engineFor(config);
    weeklyReports = startPeriodic({
      task: () => runWeeklyReportJob(database.db, engine, systemClock.now(), logger),
      everyMs: WEEKLY_REPORT_CHECK_MS,
      onError: (error) => logger.error({ err: error }, 'weekly report job failed'),
      runAtStart: true,
    });
  };
  return {
    config,
    logger,
    database,
    redis,
    mailer,
    storage,
    dispatcher,
    dataDirLock,
    startBackgroundWork() {
      dispatcher.start();
      webhooks.start();
      stopMaintenance ??= scheduleMaintenance(database, logger);
      rollupRebuilds ??= scheduleRollupRebuilds(database.db, logger);
      alerts ??= scheduleAlerts(database.db, logger, systemClock);
      idempotencyPurge ??= scheduleIdempotencyPurge(database.db, logger, systemClock);
      backgroundStopped = false;
      scheduleWeeklyReports().catch((error: unknown) => logger.error({ err: error }, 'weekly report schedule failed'));
    },
    async stopBackgroundWork() {
      const maintenanceStopped = stopMaintenance?.();
      stopMaintenance = null;
      backgroundStopped = true;
      const reportsStopped = weeklyReports?.stop();
      weeklyReports = null;
      const rebuildsStopped = rollupRebuilds?.stop();
      rollupRebuilds = null;
      const alertsStopped = alerts?.stop();
      alerts = null;
      const purgeStopped = idempotencyPurge?.stop();
      idempotencyPurge = null;
      await Promise.all([maintenanceStopped, reportsStopped, rebuildsStopped, alertsStopped, purgeStopped]);
      await Promise.all([dispatcher.stop(), webhooks.stop()]);
    },
  };
}

export async function closeRuntime(runtime: Runtime): Promise<void> {
  await runtime.stopBackgroundWork();
  runtime.mailer.close();
  await runtime.storage.close();
  runtime.redis?.disconnect();
  await runtime.database.close();
  runtime.dataDirLock?.release();
}

/** Runs `shutdown` once on SIGTERM or SIGINT, then exits; a second signal exits at once. */
export function onShutdownSignal(logger: Logger, shutdown: () => Promise<void>) {
  let shuttingDown = false;
  const handle = (signal: NodeJS.Signals) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    shutdown()
      // The logger's exit hook writes out every line before the process ends.
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
