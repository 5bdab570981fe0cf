// The panels that generate a text on a click: daily summary (a day), overview (1–30 days) and the
// work day (oneself, a chosen person, or the team). A plan or permission gate (402/403) is shown
// as the server's message and hint through ErrorNotice, in place of the answer.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorNotice, SubmitButton } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { useHasPermission } from '../auth';
import { AiAnswer } from './ai-answer';
import { activeMembersQuery, dailySummary, overview, workDay } from './ai-api';
import { todayIn, yesterdayIn } from './ai-text';

const OVERVIEW_DAYS = Array.from({ length: 30 }, (_, index) => index + 1);

function GenerateForm({
  onGenerate,
  pending,
  done,
  children,
}: {
  onGenerate: () => void;
  pending: boolean;
  done: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate();
  };
  return (
    <form className="ai-form row" onSubmit={submit}>
      {children}
      <SubmitButton busy={pending} busyLabel={t('ai.generating')}>
        {done ? t('ai.refresh') : t('ai.generate')}
      </SubmitButton>
    </form>
  );
}

function Outcome({ mutation }: { mutation: { error: unknown } }) {
  return mutation.error ? <ErrorNotice error={mutation.error} /> : null;
}

export function DailyPanel() {
  const { timeZone } = useLocalTime();
  const id = useId();
  const [date, setDate] = useState(() => yesterdayIn(new Date(), timeZone));
  const summary = useMutation({ mutationFn: dailySummary });
  return (
    <div className="stack">
      <GenerateForm onGenerate={() => summary.mutate(date)} pending={summary.isPending} done={!!summary.data}>
        <label htmlFor={`${id}-day`}>{t('ai.day')}</label>
        <input
          id={`${id}-day`}
          type="date"
          required
          value={date}
          max={todayIn(new Date(), timeZone)}
          onChange={(event) => setDate(event.target.value)}
        />
      </GenerateForm>
      <Outcome mutation={summary} />
      {summary.data && !summary.error && <AiAnswer text={summary.data.summary} engine={summary.data.engine} />}
    </div>
  );
}

export function OverviewPanel() {
  const id = useId();
  const [days, setDays] = useState(7);
  const answer = useMutation({ mutationFn: overview });
  return (
    <div className="stack">
      <GenerateForm onGenerate={() => answer.mutate(days)} pending={answer.isPending} done={!!answer.data}>
        <label htmlFor={`${id}-days`}>{t('ai.days')}</label>
        <select id={`${id}-days`} value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {OVERVIEW_DAYS.map((count) => (
            <option key={count} value={count}>
              {t('ai.lastDays', { count })}
            </option>
          ))}
        </select>
      </GenerateForm>
      <Outcome mutation={answer} />
      {answer.data && !answer.error && <AiAnswer text={answer.data.overview} engine={answer.data.engine} />}
    </div>
  );
}

const ME = '';

export function WorkDayPanel() {
  const { timeZone } = useLocalTime();
  const id = useId();
  // Someone else's day, or the team's, needs time.read.all (docs/rbac.md); without it only one's own.
  const others = useHasPermission('time.read.all').allowed;
  const members = useQuery({ ...activeMembersQuery, enabled: others });
  const [date, setDate] = useState(() => yesterdayIn(new Date(), timeZone));
  const [person, setPerson] = useState<string>(ME);
  const answer = useMutation({
    mutationFn: (input: { date: string; userId?: string }) => workDay(input.date, input.userId),
  });
  const generate = () => answer.mutate({ date, userId: person === ME ? undefined : person });
  return (
    <div className="stack">
      <GenerateForm onGenerate={generate} pending={answer.isPending} done={!!answer.data}>
        {others && (
          <>
            <label htmlFor={`${id}-who`}>{t('ai.who')}</label>
            <select id={`${id}-who`} value={person} onChange={(event) => setPerson(event.target.value)}>
              <option value={ME}>{t('ai.team')}</option>
              {members.data?.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={`${id}-day`}>{t('ai.day')}</label>
        <input
          id={`${id}-day`}
          type="date"
          required
          value={date}
          max={todayIn(new Date(), timeZone)}
          onChange={(event) => setDate(event.target.value)}
        />
      </GenerateForm>
      {!others && <p className="muted">{t('ai.ownDayOnly')}</p>}
      <Outcome mutation={answer} />
      {answer.data && !answer.error && <AiAnswer text={answer.data.summary} engine={answer.data.engine} />}
    </div>
  );
}
