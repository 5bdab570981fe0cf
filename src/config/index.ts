import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { integerVar, optionalIntegerVar, optionalString, trustProxyVar, urlVar, type TrustProxy } from './env.js';
import { ConfigError } from './config-error.js';
import { defaultWorkerCount } from '../platform/offload/index.js';
import { resolveJwtSecret } from './secrets.js';

export { ConfigError };

/**
 * The built web app: web/dist at the repository root, found from this file, which sits two
 * levels below the root both in src/ (tsx, vitest) and in dist/ (compiled).
 */
const DEFAULT_WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** `auto`: readable lines on a terminal, JSON lines otherwise (a file, a pipe, a log collector). */
const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
/** The plans of docs/plans.md a new organization may start on (the organizations module's PLANS). */
const NEW_ORGANIZATION_PLANS = ['TRIAL', 'FREE', 'PRO', 'TEAM'] as const;

const envSchema = z.object({
  NODE_ENV: optionalString.pipe(z.enum(['development', 'production', 'test']).optional()),
  PORT: integerVar(3000, 0, 65535),
  HOST: optionalString.transform((value) => value ?? '0.0.0.0'),
  PUBLIC_URL: urlVar(['http:', 'https:']),
  DATA_DIR: optionalString.transform((value) => path.resolve(value ?? './data')),
  DATABASE_URL: urlVar(['postgres:', 'postgresql:']),
  DATABASE_POOL_MAX: integerVar(10, 1, 500),
  REDIS_URL: urlVar(['redis:', 'rediss:']),
  SMTP_URL: urlVar(['smtp:', 'smtps:']),
  MAIL_DELIVERY: optionalString.pipe(z.enum(['smtp', 'file'], 'must be smtp or file').optional()),
  MAIL_FROM: optionalString.transform((value) => value ?? 'Punchclock <no-reply@localhost>'),
  MAIL_COOLDOWN_SECONDS: integerVar(60, 1, 86_400),
  MAIL_BATCH_SIZE: integerVar(50, 1, 10_000),
  MAIL_BATCH_INTERVAL_SECONDS: integerVar(60, 1, 3_600),
  JWT_SECRET: optionalString,
  RATE_LIMIT_MAX: integerVar(120, 1, 1_000_000),
  RATE_LIMIT_ACCOUNT_MAX: optionalIntegerVar(1, 1_000_000),
  RATE_LIMIT_ORGANIZATION_MAX: integerVar(6_000, 1, 100_000_000),
  RATE_LIMIT_WINDOW_MS: integerVar(60_000, 1_000, 86_400_000),
  TRUST_PROXY: trustProxyVar,
  CORS_ORIGINS: optionalString,
  BODY_LIMIT_BYTES: integerVar(1_048_576, 1_024, 104_857_600),
  HTTP_HEADERS_TIMEOUT_MS: integerVar(20_000, 1_000, 600_000),
  HTTP_BODY_TIMEOUT_MS: integerVar(30_000, 1_000, 3_600_000),
  HTTP_REQUEST_TIMEOUT_MS: integerVar(300_000, 1_000, 3_600_000),
  OUTBOX_POLL_MS: integerVar(1_000, 10, 600_000),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: optionalString.pipe(z.enum(['true', 'false'], 'must be true or false').optional()),
  WEBHOOK_TIMEOUT_MS: integerVar(10_000, 1_000, 30_000),
  NEW_ORGANIZATION_PLAN: optionalString
    .transform((value) => value?.toUpperCase())
    .pipe(z.enum(NEW_ORGANIZATION_PLANS, 'must be trial, free, pro or team').optional())
    .transform((value) => value ?? 'TRIAL'),
  LEGAL_TERMS_VERSION: optionalString.transform((value) => value ?? '2026-11-01'),
  LEGAL_EFFECTIVE_DATE: optionalString.pipe(z.iso.date('must be a date (YYYY-MM-DD)').optional()),
  LEGAL_TERMS_URL: urlVar(['http:', 'https:']),
  LEGAL_PRIVACY_URL: urlVar(['http:', 'https:']),
  OIDC_ISSUER: urlVar(['http:', 'https:']),
  OIDC_AUDIENCE: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_PROVIDER_NAME: optionalString,
  SCREENSHOT_STORAGE: optionalString.pipe(z.enum(['fs', 's3'], 'must be fs or s3').optional()),
  SCREENSHOT_MAX_BYTES: integerVar(10_485_760, 1_024, 104_857_600),
  SCREENSHOT_MAX_PIXELS: integerVar(40_000_000, 1_024, 268_402_689),
  SCREENSHOT_URL_TTL_SECONDS: integerVar(600, 10, 86_400),
  SCREENSHOT_CONCURRENCY: integerVar(2, 1, 64),
  S3_ENDPOINT: urlVar(['http:', 'https:']),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString.transform((value) => value ?? 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false'], 'must be true or false').optional()),
  AI_PROVIDER: optionalString.pipe(z.enum(['builtin', 'openai'], 'must be builtin or openai').optional()),
  AI_BASE_URL: urlVar(['http:', 'https:']),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString.transform((value) => value ?? 'gpt-4o-mini'),
  AI_TIMEOUT_MS: integerVar(20_000, 1_000, 600_000),
  STRIPE_API_URL: urlVar(['http:', 'https:']),
  OFFLOAD_WORKERS: integerVar(defaultWorkerCount(), 1, 64),
  OFFLOAD_QUEUE_SIZE: integerVar(32, 0, 10_000),
  OFFLOAD_PER_ORG_RUNNING: integerVar(0, 1, 64),
  OFFLOAD_PER_ORG_QUEUED: integerVar(4, 0, 1_000),
  OFFLOAD_TIMEOUT_MS: integerVar(30_000, 100, 600_000),
  WEB_DIST_DIR: optionalString.transform((value) => (value === undefined ? DEFAULT_WEB_DIST_DIR : path.resolve(value))),
  LOG_LEVEL: optionalString.pipe(z.enum(LOG_LEVELS).optional()).transform((value) => value ?? 'info'),
  LOG_FORMAT: optionalString.pipe(z.enum(LOG_FORMATS).optional()).transform((value) => value ?? 'auto'),
});

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly server: { readonly host: string; readonly port: number; readonly publicUrl: string };
  readonly dataDir: string;
  readonly database: { readonly url: string | undefined; readonly poolMax: number };
  readonly redisUrl: string | undefined;
  /** GET /metrics is served only with a token, and only to requests bearing it (docs/operations.md). */
  readonly metrics: { readonly token: string | undefined };
  /** `file` writes each message to DATA_DIR/mail instead of sending it (development, or an explicit opt-in). */
  readonly mail: {
    readonly delivery: 'smtp' | 'file';
    readonly smtpUrl: string | undefined;
    readonly from: string;
    /** Seconds between two emails of one kind (a code, an invitation) to one address. */
    readonly cooldownSeconds: number;
    /** Invitations sent together (a bulk invite) become due at most `size` per `intervalSeconds`. */
    readonly batch: { readonly size: number; readonly intervalSeconds: number };
  };
  readonly jwtSecret: string;
  readonly http: {
    /** max: per client address; accountMax: per signed-in person or API key (docs/operations.md). */
    readonly rateLimit: {
      readonly max: number;
      readonly accountMax: number;
      readonly organizationMax: number;
      readonly windowMs: number;
    };
    readonly trustProxy: TrustProxy;
    /** `true` reflects any origin; a list allows exactly those origins; `false` disables CORS. */
    readonly corsOrigins: boolean | string[];
    readonly bodyLimitBytes: number;
    /**
     * How long a client may take to send a request (never its answer: the command stream and MCP
     * answers may last longer): the headers, a JSON body, and a whole request, uploads included.
     */
    readonly timeouts: { readonly headersMs: number; readonly bodyMs: number; readonly requestMs: number };
  };
  readonly outbox: { readonly pollMs: number };
  /**
   * allowPrivateTargets: webhooks may reach loopback, private and link-local addresses and http://;
   * timeoutMs: how long a receiver has to answer (docs/webhooks.md).
   */
  readonly webhooks: { readonly allowPrivateTargets: boolean; readonly timeoutMs: number };
  /**
   * The plan a new organization starts on: the spec's 14-day TRIAL by default; a self-hosted
   * installation without trials sets FREE, PRO or TEAM (docs/plans.md).
   */
  readonly plans: { readonly newOrganization: (typeof NEW_ORGANIZATION_PLANS)[number] };
  readonly legal: {
    readonly termsVersion: string;
    readonly effectiveDate: string;
    readonly termsUrl: string;
    readonly privacyUrl: string;
  };
  /** Identity-provider sign-in; null when OIDC_ISSUER is unset. */
  readonly oidc: {
    readonly issuer: string;
    readonly audience: string;
    /** Shown on the web sign-in button ("Sign in with …"): OIDC_PROVIDER_NAME, else the issuer's host. */
    readonly providerName: string;
    /**
     * The web app's authorization-code flow (docs/oidc.md); null without OIDC_CLIENT_ID. No secret:
     * a public client, PKCE alone.
     */
    readonly webClient: { readonly clientId: string; readonly clientSecret: string | undefined } | null;
  } | null;
  readonly screenshots: {
    /** Where image files live: a folder under DATA_DIR, or an S3-compatible bucket. */
    readonly storage: { readonly kind: 'fs'; readonly root: string } | ({ readonly kind: 's3' } & S3Settings);
    readonly maxBytes: number;
    readonly maxPixels: number;
    /** Lifetime of the signed image and thumbnail URLs the API hands out. */
    readonly urlTtlSeconds: number;
    /** Images processed at once per process; more wait their turn (bounded memory under a burst). */
    readonly concurrency: number;
  };
  /**
   * Who writes AI answers: the built-in offline engine, or an OpenAI-compatible endpoint
   * (AI_PROVIDER=openai, the default when AI_BASE_URL is set).
   */
  readonly ai:
    | { readonly provider: 'builtin' }
    | {
        readonly provider: 'openai';
        readonly baseUrl: string;
        readonly apiKey: string | undefined;
        readonly model: string;
        readonly timeoutMs: number;
      };
  /** Online payments (docs/integrations.md): where the Stripe library sends its API calls. */
  readonly payments: { readonly stripeApiUrl: string };
  /** CPU-heavy work (invoice PDFs) on worker threads: src/platform/offload/runner.ts, docs/performance.md. */
  readonly offload: {
    readonly workers: number;
    readonly queueSize: number;
    readonly perKeyRunning: number;
    readonly perKeyQueued: number;
    readonly timeoutMs: number;
  };
  /** The built single-page app served at / (docs/web-sessions.md); absent: an API-only server. */
  readonly web: { readonly distDir: string };
  readonly logLevel: (typeof LOG_LEVELS)[number];
  readonly logFormat: (typeof LOG_FORMATS)[number];
}

