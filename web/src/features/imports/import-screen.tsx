import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { EmptyState, ErrorNotice, LoadingState, SubmitButton, TableScroll, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { useImports, useUploadImport } from './imports-queries';
import './imports.css';

/**
 * Where an import starts: how to export from each tool, the file to upload, and the earlier
 * imports. Uploading only stores and checks the file; the job's own screen shows what it would do.
 */
export function ImportScreen() {
  useDocumentTitle(t('imports.title'));
  const id = useId();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const upload = useUploadImport();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    upload.mutate(file, {
      onSuccess: (job) => void navigate({ to: '/import/$importId', params: { importId: job.id } }),
    });
  };

  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('imports.title')}</h1>
      <p className="lead">{t('imports.intro')}</p>
      <details className="card import-how-to">
        <summary>{t('imports.howTo')}</summary>
        <ul>
          <li>{t('imports.howToggl')}</li>
          <li>{t('imports.howClockify')}</li>
          <li>{t('imports.howHarvest')}</li>
          <li>{t('imports.howOther')}</li>
        </ul>
      </details>
      <form className="card stack-tight" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('imports.fileLabel')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,text/csv"
            aria-describedby={`${id}-file-hint${missingFile ? ` ${id}-file-error` : ''}`}
            aria-invalid={missingFile || undefined}
            onChange={(event) => {
              setMissingFile(false);
              upload.reset();
              setFile(event.target.files?.[0] ?? null);
            }}
          />
          <p id={`${id}-file-hint`} className="field-hint">
            {t('imports.fileHint')}
          </p>
          {missingFile && (
            <p id={`${id}-file-error`} className="field-error">
              {t('imports.chooseFile')}
            </p>
          )}
        </div>
        {upload.isError && <ErrorNotice error={upload.error} />}
        <div className="row">
          <SubmitButton busy={upload.isPending} busyLabel={t('imports.uploading')}>
            {t('imports.upload')}
          </SubmitButton>
        </div>
      </form>
      <EarlierImports />
    </section>
  );
}

function EarlierImports() {
  const imports = useImports();
  const { format } = useLocalTime();
  return (
    <section className="stack-tight" aria-labelledby="earlier-imports">
      <h2 id="earlier-imports">{t('imports.earlier')}</h2>
      {imports.isPending ? (
        <LoadingState />
      ) : imports.isError ? (
        <ErrorNotice error={imports.error} onRetry={() => void imports.refetch()} />
      ) : imports.data.length === 0 ? (
        <EmptyState>{t('imports.none')}</EmptyState>
      ) : (
        <TableScroll label={t('imports.earlier')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('imports.file')}</th>
                <th scope="col">{t('imports.uploaded')}</th>
                <th scope="col">{t('imports.status')}</th>
                <th scope="col" className="numeric">
                  {t('imports.rows')}
                </th>
              </tr>
            </thead>
            <tbody>
              {imports.data.map((job) => (
                <tr key={job.id}>
                  <th scope="row">
                    <Link to="/import/$importId" params={{ importId: job.id }}>
                      {job.fileName}
                    </Link>
                  </th>
                  <td>{format.dateTime(job.createdAt)}</td>
                  <td>{t(`imports.${job.status}`)}</td>
                  <td className="numeric">
                    {job.progress.rowsTotal === null ? '' : format.number(job.progress.rowsTotal)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
