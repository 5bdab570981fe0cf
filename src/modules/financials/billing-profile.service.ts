import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { invitationOrgId, signInOrgId } from '../members/index.js';
import { portalOrgId, type PortalLogoReader } from '../projects/index.js';
import { newId } from '../../platform/ids.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { findBillingProfile, saveBillingProfile, type BillingProfileRow } from './billing-profile.repository.js';
import { fieldsOf, PROFILE_TEXT_FIELDS, SELLER_FIELDS, type SellerSnapshot } from './billing-profile.rules.js';
import type { BillingProfileInput } from './billing-profile.schemas.js';
import { processLogo } from './logo.image.js';

const LOGO_URL = '/api/v1/organizations/current/billing-profile/logo';

function profileView(row: BillingProfileRow | null) {
  return {
    ...fieldsOf(row, PROFILE_TEXT_FIELDS),
    paymentTermsDays: row?.paymentTermsDays ?? null,
    logo:
      row?.logoKey && row.logoWidth && row.logoHeight
        ? { width: row.logoWidth, height: row.logoHeight, url: `${LOGO_URL}?v=${row.updatedAt.getTime()}` }
        : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The seller an invoice issued now carries (see invoices.seller). */
export async function sellerSnapshot(executor: Executor, orgId: string): Promise<SellerSnapshot> {
  const row = await findBillingProfile(executor, orgId);
  return { ...fieldsOf(row, SELLER_FIELDS), logoKey: row?.logoKey ?? null };
}

const logoVersionOf = (row: BillingProfileRow | null) =>
  row?.logoKey && row.logoWidth && row.logoHeight ? String(row.updatedAt.getTime()) : null;

/** The portal shows the billing profile's logo (docs/projects.md, "The portal"). */
export const portalLogoReader: PortalLogoReader = {
  logoVersion: async (executor, orgId) => logoVersionOf(await findBillingProfile(executor, orgId)),
};

/** The profile's payment terms, the defaults of a new invoice. */
export async function defaultPaymentTerms(executor: Executor, orgId: string) {
  const row = await findBillingProfile(executor, orgId);
  return { paymentTermsDays: row?.paymentTermsDays ?? null, paymentTerms: row?.paymentTerms ?? null };
}

/** The organization as a seller: its billing profile and logo. */
export function createBillingProfileService(db: Db, clock: Clock, storage: ObjectStorage, maxPixels: number) {
  async function logoOf(orgId: string) {
    const row = await findBillingProfile(db, orgId);
    const body = row?.logoKey ? await storage.get(row.logoKey) : null;
    if (!body) throw errors.notFound('Logo', 'billing-profile');
    return body;
  }

  return {
    async get(ctx: TenantContext) {
      return profileView(await findBillingProfile(db, ctx.orgId));
    },

    async save(ctx: TenantContext, input: BillingProfileInput) {
      return profileView(await saveBillingProfile(db, ctx.orgId, input, clock.now()));
    },

    /**
     * Processes the logo (a bounded PNG) and stores it under a new key. The previous file stays:
     * issued invoices name the key they were issued with.
     */
    async uploadLogo(ctx: TenantContext, bytes: Buffer) {
      const logo = await processLogo(bytes, maxPixels);
      const key = `billing-logos/${ctx.orgId}/${newId()}.png`;
      await storage.put(key, logo.png, 'image/png');
      const row = await saveBillingProfile(
        db,
        ctx.orgId,
        { logoKey: key, logoWidth: logo.width, logoHeight: logo.height },
        clock.now(),
      );
      return profileView(row);
    },

    async logo(ctx: TenantContext) {
      return logoOf(ctx.orgId);
    },

    /**
     * The logo of the organization sharing a project under the portal `token`: the same 404 for an
     * unknown or unshared token as the portal's, so no other organization's logo can be reached.
     */
    async portalLogo(token: string) {
      const orgId = await portalOrgId(db, token);
      if (!orgId) throw errors.notFound('Project portal');
      return logoOf(orgId);
    },

    /** The logo of the organization an open invitation is to: 404 as GET /auth/invitations/{token}. */
    async invitationLogo(token: string) {
      const orgId = await invitationOrgId(db, token, clock.now());
      if (!orgId) throw errors.notFound('Invitation');
      return logoOf(orgId);
    },

    /** The logo shown on the organization's sign-in page: 404 as GET /auth/organizations/{orgId}/brand. */
    async signInLogo(orgIdAsked: string) {
      const orgId = await signInOrgId(db, orgIdAsked);
      if (!orgId) throw errors.notFound('Organization');
      return logoOf(orgId);
    },
  };
}
