import { t } from '../lib/i18n';
import { useLocalTime } from '../lib/local-time';

/** "Times in Europe/Berlin": said discreetly wherever times are shown, for a person travelling. */
export function TimeZoneNote({ className }: { className?: string }) {
  const { timeZone } = useLocalTime();
  return (
    <span className={['time-zone-note', className].filter(Boolean).join(' ')}>
      {t('localTime.timesIn', { zone: timeZone })}
    </span>
  );
}
