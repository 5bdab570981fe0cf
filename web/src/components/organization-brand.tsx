import { t } from '../lib/i18n';
import './organization-brand.css';

export interface OrganizationBrandView {
  name: string;
  accentColor: string | null;
  accentTextColor: string | null;
  logoUrl: string | null;
}

/**
 * The organization a page speaks for (the invitation page, its sign-in page): its logo and name on
 * its accent colour, or on the app's primary colour without one.
 */
export function OrganizationBrand({ organization, testId }: { organization: OrganizationBrandView; testId: string }) {
  return (
    <div
      className="invite-brand"
      data-testid={testId}
      style={
        organization.accentColor && organization.accentTextColor
          ? { background: organization.accentColor, color: organization.accentTextColor }
          : undefined
      }
    >
      {organization.logoUrl && (
        <img
          className="invite-brand-logo"
          src={organization.logoUrl}
          alt={t('acceptInvite.logoAlt', { organization: organization.name })}
        />
      )}
      <span className="invite-brand-name">{organization.name}</span>
    </div>
  );
}
