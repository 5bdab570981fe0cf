import { Link, useParams } from '@tanstack/react-router';
import { useId } from 'react';
import { ConfirmAction, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { ApiError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';
import { isWorking, useImportJob, useUndoImport, type ImportJob } from './imports-queries';
import { MappingForm } from './mapping-form';
import './imports.css';

/**
 * One import from upload to result. The server holds where it stands, so a reload, another tab or
 * a return days later shows the same step: progress, the mapping, the preview, or the result.
 */
export function ImportJobScreen() {
  const id = useId();
  const { importId } = useParams({ from: '/app/import/$importId' });
  const job = useImportJob(importId);
  useDocumentTitle(job.data?.fileName ?? t('imports.title'));

  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <p>
        <Link to="/import">{t('imports.back')}</Link>
      </p>
      {job.isPending ? (
        <LoadingState />
      ) : job.isError ? (
        job.error instanceof ApiError && job.error.status === 404 ? (
          <>
            <h1 id={`${id}-title`}>{t('imports.title')}</h1>
            <p>{t('imports.notFound')}</p>
          </>
        ) : (
          <ErrorNotice error={job.error} onRetry={() => void job.refetch()} />
        )
      ) : (
        <>
          <h1 id={`${id}-title`}>{job.data.fileName}</h1>
          <ImportStep job={job.data} />
        </>
      )}
    </section>
  );
}

function ImportStep({ job }: { job: ImportJob }) {
  if (isWorking(job.status)) return <ImportProgress job={job} />;
  switch (job.status) {
    case 'NEEDS_MAPPING':
      return job.preview ? <MappingForm job={job} detected={job.preview.detected} /> : null;
    case 'READY':
      return job.preview ? <ImportPreview job={job} preview={job.preview} /> : null;
    case 'DONE':
      return <ImportResult job={job} />;
    case 'FAILED':
      return <ImportEnded title={t('imports.failedTitle')} detail={job.failure} />;
    case 'UNDONE':
      return <ImportEnded title={t('imports.undoneTitle')} detail={t('imports.undoneHint')} />;
    default:
      return <ImportEnded title={t('imports.discardedTitle')} detail={null} />;
  }
}

function ImportEnded({ title, detail }: { title: string; detail: string | null }) {
  return (
    <div className="card stack-tight">
      <h2>{title}</h2>
      {detail && <p>{detail}</p>}
      <p>
        <Link to="/import" className="button button-primary">
          {t('imports.another')}
        </Link>
      </p>
    </div>
  );
}

function ImportResult({ job }: { job: ImportJob }) {
  const undo = useUndoImport(job.id);
  const result = job.result;
  if (!result) return null;
  return (
    <div className="card stack-tight">
      <h2>{t('imports.doneTitle', { entries: result.entries })}</h2>
      <p role="status">
        {t('imports.doneSummary', {
          rows: result.rows,
          refused: result.refused,
          already: result.alreadyImported,
          projects: result.projectsCreated,
          people: result.peopleAdded,
        })}
      </p>
      <ul className="import-links">
        <li>
          <Link to="/reports">{t('imports.seeTimesheet')}</Link>
        </li>
        <li>
          <Link to="/projects">{t('imports.seeProjects')}</Link>
        </li>
        {result.peopleAdded > 0 && (
          <li>
            <Link to="/members">{t('imports.seeMembers')}</Link>
          </li>
        )}
      </ul>
      {undo.isError && <ErrorNotice error={undo.error} />}
      <div className="row">
        <ConfirmAction
          label={t('imports.undo')}
          question={t('imports.undoQuestion')}
          confirmLabel={t('imports.undo')}
          busy={undo.isPending}
          busyLabel={t('imports.undoing')}
          onConfirm={(close) => undo.mutate(undefined, { onSettled: close })}
        />
      </div>
    </div>
  );
}
