// Horizontal bar charts that read without the picture: every bar carries its value as text, the
// series are named in a legend and by pattern as well as colour, and the numbers behind the chart
// are one click away as a table. Plain HTML and CSS, so it is light, responsive and printable.
import { useId, useState, type ReactNode } from 'react';
import './bar-chart.css';

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartRow {
  key: string;
  label: string;
  /** One value per series key; a missing one draws no bar. */
  values: Record<string, number | null>;
}

interface BarChartProps {
  title: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  /** Writes a value as people read it (money, hours, percent). */
  formatValue: (value: number, series: ChartSeries) => string;
  /** A reference line, e.g. 100 % of a budget, drawn across every row. */
  marker?: { value: number; label: string };
  /** Where the axis ends; default: the largest value or the marker. */
  max?: number;
  empty: string;
  showTable: string;
  hideTable: string;
  /** The first column's heading in the table. */
  rowHeading: string;
  children?: ReactNode;
}

/** The share of the axis a value takes, in percent; negative values (a loss) draw nothing. */
export function barShare(value: number | null, max: number): number {
  if (value === null || value <= 0 || max <= 0) return 0;
  return Math.min(100, (value / max) * 100);
}

export function BarChart(props: BarChartProps) {
  const { title, series, rows, formatValue, marker, empty, showTable, hideTable, rowHeading, children } = props;
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const values = rows.flatMap((row) => series.map((one) => row.values[one.key] ?? 0));
  const max = props.max ?? Math.max(marker?.value ?? 0, ...values, 0);

  return (
    <section className="card chart" aria-labelledby={titleId}>
      <div className="chart-head">
        <h2 id={titleId}>{title}</h2>
        {rows.length > 0 && (
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
      ) : tableShown ? (
        <ChartTable title={title} series={series} rows={rows} formatValue={formatValue} rowHeading={rowHeading} />
      ) : (
        <>
          {series.length > 1 && (
            <ul className="chart-legend">
              {series.map((one, index) => (
                <li key={one.key}>
                  <span className={`chart-swatch chart-series-${index}`} aria-hidden="true" />
                  {one.label}
                </li>
              ))}
            </ul>
          )}
          <ul className="chart-rows">
            {rows.map((row) => (
              <li key={row.key} className="chart-row">
                <span className="chart-label">{row.label}</span>
                <span className="chart-bars">
                  {series.map((one, index) => {
                    const value = row.values[one.key];
                    if (value === null || value === undefined) return null;
                    return (
                      <span key={one.key} className="chart-bar-line">
                        <span className="chart-track">
                          <span
                            className={`chart-bar chart-series-${index}`}
                            style={{ width: `${barShare(value, max)}%` }}
                          />
                          {marker && max > 0 && (
                            <span
                              className="chart-marker"
                              style={{ left: `${barShare(marker.value, max)}%` }}
                              title={marker.label}
                            />
                          )}
                        </span>
                        <span className="chart-value">
                          {series.length > 1 && <span className="visually-hidden">{one.label}: </span>}
                          {formatValue(value, one)}
                        </span>
                      </span>
                    );
                  })}
                </span>
              </li>
            ))}
          </ul>
          {marker && <p className="chart-note muted">{marker.label}</p>}
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
