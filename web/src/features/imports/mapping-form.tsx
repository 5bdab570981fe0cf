import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice, SubmitButton } from '../../components';
import { t, type MessageKey } from '../../lib/i18n';
import { useAnalyseImport, type ColumnMapping, type ImportJob, type ImportPreview } from './imports-queries';

type Field = keyof ColumnMapping;
/** The fields in the order a person reads a time entry: who, what, when, then money. */
const FIELDS: readonly Field[] = [
  'personEmail',
  'personName',
  'personFirstName',
  'personLastName',
  'client',
  'project',
  'projectCode',
  'task',
  'description',
  'tags',
  'billable',
  'date',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'duration',
  'durationHours',
  'entryType',
  'approved',
  'invoiced',
  'invoiceNumber',
  'billableRate',
  'costRate',
  'currency',
];
const NOT_IN_FILE = '';

/** The mapping as the server gave it (header names or positions), as header names for the selects. */
function initialChoices(detected: ImportPreview['detected']): Partial<Record<Field, string>> {
  const source = detected.mapping ?? detected.suggestedMapping;
  const choices: Partial<Record<Field, string>> = {};
  for (const [field, column] of Object.entries(source)) {
    const header = typeof column === 'number' ? detected.headers[column] : column;
    if (header !== undefined) choices[field as Field] = header;
  }
  return choices;
}

/**
 * Naming the columns of a file the parser could not place: one select per field, with the file's
 * headers. Columns are sent by position, as two columns may share a header.
 */
export function MappingForm({ job, detected }: { job: ImportJob; detected: ImportPreview['detected'] }) {
  const id = useId();
  const [choices, setChoices] = useState(() => initialChoices(detected));
  const [dateFormat, setDateFormat] = useState(detected.dateFormat ?? '');
  const analyse = useAnalyseImport(job.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const mapping: ColumnMapping = {};
    for (const field of FIELDS) {
      const index = detected.headers.indexOf(choices[field] ?? NOT_IN_FILE);
      if (index >= 0) mapping[field] = index;
    }
    analyse.mutate({
      format: 'GENERIC',
      mapping,
      ...(detected.dateFormatAmbiguous && dateFormat ? { dateFormat: dateFormat as never } : {}),
    });
  };

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{t('imports.mappingTitle')}</h2>
      <p>{t('imports.mappingIntro')}</p>
      <p className="muted">{t('imports.mappingRequired')}</p>
      {[...detected.mappingProblems, ...detected.missingFields.map((missing) => missing.message)].map((problem) => (
        <p key={problem} className="field-error">
          {problem}
        </p>
      ))}
      <div className="import-mapping">
        {FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(`imports.${field}` as MessageKey)}</label>
            <select
              id={`${id}-${field}`}
              value={choices[field] ?? NOT_IN_FILE}
              onChange={(event) => setChoices({ ...choices, [field]: event.target.value })}
            >
              <option value={NOT_IN_FILE}>{t('imports.notInFile')}</option>
              {detected.headers.map((header, index) => (
                <option key={`${index}-${header}`} value={header}>
                  {header}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {detected.dateFormatAmbiguous && (
        <DateOrderSelect candidates={detected.dateFormatCandidates} value={dateFormat} onChange={setDateFormat} />
      )}
      {analyse.isError && <ErrorNotice error={analyse.error} />}
      <div className="row">
        <SubmitButton busy={analyse.isPending} busyLabel={t('imports.reading')}>
          {t('imports.readAgain')}
        </SubmitButton>
      </div>
    </form>
  );
}

interface DateOrderSelectProps {
  candidates: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** When every day of the file is 12 or less, the person says whether 03/04 is March or April. */
export function DateOrderSelect({ candidates, value, onChange }: DateOrderSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('imports.dateOrder')}</label>
      <select id={id} value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value)}>
        {candidates.map((candidate) => (
          <option key={candidate} value={candidate}>
            {candidate}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field-hint">
        {t('imports.dateOrderHint')}
      </p>
    </div>
  );
}
