// The weekly report: the latest stored one (or none yet), Generate for the last complete week, and the Markdown
// file as a download link (fetched as a blob: a plain link cannot send the organization header).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ErrorNotice, LoadingState } from '../../components';
import { createFormatters } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { AiAnswer } from './ai-answer';
import { useGenerateWeeklyReport, useWeeklyReport, weeklyReportFile } from './ai-api';

function DownloadLink({ week }: { week: string }) {
  const file = useMutation({ mutationFn: weeklyReportFile });
  const url = file.data;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <div className="row">
      {url ? (
        <a className="button button-secondary" href={url} download={`weekly-report-${week}.md`}>
          {t('ai.downloadFile', { week })}
        </a>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          disabled={file.isPending}
          onClick={() => file.mutate()}
        >
          {file.isPending ? t('ai.preparing') : t('ai.prepareDownload')}
        </button>
      )}
      {file.error && <ErrorNotice error={file.error} />}
    </div>
  );
}

/**
 * The report's days as dates on the organization's clocks, where its week was taken (the viewer's
 * own zone only for reports stored before the zone was): its end is exclusive, so the last day
 * shown is the one before it.
 */
function useWeekDays(report: { from: string; to: string; timeZone?: string } | null | undefined) {
  const { timeZone } = useLocalTime();
  const zone = report?.timeZone ?? timeZone;
  const dates = useMemo(() => createFormatters({ locales: navigator.languages, timeZone: zone }), [zone]);
  if (!report) return null;
  return { from: dates.date(report.from), to: dates.date(Date.parse(report.to) - 1) };
}

export function WeeklyPanel() {
  const { format } = useLocalTime();
  const report = useWeeklyReport(true);
  const generate = useGenerateWeeklyReport();
  const [asked, setAsked] = useState(false);
  const current = report.data;
  const days = useWeekDays(current);
  return (
    <div className="stack">
      <div className="row">
        <button
          type="button"
          className="button button-primary"
          disabled={generate.isPending}
          aria-busy={generate.isPending}
          onClick={() => {
            setAsked(true);
            generate.mutate();
          }}
        >
          {generate.isPending ? t('ai.generating') : current ? t('ai.regenerateWeekly') : t('ai.generateWeekly')}
        </button>
      </div>
      {asked && generate.error && <ErrorNotice error={generate.error} />}
      {report.isPending && <LoadingState />}
      {report.error && <ErrorNotice error={report.error} onRetry={() => void report.refetch()} />}
      {report.data === null && <p className="muted">{t('ai.noWeekly')}</p>}
      {current && (
        <section className="stack" aria-label={t('ai.weekOf', { week: current.week })}>
          <h3>{t('ai.weekOf', { week: current.week })}</h3>
          <p className="muted">
            {t('ai.weekRange', { from: days!.from, to: days!.to, at: format.dateTime(current.generatedAt) })}
          </p>
          <AiAnswer text={current.overview} engine={current.engine} />
          <DownloadLink key={current.id} week={current.week} />
        </section>
      )}
    </div>
  );
}
