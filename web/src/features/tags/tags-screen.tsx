// The organization's tags: everyone who tracks time sees them; managers (projects.manage) add,
// archive and bring them back. Archived tags stay on their entries but are not offered for new time.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EmptyState, ErrorNotice, LoadingState, SubmitButton, TextField, useDocumentTitle } from '../../components';
import { tagsMessage, tagsText } from './messages';
import { tagsQuery, useCreateTag, useSetTagArchived, type Tag } from './tags-api';
import './tags.css';
import { useCanManageTags } from './use-can-manage-tags';

export function TagsScreen() {
  useDocumentTitle(tagsText.title);
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
      <h1 id="tags-title">{tagsText.title}</h1>
      <p className="lead">{tagsText.intro}</p>
      {manage.allowed ? (
        <form className="card tags-add" onSubmit={submit}>
          <TextField
            label={tagsText.newTag}
            name="name"
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <SubmitButton busy={create.isPending} busyLabel={tagsText.adding} disabled={name.trim() === ''}>
            {tagsText.add}
          </SubmitButton>
        </form>
      ) : (
        !manage.isPending && <p className="muted">{tagsText.readOnly}</p>
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
            title={tagsText.active}
            tags={active}
            empty={tagsText.none}
            action={
              manage.allowed
                ? (tag) => ({
                    label: tagsText.archive,
                    name: tagsMessage('archiveLabel', { name: tag.name }),
                    run: () => setArchived.mutate({ tagId: tag.id, archived: true }),
                  })
                : undefined
            }
            busy={setArchived.isPending}
          />
          {archived.length > 0 && (
            <TagList
              title={tagsText.archived}
              tags={archived}
              empty=""
              action={
                manage.allowed
                  ? (tag) => ({
                      label: tagsText.unarchive,
                      name: tagsMessage('unarchiveLabel', { name: tag.name }),
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
