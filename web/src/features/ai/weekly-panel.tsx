// The weekly report: the latest stored one (or none yet), Generate for the last complete week, and the Markdown
// file as a download link (fetched as a blob: a plain link cannot send the organization header).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorNotice, LoadingState } from '../../components';
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

export function WeeklyPanel() {
  const { format } = useLocalTime();
  const report = useWeeklyReport(true);
  const generate = useGenerateWeeklyReport();
  const [asked, setAsked] = useState(false);
  const current = report.data;
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
            {t('ai.weekRange', { from: current.from, to: current.to, at: format.dateTime(current.generatedAt) })}
          </p>
          <AiAnswer text={current.overview} engine={current.engine} />
          <DownloadLink key={current.id} week={current.week} />
        </section>
      )}
    </div>
  );
}
