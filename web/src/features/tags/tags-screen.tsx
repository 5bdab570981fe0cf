// The organization's tags: everyone who tracks time sees them; managers (projects.manage) add,
// archive and bring them back. Archived tags stay on their entries but are not offered for new time.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EmptyState, ErrorNotice, LoadingState, SubmitButton, TextField, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { tagsQuery, useCreateTag, useSetTagArchived, type Tag } from './tags-api';
import './tags.css';
import { useCanManageTags } from './use-can-manage-tags';

export function TagsScreen() {
  useDocumentTitle(t('tags.title'));
  const manage = useCanManageTags();
  const tags = useQuery(tagsQuery('ALL'));
  const create = useCreateTag();
  const setArchived = useSetTagArchived();
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    setArchived.reset();
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  };

  const active = (tags.data ?? []).filter((tag) => tag.archivedAt === null);
  const archived = (tags.data ?? []).filter((tag) => tag.archivedAt !== null);

  return (
    <section className="stack" aria-labelledby="tags-title">
      <h1 id="tags-title">{t('tags.title')}</h1>
      <p className="lead">{t('tags.intro')}</p>
      {manage.allowed ? (
        <form className="card tags-add" onSubmit={submit}>
          <TextField
            label={t('tags.newTag')}
            name="name"
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <SubmitButton busy={create.isPending} busyLabel={t('tags.adding')} disabled={name.trim() === ''}>
            {t('tags.add')}
          </SubmitButton>
        </form>
      ) : (
        !manage.isPending && <p className="muted">{t('tags.readOnly')}</p>
      )}
      {create.error && <ErrorNotice error={create.error} />}
      {setArchived.error && <ErrorNotice error={setArchived.error} />}
      {tags.isPending ? (
        <LoadingState />
      ) : tags.isError ? (
        <ErrorNotice error={tags.error} onRetry={() => void tags.refetch()} />
      ) : (
        <>
          <TagList
            title={t('tags.active')}
            tags={active}
            empty={t('tags.none')}
            action={
              manage.allowed
                ? (tag) => ({
                    label: t('tags.archive'),
                    name: t('tags.archiveLabel', { name: tag.name }),
                    run: () => setArchived.mutate({ tagId: tag.id, archived: true }),
                  })
                : undefined
            }
            busy={setArchived.isPending}
          />
          {archived.length > 0 && (
            <TagList
              title={t('tags.archived')}
              tags={archived}
              empty=""
              action={
                manage.allowed
                  ? (tag) => ({
                      label: t('tags.unarchive'),
                      name: t('tags.unarchiveLabel', { name: tag.name }),
                      run: () => setArchived.mutate({ tagId: tag.id, archived: false }),
                    })
                  : undefined
              }
              busy={setArchived.isPending}
            />
          )}
        </>
      )}
    </section>
  );
}

interface TagListProps {
  title: string;
  tags: Tag[];
  empty: string;
  busy: boolean;
  action?: (tag: Tag) => { label: string; name: string; run: () => void };
}

function TagList({ title, tags, empty, busy, action }: TagListProps) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {tags.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ul className="tags-list">
          {tags.map((tag) => {
            const button = action?.(tag);
            return (
              <li key={tag.id}>
                <span className="tag-chip">{tag.name}</span>
                {button && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={button.name}
                    disabled={busy}
                    onClick={button.run}
                  >
                    {button.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