export interface S3Settings {
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly forcePathStyle: boolean;
}

function screenshotStorage(env: z.output<typeof envSchema>): Config['screenshots']['storage'] {
  if (env.SCREENSHOT_STORAGE !== 's3') return { kind: 'fs', root: path.join(env.DATA_DIR, 'screenshots') };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
  if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name}: required when SCREENSHOT_STORAGE=s3`));
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    // A custom endpoint (MinIO, s3rver, Ceph) usually serves buckets by path, not by host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : env.S3_ENDPOINT !== undefined,
  };
}

function oidcSettings(env: z.output<typeof envSchema>): Config['oidc'] {
  if (!env.OIDC_ISSUER || !env.OIDC_AUDIENCE) return null;
  return {
    issuer: env.OIDC_ISSUER,
    audience: env.OIDC_AUDIENCE,
    providerName: env.OIDC_PROVIDER_NAME ?? new URL(env.OIDC_ISSUER).host,
    webClient: env.OIDC_CLIENT_ID ? { clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET } : null,
  };
}

function requestTimeouts(env: z.output<typeof envSchema>): Config['http']['timeouts'] {
  const requestMs = env.HTTP_REQUEST_TIMEOUT_MS;
  // Node refuses a headers timeout longer than the request timeout; a longer body one would never fire.
  const tooLong = (['HTTP_HEADERS_TIMEOUT_MS', 'HTTP_BODY_TIMEOUT_MS'] as const).filter(
    (name) => env[name] > requestMs,
  );
  if (tooLong.length > 0)
    throw new ConfigError(tooLong.map((name) => `${name}: must not exceed HTTP_REQUEST_TIMEOUT_MS (${requestMs})`));
  return { headersMs: env.HTTP_HEADERS_TIMEOUT_MS, bodyMs: env.HTTP_BODY_TIMEOUT_MS, requestMs };
}

function parseCors(value: string | undefined): boolean | string[] {
  if (value === undefined || value === '*') return true;
  if (value === 'false' || value === 'none') return false;
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** Reads, validates and freezes the configuration; a bad value names its variable. */
export async function loadConfig(source: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (env.OIDC_ISSUER && !env.OIDC_AUDIENCE) {
    throw new ConfigError(['OIDC_AUDIENCE: required when OIDC_ISSUER is set (the audience tokens must be issued for)']);
  }
  if (env.OIDC_CLIENT_ID && !env.OIDC_ISSUER) {
    throw new ConfigError(['OIDC_CLIENT_ID: needs OIDC_ISSUER (the provider the web sign-in sends people to)']);
  }
  const jwtSecret = await resolveJwtSecret({
    provided: env.JWT_SECRET,
    dataDir: env.DATA_DIR,
    mustBeProvided: nodeEnv === 'production' && env.DATABASE_URL !== undefined,
  });
  const aiProvider = env.AI_PROVIDER ?? (env.AI_BASE_URL ? 'openai' : 'builtin');
  if (aiProvider === 'openai' && !env.AI_BASE_URL) {
    throw new ConfigError(['AI_BASE_URL: required when AI_PROVIDER=openai (e.g. https://api.openai.com/v1)']);
  }
  const mailDelivery = resolveMailDelivery(nodeEnv, env.MAIL_DELIVERY, env.SMTP_URL);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const config: Config = {
    env: nodeEnv,
    server: {
      host: env.HOST,
      port: env.PORT,
      publicUrl,
    },
    dataDir: env.DATA_DIR,
    database: { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX },
    redisUrl: env.REDIS_URL,
    mail: {
      delivery: mailDelivery,
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      cooldownSeconds: env.MAIL_COOLDOWN_SECONDS,
      batch: { size: env.MAIL_BATCH_SIZE, intervalSeconds: env.MAIL_BATCH_INTERVAL_SECONDS },
    },
    jwtSecret,
    http: {
      rateLimit: {
        max: env.RATE_LIMIT_MAX,
        accountMax: env.RATE_LIMIT_ACCOUNT_MAX ?? env.RATE_LIMIT_MAX,
        organizationMax: env.RATE_LIMIT_ORGANIZATION_MAX,
        windowMs: env.RATE_LIMIT_WINDOW_MS,
      },
      trustProxy: env.TRUST_PROXY,
      corsOrigins: parseCors(env.CORS_ORIGINS),
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      timeouts: requestTimeouts(env),
    },
    outbox: { pollMs: env.OUTBOX_POLL_MS },
    metrics: { token: env.METRICS_TOKEN },
    webhooks: { allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true', timeoutMs: env.WEBHOOK_TIMEOUT_MS },
    plans: { newOrganization: env.NEW_ORGANIZATION_PLAN },
    legal: {
      termsVersion: env.LEGAL_TERMS_VERSION,
      effectiveDate:
        env.LEGAL_EFFECTIVE_DATE ?? env.LEGAL_TERMS_VERSION.match(/^\d{4}-\d{2}-\d{2}$/)?.[0] ?? '2026-11-01',
      termsUrl: env.LEGAL_TERMS_URL ?? `${publicUrl}/legal/terms`,
      privacyUrl: env.LEGAL_PRIVACY_URL ?? `${publicUrl}/legal/privacy`,
    },
    oidc: oidcSettings(env),
    screenshots: {
      storage: screenshotStorage(env),
      maxBytes: env.SCREENSHOT_MAX_BYTES,
      maxPixels: env.SCREENSHOT_MAX_PIXELS,
      urlTtlSeconds: env.SCREENSHOT_URL_TTL_SECONDS,
      concurrency: env.SCREENSHOT_CONCURRENCY,
    },
    ai:
      aiProvider === 'openai'
        ? {
            provider: 'openai',
            baseUrl: env.AI_BASE_URL!,
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : { provider: 'builtin' },
    // Stripe's own API unless the operator points elsewhere (a proxy, or a loopback fake in tests).
    payments: { stripeApiUrl: env.STRIPE_API_URL ?? 'https://api.stripe.com' },
    offload: {
      workers: env.OFFLOAD_WORKERS,
      queueSize: env.OFFLOAD_QUEUE_SIZE,
      // Half the workers by default: one organization never takes them all (unless there is one).
      perKeyRunning: env.OFFLOAD_PER_ORG_RUNNING || Math.max(1, Math.floor(env.OFFLOAD_WORKERS / 2)),
      perKeyQueued: env.OFFLOAD_PER_ORG_QUEUED,
      timeoutMs: env.OFFLOAD_TIMEOUT_MS,
    },
    web: { distDir: env.WEB_DIST_DIR },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
  };
  return deepFreeze(config);
}

/**
 * Without a relay, mail (sign-up codes, invitation links) lands in DATA_DIR/mail. That is what a
 * developer wants and a silent outage in production, so production needs SMTP_URL or an explicit
 * MAIL_DELIVERY=file.
 */
function resolveMailDelivery(
  nodeEnv: string,
  requested: 'smtp' | 'file' | undefined,
  smtpUrl: string | undefined,
): 'smtp' | 'file' {
  if (requested === 'smtp' && !smtpUrl) throw new ConfigError(['SMTP_URL: required when MAIL_DELIVERY=smtp']);
  if (requested) return requested;
  if (smtpUrl) return 'smtp';
  if (nodeEnv === 'production') {
    throw new ConfigError([
      'SMTP_URL: required when NODE_ENV=production (without it sign-up codes and invitations are only written to DATA_DIR/mail); set MAIL_DELIVERY=file to accept that',
    ]);
  }
  return 'file';
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
