import { t } from '../lib/i18n';

/** " (required)" after a field's label: what the organization asks every time entry to have. */
export function RequiredMarker() {
  return <span className="field-required"> {t('entryRules.required')}</span>;
}
