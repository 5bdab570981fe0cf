import { ErrorNotice, LoadingState } from '../../components';
import { t, type MessageKey } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { trialNoticeOf } from './trial';
import { usePlanForDeciders } from './use-plan';
import './plan.css';

const PLAN_NAMES: Record<string, MessageKey> = {
  TRIAL: 'plan.nameTRIAL',
  FREE: 'plan.nameFREE',
  PRO: 'plan.namePRO',
  TEAM: 'plan.nameTEAM',
};

/**
 * The plan on the settings screen (Owners and Admins): the plan in force, the trial's end, what the
 * plan includes and how to change it. Plans are set by the operator (docs/plans.md), so this says
 * how to ask rather than offering a checkout.
 */
export function PlanSection() {
  const { organizationId, allowed, plan } = usePlanForDeciders();
  const { format } = useLocalTime();
  if (!allowed) return null;

  return (
    <section id="plan" className="card stack plan-section" aria-labelledby="plan-title">
      <h2 id="plan-title">{t('plan.title')}</h2>
      {plan.isPending ? (
        <LoadingState />
      ) : plan.isError ? (
        <ErrorNotice error={plan.error} onRetry={() => void plan.refetch()} />
      ) : (
        <PlanFacts plan={plan.data} organizationId={organizationId ?? ''} formatDate={format.date} />
      )}
    </section>
  );
}

interface PlanFactsProps {
  plan: NonNullable<ReturnType<typeof usePlanForDeciders>['plan']['data']>;
  /** The operator changes a plan by this id, so whoever asks for an upgrade can quote it. */
  organizationId: string;
  formatDate: (instant: string) => string;
}

function PlanFacts({ plan, organizationId, formatDate }: PlanFactsProps) {
  const trial = trialNoticeOf(plan, new Date());
  const included = (yes: boolean) => (yes ? t('plan.included') : t('plan.notIncluded'));
  return (
    <>
      <dl className="plan-facts">
        <dt>{t('plan.current')}</dt>
        <dd className="plan-name">{t(PLAN_NAMES[plan.plan] ?? 'plan.nameFREE')}</dd>
        {trial && (
          <>
            <dt>{trial.kind === 'ended' ? t('plan.trialEnded') : t('plan.trialEnds')}</dt>
            <dd>{formatDate(trial.kind === 'ended' ? trial.endedAt : trial.endsAt)}</dd>
          </>
        )}
        <dt>{t('plan.featureEverything')}</dt>
        <dd>{t('plan.included')}</dd>
        <dt>{t('plan.featureAi')}</dt>
        <dd>{included(plan.features.ai)}</dd>
        <dt>{t('plan.featureTeamAi')}</dt>
        <dd>{included(plan.features.teamAi)}</dd>
        <dt>{t('plan.organizationId')}</dt>
        <dd>
          <code>{organizationId}</code>
        </dd>
      </dl>
      {plan.plan !== 'TEAM' && (
        <div className="notice notice-info">
          <p className="notice-message">{t('plan.upgradeTitle')}</p>
          <p>{plan.upgradePath}</p>
        </div>
      )}
    </>
  );
}
