import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleDeps } from '../../platform/module.js';
import { access } from '../../platform/auth/access.js';
import { pageOf } from '../../platform/http/pagination.js';
import { defineRoute } from '../../platform/http/route.js';
import { createInvitesService } from './invites.service.js';
import { invitationBrandRoutes, type InvitationLogoReader } from './invitation-brand.js';
import { activeMembershipsOf } from './memberships.repository.js';
import { organizationView } from './memberships.view.js';
import {
  invitedMemberSchema,
  inviteMemberBody,
  listMembersQuery,
  memberParams,
  memberSchema,
  myOrganizationsSchema,
  myTimeZoneBody,
  myTimeZoneSchema,
  updateMemberBody,
} from './members.schemas.js';
import { createMembersService } from './members.service.js';
import { setMyTimeZone } from './my-time-zone.js';

const TAGS = ['Organizations'] as const;

export async function membersRoutes(
  app: FastifyInstance,
  { config, database, clock }: ModuleDeps,
  logos: InvitationLogoReader,
) {
  const db = database.db;
  invitationBrandRoutes(app, db, clock, logos);
  const membersService = createMembersService(db);
  const invitesService = createInvitesService({ db, config, clock });

  defineRoute(app, {
    method: 'GET',
    url: '/organizations',
    operationId: 'listMyOrganizations',
    tags: TAGS,
    summary: 'The organizations the caller is an active member of',
    access: access.bearer,
    response: myOrganizationsSchema,
    handler: async ({ auth }) => (await activeMembershipsOf(db, auth.userId)).map(organizationView),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/organizations/members/me',
    operationId: 'updateMyMembership',
    tags: TAGS,
    summary: "Set the caller's personal time zone in this organization",
    description:
      "timeZone is an IANA name, or null for the organization's. It changes how instants are shown to the caller and where the days of their personal views begin (their weekly digest, AI answers about their own time only), not the organization's days (docs/time-zones.md).",
    access: access.tenant(),
    body: myTimeZoneBody,
    response: myTimeZoneSchema,
    handler: ({ body, tenant }) => setMyTimeZone(db, tenant, body.timeZone),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/organizations/members',
    operationId: 'listMembers',
    tags: TAGS,
    summary: 'Members with roles, rates, capacity and status',
    description:
      "Rates are null unless the caller's role has members.rates.read. Ordered by creation; up to 200 per page.",
    access: access.tenant('members.read'),
    query: listMembersQuery,
    response: pageOf(memberSchema),
    handler: ({ query, tenant }) => membersService.list(tenant, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organizations/members',
    operationId: 'inviteMember',
    tags: TAGS,
    summary: 'Invite a member (Admin or Owner)',
    description:
      'Without a password, emails an invitation link valid 7 days. With a password, a new account is usable at once.',
    access: access.tenant('members.invite'),
    body: inviteMemberBody,
    successStatus: 201,
    errorStatuses: [404, 409],
    response: invitedMemberSchema,
    handler: ({ body, tenant }) => invitesService.invite(tenant, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/organizations/members/:memberId',
    operationId: 'getMember',
    tags: TAGS,
    summary: 'One member',
    access: access.tenant('members.read'),
    params: memberParams,
    errorStatuses: [404],
    response: memberSchema,
    handler: ({ params, tenant }) => membersService.get(tenant, params.memberId),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/organizations/members/:memberId',
    operationId: 'updateMember',
    tags: TAGS,
    summary: "Change a member's role, rates or capacity",
    description:
      'Nobody can grant a role with permissions they lack, change a member who outranks them, or demote the last Owner (409).',
    access: access.tenant('members.manage'),
    params: memberParams,
    body: updateMemberBody,
    errorStatuses: [404, 409],
    response: memberSchema,
    handler: ({ params, body, tenant }) => membersService.update(tenant, params.memberId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organizations/members/:memberId/deactivate',
    operationId: 'deactivateMember',
    tags: TAGS,
    summary: 'Deactivate a member: their access to this organization ends at once, their history stays',
    access: access.tenant('members.manage'),
    params: memberParams,
    errorStatuses: [404, 409],
    response: memberSchema,
    handler: ({ params, tenant }) => membersService.setActive(tenant, params.memberId, false),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organizations/members/:memberId/reactivate',
    operationId: 'reactivateMember',
    tags: TAGS,
    summary: 'Reactivate a deactivated member',
    access: access.tenant('members.manage'),
    params: memberParams,
    errorStatuses: [404, 409],
    response: memberSchema,
    handler: ({ params, tenant }) => membersService.setActive(tenant, params.memberId, true),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/organizations/members/:memberId',
    operationId: 'removeMember',
    tags: TAGS,
    summary: 'Remove a member from the organization',
    access: access.tenant('members.manage'),
    params: memberParams,
    errorStatuses: [404, 409],
    response: z.object({ id: z.uuid(), removed: z.literal(true) }),
    handler: ({ params, tenant }) => membersService.remove(tenant, params.memberId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/organizations/members/:memberId/resend-invite',
    operationId: 'resendInvite',
    tags: TAGS,
    summary: 'Send a new invitation link (the previous one stops working)',
    access: access.tenant('members.invite'),
    params: memberParams,
    errorStatuses: [404, 409],
    response: invitedMemberSchema,
    handler: ({ params, tenant }) => invitesService.resend(tenant, params.memberId),
  });
}
