import { createFormatters, format } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { CSSProperties } from 'react';
import type { PortalReport } from './portal-query';
import './portal-invoices.css';

// The report's days are UTC days (docs/projects.md): shown as the dates they are, in any zone.
const utcDays = createFormatters({
  locales: typeof navigator === 'undefined' ? ['en'] : navigator.languages,
  timeZone: 'UTC',
});
const hours = (value: number) => format.duration(Math.round(value * 3600));

/** The proof of work as a client reads it: who worked how long, when, and what is left. */
export function PortalReportView({ report }: { report: PortalReport }) {
  const { organization, project, approvedTime, budget, screenshots, invoices } = report;
  return (
    <article className="stack portal" aria-labelledby="portal-title" style={accentStyle(organization)}>
      <OrganizationBanner organization={organization} />
      <header className="stack-tight">
        <h1 id="portal-title">{project.name}</h1>
        {project.clientName && <p className="lead">{t('portal.client', { client: project.clientName })}</p>}
        {project.description && <p>{project.description}</p>}
        <p className="muted">
          {t('portal.period', { from: utcDays.date(approvedTime.from), to: utcDays.date(approvedTime.to) })}
        </p>
      </header>

      {invoices.length > 0 && <InvoicesToPay invoices={invoices} />}

      <section className="card stack-tight" aria-labelledby="portal-total">
        <h2 id="portal-total">{t('portal.totalApproved')}</h2>
        <p className="portal-figure">{hours(approvedTime.totalHours)}</p>
      </section>

      <BudgetUse budget={budget} />

      <HoursTable
        id="portal-by-day"
        title={t('portal.byDay')}
        rowHeader={t('portal.day')}
        rows={approvedTime.byDay.map((day) => ({ key: day.date, label: utcDays.date(day.date), hours: day.hours }))}
      />
      <HoursTable
        id="portal-by-person"
        title={t('portal.byPerson')}
        rowHeader={t('portal.person')}
        // Two members may share a display name; the order is the server's.
        rows={approvedTime.byMember.map((member, index) => ({
          key: `${index}-${member.name}`,
          label: member.name,
          hours: member.hours,
        }))}
      />

      {screenshots.length > 0 && (
        <section className="card" aria-labelledby="portal-screenshots">
          <h2 id="portal-screenshots">{t('portal.screenshots')}</h2>
          <ul className="thumbnails">
            {screenshots.map((shot) => {
              const label = { name: shot.memberName, dateTime: format.dateTime(shot.capturedAt) };
              return (
                <li key={shot.thumbnailUrl}>
                  {sameOrigin(shot.thumbnailUrl) ? (
                    <img src={shot.thumbnailUrl} alt={t('portal.screenshotAlt', label)} loading="lazy" />
                  ) : (
                    // The page's policy loads images from its own origin only; elsewhere is a link.
                    <a href={shot.thumbnailUrl} rel="noreferrer" target="_blank">
                      {t('portal.openScreenshot', label)}
                    </a>
                  )}
                  <span className="muted">
                    {shot.memberName} · {format.dateTime(shot.capturedAt)}
                    {shot.isBlurred && ` · ${t('portal.screenshotBlurred')}`}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <p className="muted">{t('portal.generatedAt', { dateTime: format.dateTime(report.generatedAt) })}</p>
    </article>
  );
}

interface HoursRow {
  key: string;
  label: string;
  hours: number;
}

/** Approved time broken down one way (by day, by person): a label and its hours per row. */
function HoursTable({
  id,
  title,
  rowHeader,
  rows,
}: {
  id: string;
  title: string;
  rowHeader: string;
  rows: HoursRow[];
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="empty">{t('portal.noTime')}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              <th scope="col" className="numeric">
                {t('portal.time')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.label}</td>
                <td className="numeric">{hours(row.hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function BudgetUse({ budget }: { budget: PortalReport['budget'] }) {
  // HOURLY budgets count hours; FIXED ones money, in the project's amounts (the portal names no currency).
  const amount = (value: number) => (budget.type === 'HOURLY' ? hours(value) : format.number(value));
  return (
    <section className="card stack-tight" aria-labelledby="portal-budget">
      <h2 id="portal-budget">{t('portal.budget')}</h2>
      {budget.usedPercent === null ? (
        <p>{t('portal.budgetNone')}</p>
      ) : (
        <>
          <progress
            className="budget-bar"
            max={100}
            value={Math.min(100, budget.usedPercent)}
            aria-label={t('portal.budgetUse')}
          />
          <p>
            <strong>{t('portal.budgetPercent', { percent: format.number(Math.round(budget.usedPercent)) })}</strong>{' '}
            {t('portal.budgetAmount', { used: amount(budget.used), total: amount(budget.total) })}
          </p>
          {budget.remaining < 0 && <p>{t('portal.budgetOver', { amount: amount(-budget.remaining) })}</p>}
        </>
      )}
    </section>
  );
}

/**
 * The organization's accent and the text readable on it (the server's choice), for the banner and
 * the pay buttons only: links and outlines keep the app's colours, readable on white whatever the accent.
 */
function accentStyle(organization: PortalReport['organization']): CSSProperties | undefined {
  if (!organization.accentColor || !organization.accentTextColor) return undefined;
  return {
    '--portal-accent': organization.accentColor,
    '--portal-on-accent': organization.accentTextColor,
  } as CSSProperties;
}

/** Who shares the report: the organization's logo and name, on its accent colour. */
function OrganizationBanner({ organization }: { organization: PortalReport['organization'] }) {
  return (
    <div className="portal-brand" data-testid="portal-brand">
      {organization.logoUrl && sameOrigin(organization.logoUrl) && (
        <img
          className="portal-brand-logo"
          src={organization.logoUrl}
          alt={t('portal.logoAlt', { organization: organization.name })}
        />
      )}
      <p className="portal-brand-name">{t('portal.sharedBy', { organization: organization.name })}</p>
    </div>
  );
}

function sameOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

/** The project's invoices the client can pay online: each opens the payment processor's checkout. */
function InvoicesToPay({ invoices }: { invoices: PortalReport['invoices'] }) {
  return (
    <section className="card stack-tight" aria-labelledby="portal-invoices">
      <h2 id="portal-invoices">{t('payments.portalTitle')}</h2>
      <ul className="portal-invoices">
        {invoices.map((invoice) => {
          const name = invoice.number ?? t('payments.portalInvoiceUnnumbered');
          return (
            <li key={invoice.paymentUrl} className="row">
              <span>
                {invoice.dueDate
                  ? t('payments.portalInvoiceDue', {
                      number: name,
                      total: format.money(invoice.total, invoice.currency),
                      date: utcDays.date(invoice.dueDate),
                    })
                  : t('payments.portalInvoice', { number: name, total: format.money(invoice.total, invoice.currency) })}
              </span>
              <a
                className="button button-primary portal-pay"
                href={invoice.paymentUrl}
                rel="noreferrer"
                aria-label={t('payments.payOnlineLabel', { number: name })}
              >
                {t('payments.payOnline')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
