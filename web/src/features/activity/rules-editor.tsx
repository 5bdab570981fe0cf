// The organization's classification rules: which applications and sites count as productive,
// neutral or unproductive, and under which category. Edited as a list and saved whole (PUT), by
// those who manage the organization; everyone else reads them, with the built-in rules behind.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorNotice, LoadingState, SubmitButton } from '../../components';
import { t } from '../../lib/i18n';
import { useHasPermission } from '../auth';
import { rulesQuery, useReplaceRules, type Rule } from './activity-api';

const NEW_RULE: Rule = { kind: 'APP', pattern: '', category: '', productivity: 'PRODUCTIVE' };
const KINDS = ['APP', 'SITE'] as const;
const PRODUCTIVITIES = ['PRODUCTIVE', 'NEUTRAL', 'UNPRODUCTIVE'] as const;

const productivityLabel = (value: Rule['productivity']) =>
  t(`activity.${value.toLowerCase() as 'productive' | 'neutral' | 'unproductive'}`);

function RuleRow({
  rule,
  number,
  readOnly,
  onChange,
  onRemove,
}: {
  rule: Rule;
  number: number;
  readOnly: boolean;
  onChange: (rule: Rule) => void;
  onRemove: () => void;
}) {
  const named = (what: string) => t('activity.ruleField', { what, number });
  return (
    <tr>
      <td>
        <select
          aria-label={named(t('activity.ruleKind'))}
          value={rule.kind}
          disabled={readOnly}
          onChange={(event) => onChange({ ...rule, kind: event.target.value as Rule['kind'] })}
        >
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind === 'APP' ? t('activity.application') : t('activity.site')}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          aria-label={named(t('activity.rulePattern'))}
          value={rule.pattern}
          maxLength={200}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...rule, pattern: event.target.value })}
        />
      </td>
      <td>
        <input
          aria-label={named(t('activity.ruleCategory'))}
          value={rule.category}
          maxLength={40}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...rule, category: event.target.value })}
        />
      </td>
      <td>
        <select
          aria-label={named(t('activity.ruleProductivity'))}
          value={rule.productivity}
          disabled={readOnly}
          onChange={(event) => onChange({ ...rule, productivity: event.target.value as Rule['productivity'] })}
        >
          {PRODUCTIVITIES.map((value) => (
            <option key={value} value={value}>
              {productivityLabel(value)}
            </option>
          ))}
        </select>
      </td>
      {!readOnly && (
        <td>
          <button type="button" className="button button-secondary" onClick={onRemove}>
            {t('activity.removeRule', { number })}
          </button>
        </td>
      )}
    </tr>
  );
}

function RulesForm({
  initial,
  readOnly,
  replace,
}: {
  initial: Rule[];
  readOnly: boolean;
  replace: ReturnType<typeof useReplaceRules>;
}) {
  const [rules, setRules] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    replace.mutate({ rules });
  };
  return (
    <form className="stack" onSubmit={submit}>
      {rules.length === 0 ? (
        <p className="muted">{t('activity.noRules')}</p>
      ) : (
        <div className="activity-rules" role="region" aria-label={t('activity.rulesTitle')} tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('activity.ruleKind')}</th>
                <th scope="col">{t('activity.rulePattern')}</th>
                <th scope="col">{t('activity.ruleCategory')}</th>
                <th scope="col">{t('activity.ruleProductivity')}</th>
                {!readOnly && <th scope="col">{t('activity.ruleActions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rules.map((rule, index) => (
                <RuleRow
                  key={index}
                  rule={rule}
                  number={index + 1}
                  readOnly={readOnly}
                  onChange={(changed) => setRules(rules.map((one, at) => (at === index ? changed : one)))}
                  onRemove={() => setRules(rules.filter((_, at) => at !== index))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!readOnly && (
        <div className="row">
          <button type="button" className="button button-secondary" onClick={() => setRules([...rules, NEW_RULE])}>
            {t('activity.addRule')}
          </button>
          <SubmitButton busy={replace.isPending} busyLabel={t('activity.saving')}>
            {t('activity.saveRules')}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}

export function RulesEditor() {
  const manage = useHasPermission('organization.manage');
  const rules = useQuery(rulesQuery);
  // Held here: the form starts again from the saved rules, and the outcome outlives it.
  const replace = useReplaceRules();
  return (
    <section className="card stack" aria-labelledby="activity-rules-title">
      <h2 id="activity-rules-title">{t('activity.rulesTitle')}</h2>
      <p className="muted">{manage.allowed ? t('activity.rulesIntro') : t('activity.rulesReadOnly')}</p>
      {rules.isPending ? (
        <LoadingState />
      ) : rules.isError ? (
        <ErrorNotice error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <>
          <RulesForm
            // Saved rules come back with ids: the form starts again from what the server kept.
            key={rules.data.rules.map((rule) => rule.id).join()}
            initial={rules.data.rules.map(({ kind, pattern, category, productivity }) => ({
              kind,
              pattern,
              category,
              productivity,
            }))}
            readOnly={!manage.allowed}
            replace={replace}
          />
          <div role="status">{replace.isSuccess ? t('activity.rulesSaved') : null}</div>
          {!!replace.error && <ErrorNotice error={replace.error} />}
          <details>
            <summary>{t('activity.builtInRules', { count: rules.data.builtInRules.length })}</summary>
            <ul className="activity-builtin">
              {rules.data.builtInRules.map((rule) => (
                <li key={`${rule.kind}:${rule.pattern}`}>
                  {t('activity.builtInRule', {
                    pattern: rule.pattern,
                    category: rule.category,
                    productivity: productivityLabel(rule.productivity),
                  })}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
