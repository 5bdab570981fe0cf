import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import type { ImportJob } from './imports-queries';

/** Rows done, per cent and time left while the server reads or writes the file. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const { format } = useLocalTime();
  const { rowsDone, rowsTotal, percent, secondsLeft } = job.progress;
  const rows =
    rowsTotal === null
      ? t('imports.progressRowsSoFar', { done: format.number(rowsDone) })
      : t('imports.progressRows', { done: format.number(rowsDone), total: format.number(rowsTotal) });
  const left =
    secondsLeft === null ? null : t('imports.progressLeft', { time: format.duration(Math.max(60, secondsLeft)) });
  return (
    <div className="card stack-tight">
      <h2>{t(`imports.${job.status}`)}</h2>
      <progress
        className="import-progress"
        aria-label={t('imports.progressLabel')}
        max={100}
        value={percent ?? undefined}
      />
      <p role="status">
        {[rows, percent === null ? null : `${Math.floor(percent)} %`, left].filter(Boolean).join(' · ')}
      </p>
      <p className="muted">{t(job.status === 'IMPORTING' ? 'imports.importingHint' : 'imports.analysingHint')}</p>
    </div>
  );
}
