// GET /ready: whether this instance can do its work now, dependency by dependency (docs/operations.md,
// "Health and readiness"). The database and the file storage are required: without them no
// request that writes can succeed, so a load balancer should send traffic elsewhere (503). Redis
// and mail are not: with Redis down the rate limits fail open and live capture falls back to this
// instance, and mail waits in the outbox and is retried, so the instance stays in service and says
// it is degraded.
import { cachedProbe } from './health-probe.js';

type Status = 'up' | 'down' | 'not_configured';

interface DependencyReport {
  status: Status;
  required: boolean;
  /** Which implementation is configured (pglite, postgres, smtp, file, fs, s3, redis). */
  kind: string;
  /** How long the last probe took; null when it failed or nothing is configured. */
  latencyMs: number | null;
}

export interface Dependency {
  name: 'database' | 'redis' | 'mail' | 'storage';
  kind: string;
  required: boolean;
  /** Null: not configured (Redis without REDIS_URL). */
  ping: (() => Promise<unknown>) | null;
  /** How old an answer may be: a load balancer polling every second must not open an SMTP session a second. */
  maxAgeMs?: number;
}

/** No probe may hold the answer longer than this: a dependency that does not answer in time is down. */
const PROBE_TIMEOUT_MS = 2000;

/** Rejects when `ping` has not settled within `ms`. */
export function withinDeadline(ping: () => Promise<unknown>, ms: number): () => Promise<unknown> {
  return () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    });
    return Promise.race([ping(), late]).finally(() => clearTimeout(timer));
  };
}

interface Readiness {
  ready: boolean;
  status: 'ready' | 'degraded' | 'unavailable';
  checks: Record<Dependency['name'], DependencyReport>;
}

/** Overall state: unavailable when a required dependency is down, degraded when an optional one is. */
export function readinessOf(checks: Readiness['checks']): Readiness {
  const reports = Object.values(checks);
  const requiredDown = reports.some((check) => check.required && check.status === 'down');
  const optionalDown = reports.some((check) => !check.required && check.status === 'down');
  return {
    ready: !requiredDown,
    status: requiredDown ? 'unavailable' : optionalDown ? 'degraded' : 'ready',
    checks,
  };
}

/** Probes every dependency at once, each at most once per its max age, each within the deadline. */
export function readinessProbe(dependencies: Dependency[], timeoutMs = PROBE_TIMEOUT_MS): () => Promise<Readiness> {
  const probes = dependencies.map((dependency) => ({
    dependency,
    probe: dependency.ping ? cachedProbe(withinDeadline(dependency.ping, timeoutMs), dependency.maxAgeMs) : null,
  }));
  return async () => {
    const reports = await Promise.all(
      probes.map(async ({ dependency, probe }): Promise<[Dependency['name'], DependencyReport]> => {
        const base = { required: dependency.required, kind: dependency.kind };
        if (!probe) return [dependency.name, { ...base, status: 'not_configured', latencyMs: null }];
        const result = await probe();
        return [
          dependency.name,
          result.up
            ? { ...base, status: 'up', latencyMs: result.latencyMs }
            : { ...base, status: 'down', latencyMs: null },
        ];
      }),
    );
    return readinessOf(Object.fromEntries(reports) as Readiness['checks']);
  };
}
