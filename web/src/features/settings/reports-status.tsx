import { t } from '../../lib/i18n';

interface ReportsStatusProps {
  reports: { state: 'READY' | 'RECALCULATING'; membersDone: number; membersTotal: number };
}

/**
 * After a change of time zone, day totals are regrouped in the background (docs/rollups.md); this
 * says how far it has come, so nobody wonders why a report is slower meanwhile.
 */
export function ReportsStatus({ reports }: ReportsStatusProps) {
  if (reports.state === 'READY') return null;
  return (
    <p className="notice notice-info" role="status">
      {t('settings.recalculating', {
        done: String(reports.membersDone),
        total: String(reports.membersTotal),
      })}
    </p>
  );
}
