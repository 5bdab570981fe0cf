import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app.js';

/**
 * Every POST that creates something takes an Idempotency-Key (docs/idempotency.md). A tenant POST
 * that answers 201 takes it by the rule in route.ts; one that creates without answering 201 opts in
 * (`idempotency: true`). Every other tenant POST is listed here with why a repeat creates nothing
 * twice, so a new POST fails this test until someone has decided.
 */
const REPEAT_CREATES_NOTHING: Record<string, string> = {
  deactivateMember: 'sets a state; a repeat changes nothing',
  reactivateMember: 'sets a state; a repeat changes nothing',
  resendInvite: 'sends the invitation again, which is what a repeat asks; the per-address cooldown bounds it',
  sendInvites: 'sends the invitations again, which is what a repeat asks; the per-address cooldown bounds it',
  revokeInvite: 'takes back the open invitation; a repeat finds none and changes nothing',
  previewBulkInvite: 'reads only',
  markAllNotificationsRead: 'idempotent: keeps the first readAt',
  markNotificationRead: 'idempotent: keeps the first readAt',
  archiveClient: 'idempotent both ways',
  unarchiveClient: 'idempotent both ways',
  archiveProject: 'idempotent both ways',
  unarchiveProject: 'idempotent both ways',
  archiveProjectTask: 'idempotent both ways',
  unarchiveProjectTask: 'idempotent both ways',
  archiveTag: 'idempotent both ways',
  unarchiveTag: 'idempotent both ways',
  stopTimer: 'stops the running timer; a repeat finds none (409 NO_RUNNING_TIMER)',
  reviewTimeEntries: 'sets the approval of entries; a repeat sets the same',
  trackerHeartbeat: 'reports presence',
  sendWeeklyDigest: 'mails the caller their week; a repeat mails it again, as asked',
  submitTimesheetWeek: 'a state change; a repeat is 409 WEEK_STATUS_CONFLICT',
  withdrawTimesheetWeek: 'a state change; a repeat is 409 WEEK_STATUS_CONFLICT',
  approveTimesheetWeek: 'a state change; a repeat is 409 WEEK_STATUS_CONFLICT',
  rejectTimesheetWeek: 'a state change; a repeat is 409 WEEK_STATUS_CONFLICT',
  previewInvoiceFromTime: 'reads only',
  uploadBillingLogo: 'replaces the one logo',
  uploadActivitySlotBatch: 'idempotent by each slot’s clientId (docs/tracker-protocol.md)',
  aiDailySummary: 'answers from the data; stores nothing a client refers to',
  aiWorkDay: 'answers from the data; stores nothing a client refers to',
  aiChat: 'answers from the data; stores nothing a client refers to',
  aiGenerateWeeklyReport: 'replaces the week’s report',
  analyseImport: 'reads the file again with the settings sent; a repeat reads it again the same way',
  confirmImport: 'a state change of one import; a repeat is 409 IMPORT_NOT_READY',
  undoImport: 'a state change of one import; a repeat is 409 IMPORT_NOT_READY',
  discardImport: 'a state change of one import; a repeat is 409 IMPORT_NOT_READY',
  exportOrganization: 'a repeat while one is being built returns that one; a later one is a fresh copy, as asked',
  exportMyData: 'a repeat while one is being built returns that one; a later one is a fresh copy, as asked',
  postMcpMessage: 'JSON-RPC transport; tool calls are not covered (docs/idempotency.md, "Not covered")',
};

/** Routes answering 201 without a caller to scope a key to. */
const PUBLIC_CREATES: Record<string, string> = {
  register: 'no caller yet; a repeat is 409 EMAIL_ALREADY_REGISTERED',
};

interface RouteSchema {
  operationId: string;
  response?: Record<string, unknown>;
  headers?: { shape?: Record<string, unknown> };
}

describe('Idempotency-Key coverage', () => {
  let t: TestApp;
  let posts: RouteOptions[];
  beforeAll(async () => {
    t = await buildTestApp();
    posts = t.app.routeTable.routes.filter((route) => route.url.startsWith('/api/v1/') && route.method === 'POST');
  });
  afterAll(() => t.close());

  const schemaOf = (route: RouteOptions) => route.schema as unknown as RouteSchema;
  const idOf = (route: RouteOptions) => schemaOf(route).operationId;
  const takesKey = (route: RouteOptions) => route.config?.idempotency !== undefined;
  const accessOf = (route: RouteOptions) => route.config?.access?.kind;

  it('covers every POST that answers 201, but those without a caller', () => {
    const created = posts.filter((route) => '201' in (schemaOf(route).response ?? {}));
    expect(created.length).toBeGreaterThanOrEqual(14);
    const uncovered = created.filter((route) => !takesKey(route) && !(idOf(route) in PUBLIC_CREATES)).map(idOf);
    expect(uncovered).toEqual([]);
  });

  it('has a reason for every tenant POST that takes no key, and lists no route that takes one or is gone', () => {
    const tenantPosts = posts.filter((route) => accessOf(route) === 'tenant');
    const undecided = tenantPosts.filter((route) => !takesKey(route) && !(idOf(route) in REPEAT_CREATES_NOTHING));
    expect(undecided.map(idOf)).toEqual([]);
    const known = new Map(tenantPosts.map((route) => [idOf(route), route]));
    const stale = Object.keys(REPEAT_CREATES_NOTHING).filter((id) => !known.has(id) || takesKey(known.get(id)!));
    expect(stale).toEqual([]);
  });

  it('documents the header and the 409 and 422 answers on every route that takes the key', () => {
    const covered = t.app.routeTable.routes.filter(takesKey);
    expect(covered.map(idOf)).toEqual(
      expect.arrayContaining(['createProject', 'createManualTimeEntry', 'startTimer', 'uploadScreenshot']),
    );
    const problems = covered.flatMap((route) => {
      const schema = schemaOf(route);
      const missing: string[] = [];
      if (!schema.headers?.shape?.['idempotency-key']) missing.push('the idempotency-key header');
      if (!schema.response?.['409'] || !schema.response['422']) missing.push('409 and 422');
      return missing.map((what) => `${schema.operationId}: no ${what}`);
    });
    expect(problems).toEqual([]);
  });
});
