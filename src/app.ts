import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config/index.js';
import { activitiesModule, activitySlotReader } from './modules/activities/index.js';
import { aiModule } from './modules/ai/index.js';
import { apiKeysModule } from './modules/api-keys/index.js';
import { authModule, createAccessGuards, createWebSessionPolicy } from './modules/auth/index.js';
import { clientsModule } from './modules/clients/index.js';
import { financialsModule, invoicedEntriesReader, portalLogoReader } from './modules/financials/index.js';
import { mcpModule, mcpRootDiscovery } from './modules/mcp/index.js';
import { invoicePayLinks, paymentsModule, portalInvoices } from './modules/payments/index.js';
import { membersModule } from './modules/members/index.js';
import { alertsModule } from './modules/alerts/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { organizationsModule } from './modules/organizations/index.js';
import { clientProjects, projectsModule } from './modules/projects/index.js';
import { rbacModule } from './modules/rbac/index.js';
import { systemModule } from './modules/system/index.js';
import { tasksModule } from './modules/tasks/index.js';
import { exportsModule } from './modules/exports/index.js';
import { importsModule } from './modules/imports/index.js';
import { webhookDocuments, webhooksModule } from './modules/webhooks/index.js';
import { projectTimeReader, reportStatusReader, timeModule } from './modules/time/index.js';
import {
  portalScreenshotReader,
  projectBlurListener,
  screenshotSlotLinker,
  screenshotsModule,
  trackerCommandReader,
} from './modules/screenshots/index.js';
import type { AccessGuards } from './platform/auth/access.js';
import { createApiKeyBudgets, isApiKeyCredential } from './platform/auth/api-keys.js';
import { createTokenService } from './platform/auth/tokens.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { Database } from './platform/db/index.js';
import { registerBodyDeadline } from './platform/http/body-deadline.js';
import { registerErrorHandling, sendError } from './platform/http/error-handler.js';
import { createIdempotentRoutes, type IdempotentRoutes } from './platform/http/idempotency.js';
import { createIdempotencyStore } from './platform/idempotency/store.js';
import { errorBody } from './platform/http/errors.js';
import { registerJsonBodyParser } from './platform/http/json-body.js';
import { API_PREFIX, registerOpenApi } from './platform/http/openapi.js';
import { createRateLimiter } from './platform/http/rate-limit.js';
import { generateRequestId } from './platform/http/request-id.js';
import { corsPolicy, securityHeadersFor } from './platform/http/security.js';
import { responseSerializerCompiler } from './platform/http/serializer.js';
import { registerWebApp } from './platform/http/web-app.js';
import { accessLogController } from './platform/logging/access-log.js';
import { loggerOptions } from './platform/logging/logger.js';
import { lazyRequestLogger } from './platform/logging/request-logger.js';
import { createOffThreadRunner, type OffThreadRunner } from './platform/offload/index.js';
import type { ModuleDeps, ProductModule } from './platform/module.js';
import { createMetrics, noMetrics } from './platform/metrics.js';
import { countRequests, metricsRoute, platformGauges } from './platform/http/metrics-route.js';
import { createOrganizationBudget } from './platform/http/organization-budget.js';

interface AppDeps {
  config: Config;
  database: Database;
  redis?: Redis | null;
  clock?: Clock;
  /** Rate-limit key prefix; distinct per deployment sharing a Redis. */
  namespace?: string;
  /** The process logger; false for silence (tests). Defaults to one built from the config. */
  loggerInstance?: Logger | false;
  /** Worker threads for CPU-heavy work; by default a pool sized by the config, closed with the app. */
  offload?: OffThreadRunner;
  /**
   * Check every response against its schema with zod before sending it (tests). Without it the
   * compiled serializers write them unchecked: the tests are where a handler breaking its schema is caught.
   */
  checkResponses?: boolean;
}

/** Every product module, in registration order. */
const MODULES: ProductModule[] = [
  systemModule,
  authModule,
  membersModule(portalLogoReader),
  organizationsModule(reportStatusReader),
  rbacModule,
  apiKeysModule,
  webhooksModule,
  notificationsModule,
  alertsModule,
  clientsModule(clientProjects),
  projectsModule(projectTimeReader, portalScreenshotReader, projectBlurListener, portalInvoices, portalLogoReader),
  tasksModule,
  timeModule(invoicedEntriesReader, trackerCommandReader, activitySlotReader),
  financialsModule(invoicePayLinks),
  paymentsModule,
  activitiesModule(screenshotSlotLinker),
  screenshotsModule,
  importsModule(invoicedEntriesReader),
  exportsModule(),
  aiModule,
  mcpModule,
];

/**
 * The app's one hook in front of every request (a hook per concern cost a promise or a callback
 * each on every request): the security headers, CORS (a preflight is answered there) and the
 * request id on every answer, errors and 404s included; then the rate limit. While the server
 * drains, a 503 instead. Requests that still arrive then
 * (pipelined, or on a busy keep-alive connection) get it in the usual error shape, with
 * Retry-After and the connection closed, so a client or load balancer retries elsewhere or after
 * the restart.
 */
function frontHook(
  app: FastifyInstance,
  cors: ReturnType<typeof corsPolicy>,
  rateLimit: ReturnType<typeof createRateLimiter>,
) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(securityHeadersFor(request.url)).header('x-request-id', request.id);
    if (!closing) {
      // A preflight is answered by the policy; anything else spends its budget and goes on.
      if (cors?.(request, reply) !== true) rateLimit(request, reply, done);
      return;
    }
    void reply.header('connection', 'close');
    // Answered here: the request goes no further (done is not called).
    void sendError(
      reply,
      503,
      errorBody(
        503,
        'SERVICE_UNAVAILABLE',
        'The server is shutting down',
        'Retry in a few seconds; another instance or the restarted server will answer.',
      ),
      { 'retry-after': '5' },
    );
  });
}

