// Horizontal bar charts that read without the picture. Chart.js draws them on a canvas (loaded
// only when a chart shows, bar-chart-canvas.tsx); the canvas is an image described by a summary
// written from the figures and shown beside it; series differ by pattern as well as colour; the
// numbers behind the chart are one click away as a table.
import { useId, useState, type ReactNode } from 'react';
import { t } from '../lib/i18n';
import { BarChartCanvas } from './bar-chart-canvas';
import type { BarChartSpec } from './bar-chart-model';
import { chartSummary } from './bar-chart-summary';
import './bar-chart.css';

export type { ChartRow, ChartSeries } from './bar-chart-model';

interface BarChartProps extends BarChartSpec {
  title: string;
  empty: string;
  showTable: string;
  hideTable: string;
  /** The first column's heading in the table. */
  rowHeading: string;
  children?: ReactNode;
}

export function BarChart(props: BarChartProps) {
  const { title, series, rows, formatValue, marker, max, empty, showTable, hideTable, rowHeading, children } = props;
  const [tableShown, setTableShown] = useState(false);
  const [drawFailed, setDrawFailed] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  const spec: BarChartSpec = { series, rows, formatValue, marker, max };

  return (
    <section className="card chart" aria-labelledby={titleId}>
      <div className="chart-head">
        <h2 id={titleId}>{title}</h2>
        {rows.length > 0 && !drawFailed && (
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={tableShown}
            onClick={() => setTableShown(!tableShown)}
          >
            {tableShown ? hideTable : showTable}
          </button>
        )}
      </div>
      {children}
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          <p id={summaryId} className="chart-summary muted">
            {chartSummary(spec)}
          </p>
          {drawFailed && <p className="muted">{t('charts.drawFailed')}</p>}
          {tableShown || drawFailed ? (
            <ChartTable title={title} series={series} rows={rows} formatValue={formatValue} rowHeading={rowHeading} />
          ) : (
            <BarChartCanvas spec={spec} label={title} describedBy={summaryId} onFailed={() => setDrawFailed(true)} />
          )}
          {marker && !tableShown && <p className="chart-note muted">{marker.label}</p>}
        </>
      )}
    </section>
  );
}

function ChartTable({
  title,
  series,
  rows,
  formatValue,
  rowHeading,
}: Pick<BarChartProps, 'title' | 'series' | 'rows' | 'formatValue' | 'rowHeading'>) {
  return (
    // Focusable and named: on a phone the table may scroll sideways, and a keyboard must reach it.
    <div className="chart-table" role="region" aria-label={title} tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{rowHeading}</th>
            {series.map((one) => (
              <th key={one.key} scope="col" className="numeric">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {series.map((one) => {
                const value = row.values[one.key];
                return (
                  <td key={one.key} className="numeric">
                    {value === null || value === undefined ? '—' : formatValue(value, one)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
