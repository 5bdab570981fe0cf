import { useId, useState, type FormEvent } from 'react';
import { ConfirmAction, ErrorNotice, SubmitButton, TableScroll } from '../../components';
import { t } from '../../lib/i18n';
import { startOfDayKey, useLocalTime } from '../../lib/local-time';
import { DetectedFormat } from './detected-format';
import {
  useConfirmImport,
  useDiscardImport,
  useImportProblems,
  type ConfirmBody,
  type ImportJob,
  type ImportPreview as Preview,
} from './imports-queries';
import { initialChoices, isChosen, needsChoice, PeopleTable, type PersonChoices } from './people-choices';

/**
 * What the import would do, before anything is written: counts, people and how they match,
 * projects, what gets created and every refused row; then approved or pending, and go.
 */
export function ImportPreview({ job, preview }: { job: ImportJob; preview: Preview }) {
  const id = useId();
  const { format, timeZone } = useLocalTime();
  // The file's days as the reader writes days ("16 Nov 2026"), not as the file or the API does.
  const dayWords = (day: string | null | undefined) => (day ? format.date(startOfDayKey(day, timeZone)) : '');
  const people = preview.people ?? [];
  const [choices, setChoices] = useState<PersonChoices>(() => initialChoices(people));
  const [entryStatus, setEntryStatus] = useState<ConfirmBody['entryStatus']>('APPROVED');
  const confirm = useConfirmImport(job.id);
  const discard = useDiscardImport(job.id);
  const counts = preview.rows ?? { rows: 0, importable: 0, refused: 0, alreadyImported: 0 };
  const unresolved = people.filter((person) => needsChoice(person) && !isChosen(choices[person.key]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = people.flatMap((person) => {
      const choice = choices[person.key];
      return needsChoice(person) && choice ? [{ key: person.key, ...choice }] : [];
    });
    confirm.mutate({ entryStatus, people: chosen });
  };

  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('imports.previewTitle')}</h2>
      <DetectedFormat detected={preview.detected} />
      <p role="status">
        {counts.importable > 0
          ? t('imports.summary', {
              importable: format.number(counts.importable),
              rows: format.number(counts.rows),
              hours: format.duration((preview.hours ?? 0) * 3600),
              first: dayWords(preview.firstDay),
              last: dayWords(preview.lastDay),
              refused: format.number(counts.refused),
              already: format.number(counts.alreadyImported),
            })
          : t('imports.summaryEmpty', {
              refused: format.number(counts.refused),
              already: format.number(counts.alreadyImported),
            })}
      </p>
      {people.length > 0 && (
        <>
          <h3>{t('imports.people')}</h3>
          <PeopleTable
            people={people}
            choices={choices}
            onChoose={(key, choice) => setChoices({ ...choices, [key]: choice })}
          />
        </>
      )}
      <ProjectsTable preview={preview} />
      <RefusedRows job={job} refused={counts.refused + counts.alreadyImported} />
      <form className="card stack-tight" onSubmit={onSubmit} noValidate>
        <fieldset className="import-entry-status stack-tight">
          <legend>{t('imports.entriesAs')}</legend>
          {(['APPROVED', 'PENDING'] as const).map((status) => (
            <label key={status} className="import-choice">
              <input
                type="radio"
                name={`${id}-status`}
                checked={entryStatus === status}
                onChange={() => setEntryStatus(status)}
              />
              {t(status === 'APPROVED' ? 'imports.asApproved' : 'imports.asPending')}
            </label>
          ))}
        </fieldset>
        {unresolved.length > 0 && (
          <p className="field-error">{t('imports.peopleUnresolved', { count: unresolved.length })}</p>
        )}
        {confirm.isError && <ErrorNotice error={confirm.error} />}
        <div className="row">
          {counts.importable > 0 && (
            <SubmitButton busy={confirm.isPending} busyLabel={t('imports.confirming')}>
              {t('imports.confirm', { count: format.number(counts.importable) })}
            </SubmitButton>
          )}
          <ConfirmAction
            label={t('imports.discard')}
            question={t('imports.discardQuestion')}
            confirmLabel={t('imports.discard')}
            busy={discard.isPending}
            busyLabel={t('imports.discarding')}
            onConfirm={(close) => discard.mutate(undefined, { onSettled: close })}
          />
        </div>
      </form>
    </section>
  );
}

function ProjectsTable({ preview }: { preview: Preview }) {
  const { format } = useLocalTime();
  const projects = preview.projects ?? [];
  const create = preview.create;
  if (projects.length === 0) return null;
  return (
    <>
      <h3>{t('imports.projects')}</h3>
      {create && (
        <p>
          {t('imports.willCreate', { projects: create.projects, tasks: create.tasks })}
          {create.clients.length > 0 && <> {t('imports.willCreateClients', { names: create.clients.join(', ') })}</>}
          {create.tags.length > 0 && <> {t('imports.willCreateTags', { names: create.tags.join(', ') })}</>}
        </p>
      )}
      <TableScroll label={t('imports.projects')}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('imports.projectColumn')}</th>
              <th scope="col">{t('imports.clientColumn')}</th>
              <th scope="col" className="numeric">
                {t('imports.rows')}
              </th>
              <th scope="col" className="numeric">
                {t('imports.hours')}
              </th>
              <th scope="col">{t('imports.status')}</th>
            </tr>
          </thead>
          <tbody>
            {projects.map((project) => (
              <tr key={`${project.client}\u0000${project.name}`}>
                <th scope="row">{project.name}</th>
                <td>{project.client}</td>
                <td className="numeric">{format.number(project.rows)}</td>
                <td className="numeric">{format.duration(project.hours * 3600)}</td>
                <td>{t(project.exists ? 'imports.projectExists' : 'imports.projectNew')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

/** Every refused row with its spreadsheet row number and the reason in words (the first 200). */
function RefusedRows({ job, refused }: { job: ImportJob; refused: number }) {
  const problems = useImportProblems(job.id, refused > 0);
  return (
    <>
      <h3>{t('imports.refusedTitle')}</h3>
      {refused === 0 ? (
        <p>{t('imports.refusedNone')}</p>
      ) : problems.isError ? (
        <ErrorNotice error={problems.error} onRetry={() => void problems.refetch()} />
      ) : problems.data ? (
        <>
          {problems.data.nextAfter !== null && (
            <p className="muted">{t('imports.refusedMore', { shown: problems.data.items.length, total: refused })}</p>
          )}
          <TableScroll label={t('imports.refusedTitle')}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col" className="numeric">
                    {t('imports.row')}
                  </th>
                  <th scope="col">{t('imports.column')}</th>
                  <th scope="col">{t('imports.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {problems.data.items.map((problem) => (
                  <tr key={`${problem.rowNumber}-${problem.code}-${problem.column ?? ''}`}>
                    <td className="numeric">{problem.rowNumber}</td>
                    <td>{problem.column ?? ''}</td>
                    <td>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      ) : null}
    </>
  );
}