/** The one composition root: platform plugins first, then every module under /api/v1. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.loggerInstance === false
      ? { logger: false }
      : deps.loggerInstance
        ? // Typed as Fastify's logger so the app is FastifyInstance<…, FastifyBaseLogger> like every module expects.
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
          { loggerInstance: deps.loggerInstance as FastifyBaseLogger }
        : { logger: loggerOptions(config.logLevel) }),
    // Fastify accepts a hop count at run time though its types omit it.
    trustProxy: config.http.trustProxy as boolean | string[],
    bodyLimit: config.http.bodyLimitBytes,
    // A client that trickles its request in is cut off (registerBodyDeadline bounds JSON bodies tighter).
    requestTimeout: config.http.timeouts.requestMs,
    http: {
      headersTimeout: config.http.timeouts.headersMs,
      requestTimeout: config.http.timeouts.requestMs,
      // How often Node checks those two: often enough that a limit holds to about a second.
      connectionsCheckingInterval: 1_000,
    },
    requestIdHeader: false,
    genReqId: generateRequestId,
    // One line per request instead of Fastify's two.
    logController: accessLogController(),
    // A request's child logger is made when something logs through it, not on every request.
    childLoggerFactory: lazyRequestLogger,
    // Its own 503 has a body of its own; frontHook sends ours.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot even decode still gets the JSON error shape.
    frameworkErrors: (error, request, reply) => {
      // Before any hook: the request id is set here.
      void reply.header('x-request-id', request.id);
      void sendError(reply, 400, errorBody(400, 'MALFORMED_URL', error.message, 'Check the URL encoding of the path.'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses: deps.checkResponses ?? false }));
  const clock = deps.clock ?? systemClock;
  const tokens = createTokenService(config.jwtSecret, clock);
  // Shared by the guard, which learns which API keys are genuine, and the rate limiter, which
  // then counts their requests per key (docs/api-keys.md).
  const metrics = config.metrics.token ? createMetrics() : noMetrics();
  app.addHook('onClose', async () => metrics.close());
  if (config.metrics.token) countRequests(app, metrics);
  const keyBudgets = createApiKeyBudgets();
  const webSessions = createWebSessionPolicy(config, tokens);
  /** A signed-in person's budget, from a token whose signature holds (a forged one spends the address's). */
  const accountBudgetOf = (request: FastifyRequest) => {
    const credential = webSessions.credentialOf(request);
    if (!credential || isApiKeyCredential(credential.token)) return null;
    return tokens.verify(credential.token).then((claims) => (claims ? `user:${claims.userId}` : null));
  };
  app.decorate(
    'accessGuards',
    createAccessGuards(
      deps.database.db,
      tokens,
      clock,
      webSessions,
      keyBudgets,
      createOrganizationBudget({
        max: config.http.rateLimit.organizationMax,
        windowMs: config.http.rateLimit.windowMs,
        redis: deps.redis ?? null,
        namespace: deps.namespace ?? 'punchclock',
        onRefused: () => metrics.rateLimited('organization'),
      }),
    ) as AccessGuards | null,
  );
  // The claims and answers of Idempotency-Keys, for the routes that take one (route.ts).
  app.decorate(
    'idempotentRoutes',
    createIdempotentRoutes(
      createIdempotencyStore({
        db: deps.database.db,
        clock,
        serverSecret: config.jwtSecret,
        // An unanswered claim outlives its request by no more than the longest a request may take.
        leaseMs: config.http.timeouts.requestMs,
      }),
    ) as IdempotentRoutes | null,
  );
  app.decorateRequest('auth', null);
  app.decorateRequest('tenant', null);

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerBodyDeadline(app, config.http.timeouts.bodyMs);
  const rateLimit = createRateLimiter({
    max: config.http.rateLimit.max,
    windowMs: config.http.rateLimit.windowMs,
    redis: deps.redis ?? null,
    namespace: deps.namespace ?? 'punchclock',
    accountMax: config.http.rateLimit.accountMax,
    budgetOf: (request) => keyBudgets.budgetOf(request.headers.authorization) ?? accountBudgetOf(request),
    onRefused: (limit) => metrics.rateLimited(limit),
  });
  frontHook(app, corsPolicy(config.http.corsOrigins), rateLimit);
  await registerOpenApi(app, config.server.publicUrl, webhookDocuments);

  const offload = deps.offload ?? createOffThreadRunner(config.offload);
  if (!deps.offload) app.addHook('onClose', () => offload.close());
  platformGauges(metrics, deps.database, offload);
  metricsRoute(app, metrics, config.metrics.token);
  const moduleDeps: ModuleDeps = {
    config,
    database: deps.database,
    clock,
    tokens,
    offload,
    redis: deps.redis ?? null,
    metrics,
  };
  await app.register(
    async (api) => {
      for (const registerModule of MODULES) await registerModule(api, moduleDeps);
    },
    { prefix: API_PREFIX },
  );
  // MCP clients look for their discovery document at the host root, outside the API prefix.
  await mcpRootDiscovery(app, moduleDeps);
  // The built web app at / (docs/web-sessions.md); the API keeps /api/v1 and its JSON 404.
  await registerWebApp(app, config.web.distDir);
  return app;
}
