// The report's filters bar. Every change is written to the URL (the route's search params), which
// is the one place the report's question lives.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SelectField } from '../../components';
import { t } from '../../lib/i18n';
import { clientChoicesQuery, peopleChoicesQuery, projectChoicesQuery } from './reports-api';
import { DIMENSIONS, PERIODS, STATUSES, type ReportsSearch } from './report-search';

interface Props {
  search: ReportsSearch;
  period: { from: string; to: string };
  /** Whether the caller may see other people's time (time.read.all): the person filter. */
  seesEveryone: boolean;
  onChange: (next: ReportsSearch) => void;
}

function DayField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} required onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

const dimensionOptions = DIMENSIONS.map((value) => ({ value, label: t(`reports.${value}`) }));

export function ReportFilters({ search, period, seesEveryone, onChange }: Props) {
  const projects = useQuery(projectChoicesQuery);
  const clients = useQuery(clientChoicesQuery);
  const people = useQuery({ ...peopleChoicesQuery, enabled: seesEveryone });
  const groupBy = search.groupBy ?? 'project';
  /** Sets one filter; an empty value removes it from the URL. */
  const set = (changes: Partial<ReportsSearch>) => {
    const next: Record<string, unknown> = { ...search, ...changes };
    for (const key of Object.keys(next)) if (next[key] === '' || next[key] === undefined) delete next[key];
    onChange(next);
  };
  return (
    <form className="report-filters" aria-label={t('reports.filters')} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={t('reports.period')}
        value={search.period ?? 'thisWeek'}
        onChange={(value) =>
          // A custom period starts from the days shown, so switching to it changes nothing yet.
          set(
            value === 'custom'
              ? { period: 'custom', ...period }
              : { period: value as ReportsSearch['period'], from: '', to: '' },
          )
        }
        options={PERIODS.map((value) => ({ value, label: t(`reports.${value}`) }))}
      />
      {search.period === 'custom' && (
        <>
          <DayField label={t('reports.from')} value={period.from} onChange={(from) => from && set({ from })} />
          <DayField label={t('reports.to')} value={period.to} onChange={(to) => to && set({ to })} />
        </>
      )}
      <SelectField
        label={t('reports.groupBy')}
        value={groupBy}
        onChange={(value) =>
          set({ groupBy: value as ReportsSearch['groupBy'], ...(search.thenBy === value ? { thenBy: undefined } : {}) })
        }
        options={dimensionOptions}
      />
      <SelectField
        label={t('reports.thenBy')}
        value={search.thenBy ?? ''}
        onChange={(value) => set({ thenBy: (value || undefined) as ReportsSearch['thenBy'] })}
        options={[
          { value: '', label: t('reports.nothing') },
          ...dimensionOptions.filter((option) => option.value !== groupBy),
        ]}
      />
      <SelectField
        label={t('reports.client')}
        value={search.clientId ?? ''}
        onChange={(clientId) => set({ clientId })}
        options={[
          { value: '', label: t('reports.anyClient') },
          ...(clients.data ?? []).map((client) => ({ value: client.id, label: client.name })),
        ]}
      />
      <SelectField
        label={t('reports.project')}
        value={search.projectId ?? ''}
        onChange={(projectId) => set({ projectId })}
        options={[
          { value: '', label: t('reports.anyProject') },
          ...(projects.data ?? []).map((project) => ({ value: project.id, label: project.name })),
        ]}
      />
      {seesEveryone && (
        <SelectField
          label={t('reports.member')}
          value={search.userId ?? ''}
          onChange={(userId) => set({ userId })}
          options={[
            { value: '', label: t('reports.anyone') },
            ...(people.data ?? [])
              .filter((member) => member.status !== 'INVITED')
              .map((member) => ({ value: member.user.id, label: member.user.fullName })),
          ]}
        />
      )}
      <SelectField
        label={t('reports.billable')}
        value={search.billable ?? ''}
        onChange={(billable) => set({ billable: (billable || undefined) as ReportsSearch['billable'] })}
        options={[
          { value: '', label: t('reports.anyBillable') },
          { value: 'true', label: t('reports.billableOnly') },
          { value: 'false', label: t('reports.notBillable') },
        ]}
      />
      <SelectField
        label={t('reports.status')}
        value={search.status ?? ''}
        onChange={(status) => set({ status: (status || undefined) as ReportsSearch['status'] })}
        options={[
          { value: '', label: t('reports.anyStatus') },
          ...STATUSES.map((status) => ({ value: status, label: t(`reports.status${status}`) })),
        ]}
      />
    </form>
  );
}
