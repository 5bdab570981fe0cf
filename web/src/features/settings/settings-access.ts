import { useHasPermission } from '../auth';

/** What the signed-in person may do in Settings, which decides the sections they are shown. */
export interface SettingsAccess {
  /** organization.manage (Owners and Admins): change the organization's settings and plan. */
  manage: boolean;
  /** financials.read: see money, needed for the billing profile's bank details. */
  money: boolean;
}

export function useSettingsAccess(): { access: SettingsAccess; isPending: boolean } {
  const manage = useHasPermission('organization.manage');
  const money = useHasPermission('financials.read');
  return {
    access: { manage: manage.allowed, money: money.allowed },
    isPending: manage.isPending || money.isPending,
  };
}
