// What the desktop tracker saw: top applications and sites, and productive, neutral and
// unproductive time per day and per person, for a range, a person and a project; the organization's
// classification rules below. Members see their own; activities.read.all sees everyone's.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice, LoadingState, SelectField, TimeZoneNote, useDocumentTitle } from '../../components';
import { BarChart, type ChartRow } from '../../components/bar-chart';
import { t } from '../../lib/i18n';
import { dayKeyOf, startOfDayKey, useLocalTime } from '../../lib/local-time';
import { useHasPermission } from '../auth';
import { projectsQuery } from '../projects';
import {
  activeMembersQuery,
  activitySummaryQuery,
  useSummaries,
  type ActivityFilter,
  type ActivitySummary,
} from './activity-api';
import { daysUpTo, hoursOf, RANGE_DAYS, type RangeDays } from './ranges';
import { RulesEditor } from './rules-editor';
import './activity.css';

const PRODUCTIVITY = [
  { key: 'productive', label: () => t('activity.productive') },
  { key: 'neutral', label: () => t('activity.neutral') },
  { key: 'unproductive', label: () => t('activity.unproductive') },
] as const;

const productivityRow = (key: string, label: string, summary: ActivitySummary): ChartRow => ({
  key,
  label,
  values: {
    productive: hoursOf(summary.productivity.productiveSeconds),
    neutral: hoursOf(summary.productivity.neutralSeconds),
    unproductive: hoursOf(summary.productivity.unproductiveSeconds),
  },
});

export function ActivityScreen() {
  useDocumentTitle(t('activity.title'));
  const local = useLocalTime();
  const everyone = useHasPermission('activities.read.all');
  const [range, setRange] = useState<RangeDays>(7);
  const [userId, setUserId] = useState('');
  const [projectId, setProjectId] = useState('');
  const days = daysUpTo(dayKeyOf(new Date(), local.timeZone), range);
  const scope = { ...(userId && { userId }), ...(projectId && { projectId }) };
  const filter: ActivityFilter = { from: days[0]!, to: days.at(-1)!, ...scope };
  const summary = useQuery(activitySummaryQuery(filter));
  const perDay = useSummaries(days.map((day) => ({ from: day, to: day, ...scope })));
  const members = useQuery({ ...activeMembersQuery, enabled: everyone.allowed });
  const people = userId ? [] : (members.data ?? []);
  const perPerson = useSummaries(
    people.map((member) => ({ ...filter, userId: member.user.id })),
    everyone.allowed,
  );
  const projects = useQuery(projectsQuery('ACTIVE'));
  const hours = (value: number) => t('activity.hours', { hours: local.format.number(value) });
  const chartText = { showTable: t('activity.showTable'), hideTable: t('activity.hideTable') };
  const series = PRODUCTIVITY.map((one) => ({ key: one.key, label: one.label() }));

  return (
    <section className="stack" aria-labelledby="activity-title">
      <h1 id="activity-title">{t('activity.title')}</h1>
      <p className="lead">
        {t('activity.intro')} <TimeZoneNote />
      </p>
      <div className="activity-filters">
        <SelectField
          label={t('activity.range')}
          value={String(range)}
          onChange={(value) => setRange(Number(value) as RangeDays)}
          options={RANGE_DAYS.map((count) => ({ value: String(count), label: t('activity.lastDays', { count }) }))}
        />
        {everyone.allowed && (
          <SelectField
            label={t('activity.person')}
            value={userId}
            onChange={setUserId}
            options={[
              { value: '', label: t('activity.everyone') },
              ...(members.data ?? []).map((member) => ({ value: member.user.id, label: member.user.fullName })),
            ]}
          />
        )}
        <SelectField
          label={t('activity.project')}
          value={projectId}
          onChange={setProjectId}
          options={[
            { value: '', label: t('activity.allProjects') },
            ...(projects.data ?? []).map((project) => ({ value: project.id, label: project.name })),
          ]}
        />
      </div>
      {summary.isPending ? (
        <LoadingState />
      ) : summary.isError ? (
        <ErrorNotice error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <dl className="activity-totals">
            {[
              [t('activity.tracked'), hours(hoursOf(summary.data.trackedSeconds))],
              [
                t('activity.activity'),
                t('activity.percent', { percent: local.format.number(summary.data.activityPercent) }),
              ],
              [
                t('activity.productive'),
                t('activity.percent', { percent: local.format.number(summary.data.productivity.productivePercent) }),
              ],
              [
                t('activity.unproductive'),
                t('activity.percent', { percent: local.format.number(summary.data.productivity.unproductivePercent) }),
              ],
            ].map(([label, value]) => (
              <div key={label} className="card">
                <dt>{label}</dt>
                <dd className="activity-total">{value}</dd>
              </div>
            ))}
          </dl>
          {(perDay.error ?? perPerson.error) && <ErrorNotice error={perDay.error ?? perPerson.error} />}
          <BarChart
            {...chartText}
            title={t('activity.perDay')}
            rowHeading={t('activity.day')}
            series={series}
            rows={(perDay.data ?? []).map((day, index) =>
              productivityRow(days[index]!, local.format.weekday(startOfDayKey(days[index]!, local.timeZone)), day),
            )}
            formatValue={hours}
            empty={perDay.data ? t('activity.none') : t('activity.loading')}
          />
          {everyone.allowed && !userId && (
            <BarChart
              {...chartText}
              title={t('activity.perPerson')}
              rowHeading={t('activity.person')}
              series={series}
              rows={(perPerson.data ?? [])
                .map((one, index) => productivityRow(people[index]!.id, people[index]!.user.fullName, one))
                .filter((row, index) => (perPerson.data?.[index]?.slots ?? 0) > 0)}
              formatValue={hours}
              empty={perPerson.data ? t('activity.none') : t('activity.loading')}
            />
          )}
          {(['topApplications', 'topSites'] as const).map((list) => (
            <BarChart
              key={list}
              {...chartText}
              title={list === 'topApplications' ? t('activity.topApps') : t('activity.topSites')}
              rowHeading={list === 'topApplications' ? t('activity.application') : t('activity.site')}
              series={[{ key: 'hours', label: t('activity.time') }]}
              rows={summary.data[list].map((item) => {
                const name = 'name' in item ? item.name : item.site;
                return {
                  key: name,
                  label: t('activity.classifiedAs', {
                    name,
                    category: item.category,
                    productivity: t(
                      `activity.${item.productivity.toLowerCase() as 'productive' | 'neutral' | 'unproductive'}`,
                    ),
                  }),
                  values: { hours: hoursOf(item.seconds) },
                };
              })}
              formatValue={hours}
              empty={t('activity.none')}
            />
          ))}
        </>
      )}
      <RulesEditor />
    </section>
  );
}
