import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { noticeStage, trialNoticeOf } from './trial';
import { usePlanForDeciders } from './use-plan';
import './plan.css';

// Hiding lasts for the browser tab: the next visit shows it again, as the trial is still running out.
const hiddenKey = (organizationId: string, stage: string) => `punchclock.trial-banner.${organizationId}.${stage}`;

function isHidden(key: string) {
  try {
    return sessionStorage.getItem(key) === 'hidden';
  } catch {
    return false;
  }
}

/**
 * Above every signed-in screen, for those who decide on the plan: how long the trial runs, and
 * once it has ended, what that changed (AI is off, the rest keeps working) and how to upgrade.
 */
export function TrialBanner() {
  const { organizationId, plan } = usePlanForDeciders();
  const { format } = useLocalTime();
  const [, rerender] = useState(0);
  const notice = plan.data ? trialNoticeOf(plan.data, new Date()) : null;
  if (!organizationId || !plan.data || !notice) return null;
  const key = hiddenKey(organizationId, noticeStage(notice));
  if (isHidden(key)) return null;

  const hide = () => {
    try {
      sessionStorage.setItem(key, 'hidden');
    } catch {
      // Storage refused (private mode): the banner just stays.
    }
    rerender((count) => count + 1);
  };
  const message =
    notice.kind === 'ended'
      ? t('plan.bannerEnded', { date: format.date(notice.endedAt) })
      : notice.daysLeft === 1
        ? t('plan.bannerLastDay', { date: format.date(notice.endsAt) })
        : t('plan.bannerRunning', { date: format.date(notice.endsAt), days: format.number(notice.daysLeft) });
  const tone = notice.kind === 'running' && !notice.urgent ? 'trial-banner-calm' : 'trial-banner-urgent';

  return (
    <aside className={`trial-banner ${tone}`} aria-label={t('plan.bannerLabel')}>
      <p>{message}</p>
      <div className="trial-banner-actions">
        <Link to="/settings/$section" params={{ section: 'plan' }}>
          {t('plan.seePlan')}
        </Link>
        <button type="button" className="button button-secondary" onClick={hide}>
          {t('plan.hide')}
        </button>
      </div>
    </aside>
  );
}
