import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
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

/** The profile's payment terms, the defaults of a new invoice. */
export async function defaultPaymentTerms(executor: Executor, orgId: string) {
  const row = await findBillingProfile(executor, orgId);
  return { paymentTermsDays: row?.paymentTermsDays ?? null, paymentTerms: row?.paymentTerms ?? null };
}

/** The organization as a seller: its billing profile and logo. */
export function createBillingProfileService(db: Db, clock: Clock, storage: ObjectStorage, maxPixels: number) {
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
      const row = await findBillingProfile(db, ctx.orgId);
      const body = row?.logoKey ? await storage.get(row.logoKey) : null;
      if (!body) throw errors.notFound('Logo', 'billing-profile');
      return body;
    },
  };
}
