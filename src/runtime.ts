import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config/index.js';
import { openDatabase, type Database } from './platform/db/index.js';
import { scheduleMaintenance } from './platform/db/maintenance.js';
import { loggerOptions } from './platform/logger.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { OutboxDispatcher } from './platform/outbox/dispatcher.js';

/** Everything a process (API server or worker) holds open, in the order it must be closed. */
export interface Runtime {
  config: Config;
  logger: Logger;
  database: Database;
  redis: Redis | null;
  mailer: Mailer;
  dispatcher: OutboxDispatcher;
  /** Starts what runs in the background: the outbox and database housekeeping. */
  startBackgroundWork(): void;
  /** Stops it, waiting for the outbox batch in flight. */
  stopBackgroundWork(): Promise<void>;
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

export async function openRuntime(config: Config): Promise<Runtime> {
  const logger = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  const database = await openDatabase(config);
  await database.migrate();
  await database.maintain('analyze');
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  const mailer = createMailer({ delivery: config.mail.delivery, smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir, logger });
  const dispatcher = new OutboxDispatcher({
    database,
    logger,
    pollMs: config.outbox.pollMs,
    handlers: { email: (message) => mailer.send(message) },
  });
  let stopMaintenance: (() => void) | null = null;
  return {
    config,
    logger,
    database,
    redis,
    mailer,
    dispatcher,
    startBackgroundWork() {
      dispatcher.start();
      stopMaintenance ??= scheduleMaintenance(database, logger);
    },
    async stopBackgroundWork() {
      stopMaintenance?.();
      stopMaintenance = null;
      await dispatcher.stop();
    },
  };
}

export async function closeRuntime(runtime: Runtime): Promise<void> {
  await runtime.stopBackgroundWork();
  runtime.mailer.close();
  runtime.redis?.disconnect();
  await runtime.database.close();
}

/** Runs `shutdown` once on SIGTERM or SIGINT, then exits; a second signal exits at once. */
export function onShutdownSignal(logger: Logger, shutdown: () => Promise<void>) {
  let shuttingDown = false;
  const handle = (signal: NodeJS.Signals) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    shutdown()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
