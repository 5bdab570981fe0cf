import type { Db } from '../../platform/db/index.js';
import { brandedEmailHtml, DEFAULT_ACCENT, type EmailBrand } from '../../platform/mail/layout.js';
import type { EmailMessage, InlineImage, OutgoingEmail } from '../../platform/mail/mailer.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { brandOfColor, findOrganization } from '../organizations/index.js';
import { findBillingProfile } from './billing-profile.repository.js';

const LOGO_CID = 'organization-logo';

/**
 * The billing profile's logo as an inline image. A logo that cannot be read now (storage down, file
 * gone) leaves the message without it rather than holding the email back: the name and accent
 * still say who it is from.
 */
async function inlineLogo(db: Db, storage: ObjectStorage, orgId: string) {
  const profile = await findBillingProfile(db, orgId);
  if (!profile?.logoKey || !profile.logoWidth || !profile.logoHeight) return null;
  const content = await storage.get(profile.logoKey).catch(() => null);
  if (!content) return null;
  const image: InlineImage = { cid: LOGO_CID, filename: 'logo.png', contentType: 'image/png', content };
  return { image, size: { width: profile.logoWidth, height: profile.logoHeight } };
}

/**
 * Applies the organization's brand to a queued message at delivery: its name as the sender's
 * display name, and an HTML part drawn from the text with its logo (the billing profile's, inline)
 * and accent colour. A message for no organization, or for one deleted since, goes as it was queued.
 */
export function createEmailBrander(db: Db, storage: ObjectStorage) {
  return async function brandEmail(message: EmailMessage): Promise<OutgoingEmail> {
    const { organizationId, action, ...words } = message;
    const organization = organizationId ? await findOrganization(db, organizationId) : null;
    if (!organization) return words;
    const { accentColor, accentTextColor } = brandOfColor(organization.accentColor);
    const logo = await inlineLogo(db, storage, organization.id);
    const brand: EmailBrand = {
      name: organization.name,
      accent: accentColor && accentTextColor ? { color: accentColor, text: accentTextColor } : DEFAULT_ACCENT,
      logo: logo ? { cid: LOGO_CID, ...logo.size } : null,
    };
    return {
      ...words,
      fromName: organization.name,
      html: brandedEmailHtml(brand, words.text, action ?? null),
      ...(logo ? { inlineImages: [logo.image] } : {}),
    };
  };
}
