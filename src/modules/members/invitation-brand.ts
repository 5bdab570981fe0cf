import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { access } from '../../platform/auth/access.js';
import { errors } from '../../platform/http/errors.js';
import { defineRoute } from '../../platform/http/route.js';
import { brandOf, findOrganization } from '../organizations/index.js';
import { openInvitation } from './invites.service.js';

/**
 * Whether the organization has a logo, and which version (the financials module's billing profile
 * logo; app.ts plugs its reader in). The logo itself is served at GET /auth/invitations/{token}/logo.
 */
export interface InvitationLogoReader {
  logoVersion(executor: Executor, orgId: string): Promise<string | null>;
}

export const invitationTokenParams = z.object({ token: z.string().min(1).max(100) });

export const signInOrganizationParams = z.object({ orgId: z.uuid() });

const invitationBrandSchema = z.object({
  organization: z.object({
    name: z.string(),
    accentColor: z.string().nullable().describe('#rrggbb, or null for Punchclock’s own colours'),
    accentTextColor: z.string().nullable().describe('The text colour readable on the accent'),
    logoUrl: z.string().nullable().describe('The organization’s logo (PNG) for this invitation, when it has one'),
  }),
});

/** The organization's name, accent and the address of its logo (by `logoPath`, when it has one). */
async function brandAnswer(db: Db, logos: InvitationLogoReader, orgId: string, logoPath: string) {
  const [brand, logoVersion] = await Promise.all([brandOf(db, orgId), logos.logoVersion(db, orgId)]);
  return {
    organization: {
      ...brand,
      logoUrl: logoVersion ? `/api/v1${logoPath}?v=${encodeURIComponent(logoVersion)}` : null,
    },
  };
}

/** The organization behind a sign-in address, or null for none (ids are random, so this enumerates nothing). */
export async function signInOrgId(executor: Executor, orgId: string): Promise<string | null> {
  return (await findOrganization(executor, orgId))?.id ?? null;
}

/** The same answer for an unknown, used or expired invitation, naming nothing. */
const invitationNotFound = () => errors.notFound('Invitation');

/** The organization of the open invitation behind `token`, or null. */
export async function invitationOrgId(executor: Executor, token: string, now: Date): Promise<string | null> {
  try {
    return (await openInvitation(executor, token, now)).orgId;
  } catch {
    return null;
  }
}

/** GET /auth/invitations/{token} and /auth/organizations/{orgId}/brand: who invites, who you sign in to (docs/web.md). */
export function invitationBrandRoutes(app: FastifyInstance, db: Db, clock: Clock, logos: InvitationLogoReader) {
  defineRoute(app, {
    method: 'GET',
    url: '/auth/invitations/:token',
    operationId: 'getInvitationBrand',
    tags: ['Auth'],
    summary:
      'The organization an open invitation is to: its name, accent colour and logo (public; the token is the authorization)',
    description:
      'Only the organization, nothing of the invitee or the inviter. 404 for an unknown, used or expired invitation (POST /auth/accept-invite answers 400 INVALID_INVITE for those).',
    access: access.public,
    params: invitationTokenParams,
    errorStatuses: [404],
    response: invitationBrandSchema,
    headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    handler: async ({ params }) => {
      const orgId = await invitationOrgId(db, params.token, clock.now());
      if (!orgId) throw invitationNotFound();
      return brandAnswer(db, logos, orgId, `/auth/invitations/${encodeURIComponent(params.token)}/logo`);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/organizations/:orgId/brand',
    operationId: 'getSignInBrand',
    tags: ['Auth'],
    summary:
      'The organization a sign-in address is for: its name, accent colour and logo (public), for the branded sign-in page',
    description:
      'The sign-in page at /sign-in?organization={orgId} shows it (Settings, Brand gives the address). Only how the organization presents itself, nothing of its members. 404 for an unknown organization.',
    access: access.public,
    params: signInOrganizationParams,
    errorStatuses: [404],
    response: invitationBrandSchema,
    headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    handler: async ({ params }) => {
      const orgId = await signInOrgId(db, params.orgId);
      if (!orgId) throw errors.notFound('Organization');
      return brandAnswer(db, logos, orgId, `/auth/organizations/${orgId}/logo`);
    },
  });
}
