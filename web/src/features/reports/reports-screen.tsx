// Reports: time of a period grouped on one or two levels with totals, in the organization's days.
// The question lives in the URL (route search params), so a bookmark or a shared link reopens the
// same report; the table can be downloaded as CSV or XLSX, the server's own files.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { dayKeyOf, useLocalTime } from '../../lib/local-time';
import { useHasPermission } from '../auth';
import { ReportFilters } from './report-filters';
import { periodOf, validateReportsSearch, type ReportsSearch } from './report-search';
import { downloadReport, reportQuery, type ReportQuery, type TimeReport } from './reports-api';
import './reports.css';

const decimal = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Hours({ seconds }: { seconds: number }) {
  const { format } = useLocalTime();
  return (
    <>
      <td className="numeric">{format.durationClock(seconds)}</td>
      <td className="numeric">{decimal.format(seconds / 3600)}</td>
    </>
  );
}

function ReportTable({ report }: { report: TimeReport }) {
  const { format } = useLocalTime();
  const heading = t(`reports.${report.groupBy}`);
  return (
    <div className="table-scroll" role="region" aria-label={t('reports.table', { groupBy: heading })} tabIndex={0}>
      <table className="data-table report-table">
        <thead>
          <tr>
            <th scope="col">
              {heading}
              {report.thenBy && ` · ${t(`reports.${report.thenBy}`)}`}
            </th>
            <th scope="col" className="numeric">
              {t('reports.hours')}
            </th>
            <th scope="col" className="numeric">
              {t('reports.decimal')}
            </th>
            <th scope="col" className="numeric">
              {t('reports.billableHours')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.groups.map((group) => (
            <Fragment key={group.key ?? 'none'}>
              <tr className="report-group">
                <th scope="row">{group.label}</th>
                <Hours seconds={group.seconds} />
                <td className="numeric">{format.durationClock(group.billableSeconds)}</td>
              </tr>
              {group.children?.map((child) => (
                <tr key={child.key ?? 'none'} className="report-child">
                  <th scope="row">{child.label}</th>
                  <Hours seconds={child.seconds} />
                  <td className="numeric">{format.durationClock(child.billableSeconds)}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr className="report-total">
            <th scope="row">{t('reports.total')}</th>
            <Hours seconds={report.totals.seconds} />
            <td className="numeric">{format.durationClock(report.totals.billableSeconds)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Downloads({ query }: { query: ReportQuery }) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const download = (format: 'csv' | 'xlsx') => {
    setBusy(format);
    setError(null);
    downloadReport(query, format)
      .catch(setError)
      .finally(() => setBusy(null));
  };
  return (
    <div className="report-downloads">
      <button
        type="button"
        className="button button-secondary"
        disabled={busy !== null}
        onClick={() => download('csv')}
      >
        {busy === 'csv' ? t('reports.downloading') : t('reports.downloadCsv')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy !== null}
        onClick={() => download('xlsx')}
      >
        {busy === 'xlsx' ? t('reports.downloading') : t('reports.downloadXlsx')}
      </button>
      {error !== null && <ErrorNotice error={error} />}
    </div>
  );
}

/** The API's question for what the URL says: the period as days, the rest as given. */
function queryOf(search: ReportsSearch, period: { from: string; to: string }): ReportQuery {
  const { period: _choice, from: _from, to: _to, ...rest } = search;
  return { ...rest, ...period, groupBy: search.groupBy ?? 'project' };
}

export function ReportsScreen() {
  useDocumentTitle(t('reports.title'));
  const { timeZone, firstDayOfWeek } = useLocalTime();
  const search = validateReportsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const seesEveryone = useHasPermission('time.read.all').allowed;
  const period = periodOf(search, dayKeyOf(new Date(), timeZone), firstDayOfWeek ?? 1);
  const query = queryOf(search, period);
  const report = useQuery({ ...reportQuery(query), enabled: firstDayOfWeek !== null });

  return (
    <>
      <h1>{t('reports.title')}</h1>
      <p className="lead">{t('reports.intro')}</p>
      <ReportFilters
        search={search}
        period={period}
        seesEveryone={seesEveryone}
        onChange={(next) => void navigate({ to: '/reports', search: next })}
      />
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorNotice error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <div className="report-head">
            <p className="muted">
              {t('reports.periodNote', {
                from: report.data.period.from,
                to: report.data.period.to,
                zone: report.data.period.timeZone,
              })}
            </p>
            <Downloads query={query} />
          </div>
          {report.data.groups.length === 0 ? (
            <EmptyState>{t('reports.empty')}</EmptyState>
          ) : (
            <ReportTable report={report.data} />
          )}
        </>
      )}
    </>
  );
}
