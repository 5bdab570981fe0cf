import { t, type MessageKey } from '../../lib/i18n';
import type { BulkInviteRow, RowProblem } from './bulk-invite-queries';

const OUTCOME_WORDS: Readonly<Record<BulkInviteRow['outcome'], MessageKey>> = {
  WILL_INVITE: 'bulkInvite.willInvite',
  INVITED: 'bulkInvite.invited',
  ALREADY_MEMBER: 'bulkInvite.alreadyMember',
  INVALID: 'bulkInvite.invalid',
};

const PROBLEM_WORDS: Readonly<Record<RowProblem['code'], MessageKey>> = {
  EMAIL_INVALID: 'bulkInvite.problemEmail',
  NAME_INVALID: 'bulkInvite.problemName',
  ROLE_UNKNOWN: 'bulkInvite.problemRoleUnknown',
  ROLE_NOT_GRANTABLE: 'bulkInvite.problemRoleNotGrantable',
  DUPLICATE_IN_LIST: 'bulkInvite.problemDuplicate',
  COST_RATE_INVALID: 'bulkInvite.problemCostRate',
  BILLABLE_RATE_INVALID: 'bulkInvite.problemBillableRate',
  CAPACITY_INVALID: 'bulkInvite.problemCapacity',
  TIME_ZONE_UNKNOWN: 'bulkInvite.problemTimeZone',
};

/** The list as the server read it: each person's line, who they are with their role, and what happens to them. */
export function BulkInviteRows({ rows }: { rows: readonly BulkInviteRow[] }) {
  return (
    // Scrolls sideways on a phone; a scrollable region takes focus so a keyboard can scroll it (WCAG 2.1.1).
    <div className="bulk-invite-scroll" role="region" aria-label={t('bulkInvite.table')} tabIndex={0}>
      <table className="bulk-invite-table">
        <thead>
          <tr>
            <th scope="col">{t('bulkInvite.line')}</th>
            <th scope="col">{t('bulkInvite.person')}</th>
            <th scope="col">{t('bulkInvite.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={row.outcome === 'INVALID' ? 'bulk-invite-invalid' : undefined}>
              <td>{row.line}</td>
              <td>
                <span className="bulk-invite-name">{row.fullName}</span>
                <span className="bulk-invite-email">{row.email}</span>
                {row.role !== null && (
                  <span className="bulk-invite-role">{t('bulkInvite.roleValue', { role: row.role })}</span>
                )}
              </td>
              <td>
                <span className={`bulk-invite-outcome outcome-${row.outcome.toLowerCase()}`}>
                  {t(OUTCOME_WORDS[row.outcome])}
                </span>
                {row.problems.length > 0 && (
                  <ul className="bulk-invite-problems">
                    {row.problems.map((problem) => (
                      <li key={problem.code}>{t(PROBLEM_WORDS[problem.code])}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
