// A project's budget use: a bar, and the same figure in words, with over budget said in words too.
import { format } from '../../lib/format';
import { t } from '../../lib/i18n';
import { budgetUse } from './budget';
import type { Project } from './projects-api';

export const hoursText = (value: number) => t('projects.hours', { hours: format.number(value) });

export function BudgetMeter({ project }: { project: Project }) {
  const use = budgetUse(project);
  if (use.kind === 'hidden') return <p className="muted">{t('projects.budgetHidden')}</p>;
  if (use.kind === 'none') return <p className="muted">{t('projects.budgetNone')}</p>;
  const amount = (value: number) => (use.unit === 'hours' ? hoursText(value) : format.number(value));
  const used = use.total - use.remaining;
  const left = amount(Math.abs(use.remaining));
  return (
    <div className={`budget budget-${use.state}`}>
      <progress
        className="budget-meter"
        max={100}
        value={use.barValue}
        aria-label={t('projects.budgetUse', { name: project.name })}
        aria-valuetext={t('projects.budgetPercent', { percent: format.number(use.percent) })}
      />
      <p className="budget-figures">
        <strong>{t('projects.budgetPercent', { percent: format.number(use.percent) })}</strong>{' '}
        <span>{t('projects.budgetOf', { used: amount(used), total: amount(use.total) })}</span>
      </p>
      <p className="budget-state">
        {use.state === 'over'
          ? t('projects.budgetOver', { amount: left })
          : use.state === 'near'
            ? t('projects.budgetNear', { amount: left })
            : t('projects.budgetLeft', { amount: left })}
      </p>
    </div>
  );
}
