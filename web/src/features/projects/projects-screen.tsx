// Every project the person may see, with budget use and, for those who may see money, revenue,
// cost and margin. Managers get the way to create and change projects; others read only.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { format } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useHasPermission } from '../auth';
import { showsMoney } from './budget';
import { BudgetMeter, hoursText } from './budget-meter';
import { projectsQuery, type Project } from './projects-api';
import './projects.css';

export function ProjectsScreen() {
  useDocumentTitle(t('projects.title'));
  const manage = useHasPermission('projects.manage');
  const [withArchived, setWithArchived] = useState(false);
  const projects = useQuery(projectsQuery(withArchived ? 'ALL' : 'ACTIVE'));
  const archivedId = useId();
  const money = showsMoney(projects.data ?? []);

  return (
    <section className="stack" aria-labelledby="projects-title">
      <div className="projects-head">
        <h1 id="projects-title">{t('projects.title')}</h1>
        {manage.allowed && (
          <Link to="/projects/new" className="button button-primary">
            {t('projects.newProject')}
          </Link>
        )}
      </div>
      <p className="lead">{t('projects.intro')}</p>
      {!manage.isPending && !manage.allowed && <p className="notice notice-info">{t('projects.readOnly')}</p>}
      <div className="choice-option projects-filter">
        <input
          id={archivedId}
          type="checkbox"
          checked={withArchived}
          onChange={(event) => setWithArchived(event.target.checked)}
        />
        <label htmlFor={archivedId}>{t('projects.showArchived')}</label>
      </div>
      {projects.isPending ? (
        <LoadingState />
      ) : projects.isError ? (
        <ErrorNotice error={projects.error} onRetry={() => void projects.refetch()} />
      ) : projects.data.length === 0 ? (
        <EmptyState>
          {withArchived
            ? t('projects.emptyArchived')
            : manage.allowed
              ? t('projects.emptyManage')
              : t('projects.empty')}
        </EmptyState>
      ) : (
        <ul className="project-list">
          {projects.data.map((project) => (
            <ProjectCard key={project.id} project={project} canManage={manage.allowed} showMoney={money} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface ProjectCardProps {
  project: Project;
  canManage: boolean;
  showMoney: boolean;
}

function ProjectCard({ project, canManage, showMoney }: ProjectCardProps) {
  const headingId = `project-${project.id}`;
  const { profitability: figures } = project;
  return (
    <li className="card project-card">
      <div className="project-card-head">
        <h2 id={headingId}>{project.name}</h2>
        <span className={project.isArchived ? 'badge badge-archived' : 'badge'}>
          {project.isArchived ? t('projects.archived') : t('projects.active')}
        </span>
      </div>
      <p className="muted">
        {t('projects.client')}: {project.clientName} · {t('projects.code')}: {project.code}
        {project.isPublicShared && ` · ${t('projects.shared')}`}
      </p>
      <p>
        {t('projects.members')}:{' '}
        {project.assignedMembers.length === 0
          ? t('projects.noMembers')
          : project.assignedMembers.map((member) => member.fullName).join(', ')}
      </p>
      <BudgetMeter project={project} />
      <dl className="project-figures">
        <div>
          <dt>{t('projects.hoursLogged')}</dt>
          <dd>{hoursText(figures.hoursLogged)}</dd>
        </div>
        <div>
          <dt>{t('projects.billableHours')}</dt>
          <dd>{hoursText(figures.billableHours)}</dd>
        </div>
        {/* Money only when the API sent it (financials.read), never guessed from the role. */}
        {showMoney && figures.billableAmount !== null && (
          <>
            <div>
              <dt>{t('projects.revenue')}</dt>
              <dd>{format.number(figures.billableAmount)}</dd>
            </div>
            <div>
              <dt>{t('projects.cost')}</dt>
              <dd>{figures.cost === null ? '—' : format.number(figures.cost)}</dd>
            </div>
            <div>
              <dt>{t('projects.margin')}</dt>
              <dd>
                {figures.marginPercent === null
                  ? t('projects.marginNone')
                  : `${format.number(figures.marginPercent)}%${figures.profit === null ? '' : ` (${format.number(figures.profit)})`}`}
              </dd>
            </div>
          </>
        )}
      </dl>
      {canManage && (
        <p>
          <Link
            to="/projects/$projectId"
            params={{ projectId: project.id }}
            className="button button-secondary"
            aria-label={t('projects.edit', { name: project.name })}
          >
            {t('projects.editShort')}
          </Link>
        </p>
      )}
    </li>
  );
}
