import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { ErrorNotice, LoadingState, SubmitButton, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { BulkInviteRows } from './bulk-invite-rows';
import {
  base64Of,
  useBulkInvite,
  usePreviewBulkInvite,
  type BulkInviteBody,
  type BulkInviteResult,
} from './bulk-invite-queries';
import { useFocusOnMount } from './focus';
import { useMyAccess } from './members-queries';
import { MembersTabs } from './members-tabs';
import './members.css';

type Source = 'paste' | 'file';

/**
 * Inviting several people: paste a list or choose a CSV file, check it (the server's preview,
 * row by row), correct and check again, then invite everyone on it at once. The invitation is
 * offered only for the list that was checked: changing it asks for a new check first.
 */
export function BulkInviteScreen() {
  useDocumentTitle(t('bulkInvite.title'));
  const access = useMyAccess();
  const id = useId();
  const [source, setSource] = useState<Source>('paste');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // The body the preview on screen was made from: what "Invite" sends.
  const [checkedBody, setCheckedBody] = useState<BulkInviteBody | null>(null);
  const preview = usePreviewBulkInvite();
  const invite = useBulkInvite();

  if (access.isPending) return <LoadingState />;

  const forget = () => {
    setCheckedBody(null);
    preview.reset();
    invite.reset();
  };

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    forget();
    const body: BulkInviteBody = source === 'file' && file ? { csv: await base64Of(file) } : { text };
    preview.mutate(body, { onSuccess: () => setCheckedBody(body) });
  };

  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('bulkInvite.title')}</h1>
      <MembersTabs />
      <p>
        <Link to="/members">{t('bulkInvite.back')}</Link>
      </p>
      {!access.invite ? (
        <div className="notice notice-info">
          <p className="notice-message">{t('members.readOnly')}</p>
          <p className="notice-hint">{t('members.readOnlyHint')}</p>
        </div>
      ) : invite.isSuccess ? (
        <BulkInviteDone
          result={invite.data}
          onAnother={() => {
            forget();
            setText('');
            setFile(null);
          }}
        />
      ) : (
        <>
          <p className="lead">{t('bulkInvite.intro')}</p>
          <form className="card stack-tight bulk-invite-form" onSubmit={(event) => void onCheck(event)} noValidate>
            <fieldset className="bulk-invite-source">
              <legend>{t('bulkInvite.source')}</legend>
              {(['paste', 'file'] as const).map((value) => (
                <label key={value} className="bulk-invite-choice">
                  <input
                    type="radio"
                    name={`${id}-source`}
                    value={value}
                    checked={source === value}
                    onChange={() => {
                      forget();
                      setSource(value);
                    }}
                  />
                  {t(value === 'paste' ? 'bulkInvite.paste' : 'bulkInvite.file')}
                </label>
              ))}
            </fieldset>
            {source === 'paste' ? (
              <div className="field">
                <label htmlFor={`${id}-list`}>{t('bulkInvite.list')}</label>
                <textarea
                  id={`${id}-list`}
                  rows={8}
                  value={text}
                  aria-describedby={`${id}-list-hint`}
                  spellCheck={false}
                  onChange={(event) => {
                    forget();
                    setText(event.target.value);
                  }}
                />
                <p id={`${id}-list-hint`} className="field-hint">
                  {t('bulkInvite.listHint')}
                </p>
              </div>
            ) : (
              <div className="field">
                <label htmlFor={`${id}-file`}>{t('bulkInvite.fileLabel')}</label>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept=".csv,text/csv"
                  aria-describedby={`${id}-file-hint`}
                  onChange={(event) => {
                    forget();
                    setFile(event.target.files?.[0] ?? null);
                  }}
                />
                <p id={`${id}-file-hint`} className="field-hint">
                  {t('bulkInvite.fileHint')}
                </p>
              </div>
            )}
            {preview.isError && <ErrorNotice error={preview.error} />}
            <div className="row">
              <SubmitButton busy={preview.isPending} busyLabel={t('bulkInvite.checking')}>
                {t('bulkInvite.check')}
              </SubmitButton>
            </div>
          </form>
          {preview.isSuccess && checkedBody && (
            <BulkInvitePreview
              result={preview.data}
              fromFile={checkedBody.csv !== undefined}
              busy={invite.isPending}
              error={invite.isError ? invite.error : null}
              onInvite={() => invite.mutate(checkedBody)}
            />
          )}
        </>
      )}
    </section>
  );
}

interface BulkInvitePreviewProps {
  result: BulkInviteResult;
  fromFile: boolean;
  busy: boolean;
  error: unknown;
  onInvite: () => void;
}

function BulkInvitePreview({ result, fromFile, busy, error, onInvite }: BulkInvitePreviewProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { summary } = result;
  return (
    <section className="stack-tight" aria-labelledby="bulk-invite-preview">
      <h2 id="bulk-invite-preview" ref={heading} tabIndex={-1}>
        {t('bulkInvite.table')}
      </h2>
      <p role="status">
        {t('bulkInvite.summary', {
          invite: summary.invite,
          already: summary.alreadyMembers,
          invalid: summary.invalid,
        })}
      </p>
      {result.ignoredColumns.length > 0 && (
        <p className="muted">{t('bulkInvite.ignored', { columns: result.ignoredColumns.join(', ') })}</p>
      )}
      {summary.invalid > 0 && (
        <div className="notice notice-error">
          <p className="notice-message">{t(fromFile ? 'bulkInvite.fixFile' : 'bulkInvite.fixAndRetry')}</p>
        </div>
      )}
      <BulkInviteRows rows={result.rows} />
      {error !== null && <ErrorNotice error={error} />}
      {summary.invalid === 0 &&
        (summary.invite > 0 ? (
          <div className="row">
            <button type="button" className="button button-primary" disabled={busy} onClick={onInvite}>
              {busy ? t('bulkInvite.sending') : t('bulkInvite.send', { count: summary.invite })}
            </button>
          </div>
        ) : (
          <p>{t('bulkInvite.nothingToSend')}</p>
        ))}
    </section>
  );
}

function BulkInviteDone({ result, onAnother }: { result: BulkInviteResult; onAnother: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const minutes = Math.ceil(result.emailsSpreadOverSeconds / 60);
  return (
    <section className="stack-tight bulk-invite-done" aria-labelledby="bulk-invite-done">
      <h2 id="bulk-invite-done" ref={heading} tabIndex={-1}>
        {t('bulkInvite.done', { count: result.summary.invite })}
      </h2>
      {minutes > 0 && <p>{t('bulkInvite.doneSpread', { minutes })}</p>}
      <BulkInviteRows rows={result.rows} />
      <div className="row">
        <button type="button" className="button button-secondary" onClick={onAnother}>
          {t('bulkInvite.another')}
        </button>
        <Link to="/members" className="button button-primary">
          {t('bulkInvite.back')}
        </Link>
      </div>
    </section>
  );
}
