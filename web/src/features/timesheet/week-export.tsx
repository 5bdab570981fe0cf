// The shown week's entries as a file to open in a spreadsheet: CSV or Excel (XLSX), with the
// columns of GET /time/entries/export.csv (org-local days and times, names, decimal hours).
import { useState } from 'react';
import { ErrorNotice } from '../../components';
import { api, unwrap } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { t } from '../../lib/i18n';

type Format = 'csv' | 'xlsx';

interface WeekQuery {
  userId: string;
  /** The week's first and last instants, as GET /time/entries takes them. */
  from: string;
  to: string;
}

async function download(format: Format, query: WeekQuery, days: { first: string; last: string }) {
  const params = { params: { query }, parseAs: 'blob' as const };
  const blob = await unwrap(
    format === 'csv'
      ? api.GET('/api/v1/time/entries/export.csv', params)
      : api.GET('/api/v1/time/entries/export.xlsx', params),
  );
  saveFile(blob, `time-${days.first}-to-${days.last}.${format}`);
}

export function WeekExport({ query, days }: { query: WeekQuery; days: { first: string; last: string } }) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<unknown>(null);
  const start = (format: Format) => {
    setBusy(format);
    setError(null);
    download(format, query, days)
      .catch(setError)
      .finally(() => setBusy(null));
  };
  return (
    <div className="row week-export" role="group" aria-label={t('timesheet.exportWeek')}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => start(format)}
        >
          {format === 'csv' ? t('timesheet.downloadCsv') : t('timesheet.downloadXlsx')}
        </button>
      ))}
      {!!error && <ErrorNotice error={error} />}
    </div>
  );
}
