// Archiving takes a project out of the active list (and out of the timer's choices); restoring
// brings it back. Both ask first, and both say what happened.
import { useState } from 'react';
import { ConfirmAction, ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { useArchiveProject, type Project } from './projects-api';

export function ArchivePanel({ project }: { project: Project }) {
  const archive = useArchiveProject(project.id);
  const [done, setDone] = useState<string | null>(null);
  const toArchive = !project.isArchived;
  return (
    <section className="card stack-tight" aria-labelledby="archive-title">
      <h2 id="archive-title">{t('projects.status')}</h2>
      <p>{project.isArchived ? t('projects.archived') : t('projects.active')}</p>
      <div role="status" className={done ? 'notice notice-info' : undefined}>
        {done}
      </div>
      {archive.isError && <ErrorNotice error={archive.error} />}
      <ConfirmAction
        label={toArchive ? t('projects.archive') : t('projects.unarchive')}
        question={t(toArchive ? 'projects.archiveConfirm' : 'projects.unarchiveConfirm', { name: project.name })}
        confirmLabel={toArchive ? t('projects.confirmArchive') : t('projects.confirmUnarchive')}
        busy={archive.isPending}
        busyLabel={t('projects.archiving')}
        onConfirm={(close) =>
          archive.mutate(toArchive, {
            onSuccess: () => {
              close();
              setDone(toArchive ? t('projects.archivedNotice') : t('projects.unarchivedNotice'));
            },
          })
        }
      />
    </section>
  );
}
