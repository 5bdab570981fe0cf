import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per Idempotency-Key a caller sent to a create route (docs/idempotency.md): first the
 * claim of the request running it, then the answer it gave, replayed to the same request for 24
 * hours. The primary key is the scope, so two requests racing with one key meet at the insert on
 * any number of instances. Rows live a day (purged by `purgeExpiredIdempotencyKeys`); no foreign
 * key to the organization, as the platform knows no module's table.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    orgId: uuid('org_id').notNull(),
    /** `user:<id>` for a signed-in member, `api-key:<id>` for an API key: each key is a caller of its own. */
    caller: text('caller').notNull(),
    method: text('method').notNull(),
    /** The route's pattern (`/api/v1/projects/:projectId/tasks`); the path parameters are in the fingerprint. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request as canonical JSON (path parameters, query, body or its parts). */
    fingerprint: text('fingerprint').notNull(),
    /** The request holding the claim (its id); only it may record the answer or give the claim up. */
    claimedBy: text('claimed_by').notNull(),
    /** While unanswered: a claim whose request died is taken over once this has passed. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null while the first request runs; then its status, content type and sealed body. */
    responseStatus: integer('response_status'),
    responseContentType: text('response_content_type'),
    responseBody: text('response_body'),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.caller, table.method, table.route, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
