// The create and edit screens of a project. Editing also holds archiving and the client-portal
// share, so everything a manager does to one project is on one page.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { useHasPermission } from '../auth';
import { ArchivePanel } from './archive-panel';
import { formValuesOf, NEW_PROJECT, projectBody } from './form-values';
import { ProjectForm } from './project-form';
import { projectQuery, useCreateProject, useUpdateProject } from './projects-api';
import { SharePanel } from './share-panel';
import { TasksPanel } from './tasks-panel';
import './projects.css';

/** The frame both screens share, and the answer for someone who may not manage projects. */
function ManagerOnly({ title, children }: { title: string; children: ReactNode }) {
  const manage = useHasPermission('projects.manage');
  return (
    <section className="stack project-page" aria-labelledby="project-title">
      <p>
        <Link to="/projects">{t('projects.backToList')}</Link>
      </p>
      <h1 id="project-title">{title}</h1>
      {manage.isPending ? (
        <LoadingState />
      ) : manage.allowed ? (
        children
      ) : (
        <div className="notice notice-info">
          <p className="notice-message">{t('projects.notAllowed')}</p>
          <p className="notice-hint">{t('projects.notAllowedHint')}</p>
        </div>
      )}
    </section>
  );
}

export function ProjectCreateScreen() {
  useDocumentTitle(t('projects.createTitle'));
  const create = useCreateProject();
  const navigate = useNavigate();
  return (
    <ManagerOnly title={t('projects.createTitle')}>
      <ProjectForm
        initial={NEW_PROJECT}
        submitLabel={t('projects.create')}
        busyLabel={t('projects.creating')}
        busy={create.isPending}
        error={create.error}
        onSubmit={(values) =>
          create.mutate(projectBody(values), {
            onSuccess: (project) => void navigate({ to: '/projects/$projectId', params: { projectId: project.id } }),
          })
        }
      />
    </ManagerOnly>
  );
}

export function ProjectEditScreen() {
  const { projectId } = useParams({ from: '/app/projects/$projectId' });
  // Only managers are shown the project here; nobody else needs it fetched.
  const manage = useHasPermission('projects.manage');
  const project = useQuery({ ...projectQuery(projectId), enabled: manage.allowed });
  const update = useUpdateProject(projectId);
  const [saved, setSaved] = useState(false);
  const title = project.data ? t('projects.editTitle', { name: project.data.name }) : t('projects.title');
  useDocumentTitle(title);

  return (
    <ManagerOnly title={title}>
      {project.isPending ? (
        <LoadingState />
      ) : project.isError ? (
        <ErrorNotice error={project.error} onRetry={() => void project.refetch()} />
      ) : (
        <>
          <div role="status" className={saved ? 'notice notice-info' : undefined}>
            {saved ? t('projects.saved') : null}
          </div>
          <ProjectForm
            // A saved project comes back with a new updatedAt: the form starts again from it.
            key={project.data.updatedAt}
            initial={formValuesOf(project.data)}
            submitLabel={t('projects.save')}
            busyLabel={t('projects.saving')}
            busy={update.isPending}
            error={update.error}
            onSubmit={(values) => {
              setSaved(false);
              update.mutate(projectBody(values), { onSuccess: () => setSaved(true) });
            }}
          />
          <TasksPanel projectId={projectId} />
          <SharePanel projectId={projectId} />
          <ArchivePanel project={project.data} />
        </>
      )}
    </ManagerOnly>
  );
}
