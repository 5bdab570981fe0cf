// Where the money comes from and goes: the financial summary of a period as figures and charts
// (per project, per month, budget burn, utilisation against capacity), each with its table one
// click away. Only for roles that see money; the figures are the server's (docs/financials.md).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { BarChart, type ChartRow } from '../../components/bar-chart';
import { t } from '../../lib/i18n';
import { dayKeyOf, useLocalTime } from '../../lib/local-time';
import { MoneyOnly } from '../invoices';
import { monthsUpTo, PERIOD_CHOICES, periodOf, type PeriodChoice } from './periods';
import { summaryQuery, useMonthSummaries, type Summary } from './profitability-api';
import './profitability.css';

const MONTHS_SHOWN = 6;

function useFigures() {
  const { format } = useLocalTime();
  const amount = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    money: (value: number) => amount.format(value),
    hours: (value: number) => t('profitability.hours', { hours: format.number(value) }),
    percent: (value: number) => t('profitability.percent', { percent: format.number(value) }),
  };
}

function Totals({ summary }: { summary: Summary }) {
  const figures = useFigures();
  const { totals, change } = summary;
  const items = [
    { label: t('profitability.revenue'), value: figures.money(totals.revenue), change: change.revenue },
    { label: t('profitability.cost'), value: figures.money(totals.cost), change: change.cost },
    { label: t('profitability.profit'), value: figures.money(totals.profit), change: change.profit },
    {
      label: t('profitability.margin'),
      value: totals.marginPercent === null ? '—' : figures.percent(totals.marginPercent),
    },
    { label: t('profitability.hoursLogged'), value: figures.hours(totals.hoursLogged) },
    { label: t('profitability.billableHours'), value: figures.hours(totals.billableHours) },
  ];
  return (
    <dl className="money-totals">
      {items.map((item) => (
        <div key={item.label} className="card">
          <dt>{item.label}</dt>
          <dd className="money-total">{item.value}</dd>
          {item.change !== undefined && (
            <dd className="muted">
              {t(item.change < 0 ? 'profitability.changeDown' : 'profitability.changeUp', {
                amount: figures.money(Math.abs(item.change)),
              })}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

function MoneyCharts({ summary, months }: { summary: Summary; months: Summary[] | undefined }) {
  const figures = useFigures();
  const { format } = useLocalTime();
  const moneySeries = [
    { key: 'revenue', label: t('profitability.revenue') },
    { key: 'cost', label: t('profitability.cost') },
    { key: 'profit', label: t('profitability.profit') },
  ];
  const common = { showTable: t('profitability.showTable'), hideTable: t('profitability.hideTable') };
  const projectRows: ChartRow[] = summary.projects.map((project) => ({
    key: project.projectId ?? 'none',
    label: project.projectName ?? t('profitability.noProject'),
    values: { revenue: project.revenue, cost: project.cost, profit: project.profit },
  }));
  const budgetRows: ChartRow[] = summary.projects
    .filter((project) => project.budgetUsedPercent !== null)
    .map((project) => ({
      key: project.projectId ?? 'none',
      label: project.projectName ?? t('profitability.noProject'),
      values: { used: project.budgetUsedPercent },
    }));
  const memberRows: ChartRow[] = summary.members.map((member) => ({
    key: member.memberId,
    label: member.fullName,
    values: { logged: member.hoursLogged, capacity: member.capacityHours },
  }));
  const monthRows: ChartRow[] = (months ?? []).map((month) => ({
    key: month.period.from,
    label: new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month.period.from}T12:00:00Z`),
    ),
    values: { revenue: month.totals.revenue, cost: month.totals.cost, profit: month.totals.profit },
  }));
  return (
    <div className="money-charts">
      <BarChart
        {...common}
        title={t('profitability.byProject')}
        rowHeading={t('profitability.project')}
        series={moneySeries}
        rows={projectRows}
        formatValue={figures.money}
        empty={t('profitability.noTime')}
      />
      <BarChart
        {...common}
        title={t('profitability.byMonth', { count: MONTHS_SHOWN })}
        rowHeading={t('profitability.month')}
        series={moneySeries}
        rows={monthRows}
        formatValue={figures.money}
        empty={months ? t('profitability.noTime') : t('profitability.loadingMonths')}
      />
      <BarChart
        {...common}
        title={t('profitability.budgetBurn')}
        rowHeading={t('profitability.project')}
        series={[{ key: 'used', label: t('profitability.budgetUsed') }]}
        rows={budgetRows}
        formatValue={figures.percent}
        marker={{ value: 100, label: t('profitability.budgetMarker') }}
        empty={t('profitability.noBudgets')}
      />
      <BarChart
        {...common}
        title={t('profitability.utilisation')}
        rowHeading={t('profitability.person')}
        series={[
          { key: 'logged', label: t('profitability.hoursLogged') },
          { key: 'capacity', label: t('profitability.capacity') },
        ]}
        rows={memberRows}
        formatValue={(value) => t('profitability.hours', { hours: format.number(value) })}
        empty={t('profitability.noPeople')}
      />
    </div>
  );
}

export function ProfitabilityScreen() {
  useDocumentTitle(t('profitability.title'));
  const { timeZone } = useLocalTime();
  const [choice, setChoice] = useState<PeriodChoice>('thisMonth');
  const period = periodOf(choice, dayKeyOf(new Date(), timeZone));
  const summary = useQuery(summaryQuery(period));
  const months = useMonthSummaries(monthsUpTo(period.to, MONTHS_SHOWN));
  const periodId = useId();

  return (
    <MoneyOnly title={t('profitability.title')}>
      <h1>{t('profitability.title')}</h1>
      <p className="lead">{t('profitability.intro')}</p>
      <div className="field money-period">
        <label htmlFor={periodId}>{t('profitability.period')}</label>
        <select id={periodId} value={choice} onChange={(event) => setChoice(event.target.value as PeriodChoice)}>
          {PERIOD_CHOICES.map((one) => (
            <option key={one} value={one}>
              {t(`profitability.${one}`)}
            </option>
          ))}
        </select>
      </div>
      {summary.isPending ? (
        <LoadingState />
      ) : summary.isError ? (
        <ErrorNotice error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <p className="muted">
            {t('profitability.periodNote', {
              from: summary.data.period.from,
              to: summary.data.period.to,
              compareFrom: summary.data.comparison.period.from,
              compareTo: summary.data.comparison.period.to,
            })}
          </p>
          <Totals summary={summary.data} />
          {!!months.error && <ErrorNotice error={months.error} />}
          <MoneyCharts summary={summary.data} months={months.data} />
        </>
      )}
    </MoneyOnly>
  );
}
