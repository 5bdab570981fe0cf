// Sharing a project with its client: whether the portal is on, its link (copied to the clipboard,
// or selected for copying by hand), its password (set or removed, never shown back), a new link
// (the old one stops working) and turning sharing off. Every change asks the server, whose answer
// is the state shown.
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmAction, ErrorNotice, LoadingState } from '../../components';
import { t } from '../../lib/i18n';
import { fieldProblems } from './field-problems';
import { FormField } from './form-field';
import { shareQuery, useShareProject, type ShareState } from './projects-api';

export function SharePanel({ projectId }: { projectId: string }) {
  const share = useQuery(shareQuery(projectId));
  const change = useShareProject(projectId);
  const [status, setStatus] = useState('');
  const [password, setPassword] = useState('');

  const send = (body: Parameters<typeof change.mutate>[0], done: string, close?: () => void) => {
    setStatus('');
    change.mutate(body, {
      onSuccess: () => {
        close?.();
        setPassword('');
        setStatus(done);
      },
    });
  };
  const problems = change.error
    ? fieldProblems(change.error, ['sharePassword'] as const, () => t('projects.sharePasswordRule'))
    : null;

  return (
    <section className="card stack-tight share-panel" aria-labelledby="share-title">
      <h2 id="share-title">{t('projects.shareTitle')}</h2>
      <p className="muted">{t('projects.shareIntro')}</p>
      {/* One live region for every outcome, "Copied" included, so each is read out once. */}
      <div role="status" className={status ? 'notice notice-info' : undefined}>
        {status}
      </div>
      {problems?.unplaced && <ErrorNotice error={change.error} />}
      {share.isPending ? (
        <LoadingState />
      ) : share.isError ? (
        <ErrorNotice error={share.error} onRetry={() => void share.refetch()} />
      ) : !share.data.isPublicShared ? (
        <>
          <p>
            <strong>{t('projects.shareOff')}</strong>
          </p>
          <PasswordForm
            password={password}
            onPassword={setPassword}
            error={problems?.fields.sharePassword}
            busy={change.isPending}
            submitLabel={t('projects.turnOn')}
            onSubmit={() =>
              send({ isPublicShared: true, sharePassword: password || undefined }, t('projects.sharedNotice'))
            }
          />
        </>
      ) : (
        <SharedState
          state={share.data}
          password={password}
          onPassword={setPassword}
          passwordError={problems?.fields.sharePassword}
          busy={change.isPending}
          onStatus={setStatus}
          send={send}
        />
      )}
    </section>
  );
}

interface SharedStateProps {
  state: ShareState;
  password: string;
  onPassword: (value: string) => void;
  passwordError?: string;
  busy: boolean;
  onStatus: (message: string) => void;
  send: (
    body: { isPublicShared?: boolean; sharePassword?: string | null; rotateToken?: boolean },
    done: string,
    close?: () => void,
  ) => void;
}

function SharedState({ state, password, onPassword, passwordError, busy, onStatus, send }: SharedStateProps) {
  return (
    <>
      <p>
        <strong>{t('projects.shareOn')}</strong>{' '}
        {state.hasSharePassword ? t('projects.passwordOn') : t('projects.passwordOff')}
      </p>
      {state.portalUrl ? (
        <PortalLink url={state.portalUrl} onStatus={onStatus} />
      ) : (
        <p className="notice notice-info">{t('projects.linkUnavailable')}</p>
      )}
      <PasswordForm
        password={password}
        onPassword={onPassword}
        error={passwordError}
        busy={busy}
        submitLabel={state.hasSharePassword ? t('projects.changePassword') : t('projects.setPassword')}
        onSubmit={() => send({ sharePassword: password, rotateToken: false }, t('projects.passwordSet'))}
      />
      <div className="share-actions">
        {state.hasSharePassword && (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => send({ sharePassword: null, rotateToken: false }, t('projects.passwordRemoved'))}
          >
            {t('projects.removePassword')}
          </button>
        )}
        <ConfirmAction
          label={t('projects.rotate')}
          question={t('projects.rotateConfirm')}
          confirmLabel={t('projects.confirmRotate')}
          busy={busy}
          busyLabel={t('projects.working')}
          onConfirm={(close) => send({ rotateToken: true }, t('projects.rotated'), close)}
        />
        <ConfirmAction
          label={t('projects.revoke')}
          question={t('projects.revokeConfirm')}
          confirmLabel={t('projects.confirmRevoke')}
          busy={busy}
          busyLabel={t('projects.working')}
          onConfirm={(close) => send({ isPublicShared: false }, t('projects.revoked'), close)}
        />
      </div>
    </>
  );
}

function PortalLink({ url, onStatus }: { url: string; onStatus: (message: string) => void }) {
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const copy = async () => {
    onStatus('');
    try {
      await navigator.clipboard.writeText(url);
      onStatus(t('projects.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for copying by hand.
      field.current?.focus();
      field.current?.select();
      onStatus(t('projects.copyFallback'));
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('projects.portalLink')}</label>
      <div className="share-link">
        <input
          ref={field}
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="share-link-url"
        />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('projects.copy')}
        </button>
      </div>
    </div>
  );
}

interface PasswordFormProps {
  password: string;
  onPassword: (value: string) => void;
  error?: string;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
}

/** Also the form that turns sharing on, with an optional password. */
function PasswordForm({ password, onPassword, error, busy, submitLabel, onSubmit }: PasswordFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="share-password" onSubmit={submit} noValidate>
      <FormField
        label={t('projects.password')}
        hint={t('projects.passwordHint')}
        type="password"
        name="sharePassword"
        autoComplete="new-password"
        maxLength={256}
        value={password}
        error={error}
        onChange={(event) => onPassword(event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
        {busy ? t('projects.working') : submitLabel}
      </button>
    </form>
  );
}
