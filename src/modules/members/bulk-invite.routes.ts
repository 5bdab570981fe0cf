import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { defineRoute } from '../../platform/http/route.js';
import type { ModuleDeps } from '../../platform/module.js';
import { bulkInviteBody, bulkInviteResultSchema, sendInvitesBody, sentInvitesSchema } from './bulk-invite.schemas.js';
import { createBulkInviteService } from './bulk-invite.service.js';
import { createInvitesService } from './invites.service.js';
import { MAX_INVITE_ROWS } from './invitees.rules.js';
import { memberParams, memberSchema } from './members.schemas.js';

const TAGS = ['Organizations'] as const;

/** Several invitations at once, sending those of members not invited yet, and taking one back. */
export async function bulkInviteRoutes(app: FastifyInstance, { config, database, clock }: ModuleDeps) {
  const db = database.db;
  const bulk = createBulkInviteService({ db, config, clock });
  const invitesService = createInvitesService({ db, config, clock });
  const listRules = `Up to ${MAX_INVITE_ROWS} people (docs/members.md, "Inviting several people").`;

  defineRoute(app, {
    method: 'POST',
    url: '/organizations/members/bulk-invite/preview',
    operationId: 'previewBulkInvite',
    tags: TAGS,
    summary: 'What inviting a list of people would do, row by row; nothing is written or sent',
    description: `Each row: WILL_INVITE, ALREADY_MEMBER or INVALID with its problems. ${listRules}`,
    access: access.tenant('members.invite'),
    body: bulkInviteBody,
    response: bulkInviteResultSchema,
    handler: ({ body, tenant }) => bulk.preview(tenant, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organizations/members/bulk-invite',
    operationId: 'bulkInviteMembers',
    tags: TAGS,
    summary: 'Invite a list of people: all of its rows or none',
    description: `Any INVALID row refuses the whole list (422 INVITE_ROWS_INVALID, details.rows); members already there are left alone. The invitation emails leave in batches of MAIL_BATCH_SIZE every MAIL_BATCH_INTERVAL_SECONDS. ${listRules}`,
    access: access.tenant('members.invite'),
    body: bulkInviteBody,
    successStatus: 201,
    errorStatuses: [409, 422, 429],
    response: bulkInviteResultSchema,
    handler: ({ body, tenant }) => bulk.commit(tenant, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organizations/members/send-invites',
    operationId: 'sendInvites',
    tags: TAGS,
    summary: 'Send invitations to several INVITED members (those not invited yet, or again)',
    description:
      'One transaction: a member who has joined (409), is unknown (404) or outranks the caller (403) refuses the request. Emails leave in batches as for a bulk invite.',
    access: access.tenant('members.invite'),
    body: sendInvitesBody,
    errorStatuses: [404, 409, 429],
    response: sentInvitesSchema,
    handler: ({ body, tenant }) => invitesService.sendMany(tenant, body.memberIds),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organizations/members/:memberId/revoke-invite',
    operationId: 'revokeInvite',
    tags: TAGS,
    summary: "Take back a member's invitation: its link stops working; the member stays, not invited",
    description: 'Remove the member instead (DELETE /organizations/members/{memberId}) to take them off the list.',
    access: access.tenant('members.invite'),
    params: memberParams,
    errorStatuses: [404, 409],
    response: memberSchema,
    handler: ({ params, tenant }) => invitesService.revoke(tenant, params.memberId),
  });
}
