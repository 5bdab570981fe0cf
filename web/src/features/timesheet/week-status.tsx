// Where the shown week stands as a timesheet (organization weeks, docs/time-tracking.md), with
// Submit or Withdraw; a rejected week shows the manager's reason.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { myWeekQuery, useWeekAction } from './weeks-api';

export function WeekStatus({ weekStart }: { weekStart: string }) {
  const week = useQuery(myWeekQuery(weekStart));
  const submit = useWeekAction('submit');
  const withdraw = useWeekAction('withdraw');
  const [done, setDone] = useState<string | null>(null);
  if (!week.data) return week.isError ? <ErrorNotice error={week.error} onRetry={() => void week.refetch()} /> : null;
  const { status, canSubmit, canWithdraw, locked, hasRunningTimer, rejectionReason } = week.data;
  const busy = submit.isPending || withdraw.isPending;
  const run = (action: typeof submit, message: string) => {
    setDone(null);
    action.mutate(weekStart, { onSuccess: () => setDone(message) });
  };

  return (
    <div className={`card stack-tight week-status week-status-${status.toLowerCase()}`}>
      <div className="week-status-head">
        <p>
          <strong>{t('weeklyTimesheets.weekStatus', { status: t(`weeklyTimesheets.status${status}`) })}</strong>
        </p>
        <div className="row">
          {canSubmit && (
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => run(submit, t('weeklyTimesheets.submitted'))}
            >
              {submit.isPending ? t('weeklyTimesheets.submitting') : t('weeklyTimesheets.submit')}
            </button>
          )}
          {canWithdraw && (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => run(withdraw, t('weeklyTimesheets.withdrawn'))}
            >
              {withdraw.isPending ? t('weeklyTimesheets.withdrawing') : t('weeklyTimesheets.withdraw')}
            </button>
          )}
        </div>
      </div>
      {status === 'REJECTED' && rejectionReason && (
        <p className="week-status-reason">{t('weeklyTimesheets.rejectedReason', { reason: rejectionReason })}</p>
      )}
      {locked && <p className="muted">{t('weeklyTimesheets.lockedHint')}</p>}
      {hasRunningTimer && status !== 'SUBMITTED' && status !== 'APPROVED' && (
        <p className="muted">{t('weeklyTimesheets.runningHint')}</p>
      )}
      <div role="status">{done}</div>
      {submit.isError && <ErrorNotice error={submit.error} />}
      {withdraw.isError && <ErrorNotice error={withdraw.error} />}
    </div>
  );
}
