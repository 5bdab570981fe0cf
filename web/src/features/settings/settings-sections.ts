// The sections of Settings, each a page of its own at /settings/<slug>: what it is called, what it
// is for, and who is shown it. The pages themselves are in section-pages.tsx.
import { t } from '../../lib/i18n';
import type { SettingsAccess } from './settings-access';

export const SECTION_SLUGS = [
  'my-time-zone',
  'my-alerts',
  'api-keys',
  'your-data',
  'calendar',
  'time-entries',
  'review',
  'brand',
  'alerts',
  'billing',
  'plan',
  'payments',
  'webhooks',
] as const;
export type SectionSlug = (typeof SECTION_SLUGS)[number];

export type SectionGroup = 'mine' | 'organization';

interface SectionFacts {
  group: SectionGroup;
  title: () => string;
  summary: () => string;
  visible: (access: SettingsAccess) => boolean;
}

const everyone = () => true;
const managers = (access: SettingsAccess) => access.manage;

const SECTIONS: Record<SectionSlug, SectionFacts> = {
  'my-time-zone': {
    group: 'mine',
    title: () => t('settings.myTitle'),
    summary: () => t('settings.sectionMyZone'),
    visible: everyone,
  },
  'my-alerts': {
    group: 'mine',
    title: () => t('alerts.myTitle'),
    summary: () => t('settings.sectionMyAlerts'),
    visible: everyone,
  },
  'api-keys': {
    group: 'mine',
    title: () => t('apiKeys.title'),
    summary: () => t('settings.sectionApiKeys'),
    visible: everyone,
  },
  'your-data': {
    group: 'mine',
    title: () => t('exports.title'),
    summary: () => t('exports.summary'),
    visible: everyone,
  },
  // Everyone sees the calendar; Owners and Admins change it.
  calendar: {
    group: 'organization',
    title: () => t('settings.calendarTitle'),
    summary: () => t('settings.sectionCalendar'),
    visible: everyone,
  },
  'time-entries': {
    group: 'organization',
    title: () => t('settings.entriesTitle'),
    summary: () => t('settings.sectionEntries'),
    visible: managers,
  },
  review: {
    group: 'organization',
    title: () => t('settings.reviewTitle'),
    summary: () => t('settings.sectionReview'),
    visible: managers,
  },
  brand: {
    group: 'organization',
    title: () => t('settings.brandTitle'),
    summary: () => t('settings.sectionBrand'),
    visible: managers,
  },
  alerts: {
    group: 'organization',
    title: () => t('alerts.title'),
    summary: () => t('settings.sectionAlerts'),
    visible: managers,
  },
  // The billing profile holds bank details: for those who may both see money and change settings.
  billing: {
    group: 'organization',
    title: () => t('billing.title'),
    summary: () => t('settings.sectionBilling'),
    visible: (access) => access.manage && access.money,
  },
  plan: {
    group: 'organization',
    title: () => t('plan.title'),
    summary: () => t('settings.sectionPlan'),
    visible: managers,
  },
  payments: {
    group: 'organization',
    title: () => t('payments.title'),
    summary: () => t('settings.sectionPayments'),
    visible: managers,
  },
  webhooks: {
    group: 'organization',
    title: () => t('webhooks.title'),
    summary: () => t('settings.sectionWebhooks'),
    visible: managers,
  },
};

export interface SettingsSection extends SectionFacts {
  slug: SectionSlug;
}

/** The sections this person is shown, in the order of the navigation. */
export function visibleSections(access: SettingsAccess): SettingsSection[] {
  return SECTION_SLUGS.filter((slug) => SECTIONS[slug].visible(access)).map((slug) => ({ slug, ...SECTIONS[slug] }));
}

export function isSectionSlug(value: string): value is SectionSlug {
  return (SECTION_SLUGS as readonly string[]).includes(value);
}

export function groupTitle(group: SectionGroup): string {
  return group === 'mine' ? t('settings.groupMine') : t('settings.groupOrganization');
}
