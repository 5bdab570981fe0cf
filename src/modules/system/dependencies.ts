// What GET /ready probes, built from the configuration: the same database and Redis the app uses,
// and a mail transport and a storage client of its own (opened once, closed with the app).
import type { Redis } from 'ioredis';
import type { Config } from '../../config/index.js';
import type { Database } from '../../platform/db/index.js';
import { createMailer } from '../../platform/mail/mailer.js';
import { openStorage } from '../../platform/storage/index.js';
import type { Dependency } from './readiness.js';

/** An SMTP greeting costs the relay a session: a readiness poll every second must not open one each time. */
const MAIL_PROBE_MAX_AGE_MS = 15_000;

export function dependenciesOf(config: Config, database: Database, redis: Redis | null) {
  const mailer = createMailer({
    delivery: config.mail.delivery,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    dataDir: config.dataDir,
    logger: { info: () => undefined },
  });
  const storage = openStorage(config.screenshots.storage);
  const dependencies: Dependency[] = [
    { name: 'database', kind: database.kind, required: true, ping: () => database.ping() },
    { name: 'redis', kind: 'redis', required: false, ping: redis ? () => redis.ping() : null },
    {
      name: 'mail',
      kind: config.mail.delivery,
      required: false,
      ping: () => mailer.verify(),
      maxAgeMs: MAIL_PROBE_MAX_AGE_MS,
    },
    { name: 'storage', kind: storage.kind, required: true, ping: () => storage.check() },
  ];
  return {
    dependencies,
    close: async () => {
      mailer.close();
      await storage.close();
    },
  };
}
