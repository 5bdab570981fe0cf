import { ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { isBuilding, useDownloadExport, useRequestExport, type DataExport, type ExportScope } from './exports-queries';

/** Rows and files written, per cent and time left while the archive is built. */
function ExportProgress({ job }: { job: DataExport }) {
  const { format } = useLocalTime();
  const { rowsDone, rowsTotal, filesDone, filesTotal, percent, secondsLeft } = job.progress;
  const parts = [
    rowsTotal === null
      ? t('exports.counting')
      : t('exports.progressRows', { done: format.number(rowsDone), total: format.number(rowsTotal) }),
    filesTotal
      ? t('exports.progressFiles', { done: format.number(filesDone), total: format.number(filesTotal) })
      : null,
    percent === null ? null : `${Math.floor(percent)} %`,
    secondsLeft === null ? null : t('exports.progressLeft', { time: format.duration(Math.max(60, secondsLeft)) }),
  ];
  return (
    <div className="stack-tight">
      <progress
        className="export-progress"
        aria-label={t('exports.progressLabel')}
        max={100}
        value={percent ?? undefined}
      />
      <p role="status">{parts.filter(Boolean).join(' · ')}</p>
    </div>
  );
}

/**
 * One kind of export (the person's own data, or the whole organization): ask for it, follow it
 * while it is built, download it for a week, or ask for a fresh one.
 */
export function ExportCard({ scope, latest }: { scope: ExportScope; latest: DataExport | undefined }) {
  const { format } = useLocalTime();
  const request = useRequestExport(scope);
  const download = useDownloadExport();
  const building = latest !== undefined && isBuilding(latest);
  const ready = latest?.status === 'DONE' && latest.archive ? latest : null;
  return (
    <div className="card stack-tight">
      {building ? <ExportProgress job={latest} /> : null}
      {ready ? (
        <>
          <p>
            {t('exports.ready', {
              built: format.dateTime(ready.finishedAt ?? ready.createdAt),
              until: format.date(ready.expiresAt ?? ready.createdAt),
            })}
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={download.isPending}
              aria-busy={download.isPending}
              onClick={() => download.mutate(ready)}
            >
              {download.isPending
                ? t('exports.downloading')
                : t('exports.download', { size: format.fileSize(ready.archive!.bytes) })}
            </button>
          </div>
        </>
      ) : null}
      {latest?.status === 'FAILED' ? <p className="form-error">{latest.failure ?? t('exports.failed')}</p> : null}
      {latest?.status === 'EXPIRED' ? <p className="muted">{t('exports.expired')}</p> : null}
      {building ? null : (
        <div className="form-actions">
          <button
            type="button"
            className={ready ? 'button' : 'button button-primary'}
            disabled={request.isPending}
            aria-busy={request.isPending}
            onClick={() => request.mutate()}
          >
            {request.isPending ? t('exports.asking') : ready ? t('exports.askAgain') : t('exports.ask')}
          </button>
        </div>
      )}
      {request.isError ? <ErrorNotice error={request.error} /> : null}
      {download.isError ? <ErrorNotice error={download.error} /> : null}
    </div>
  );
}
