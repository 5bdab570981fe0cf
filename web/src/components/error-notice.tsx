import { ApiError } from '../lib/api';
import { t } from '../lib/i18n';

interface ErrorNoticeProps {
  error: unknown;
  /** Offered as a button when the failure may pass (a failed load). */
  onRetry?: () => void;
}

/** An API error as a person needs it: what went wrong (message) and what to do (hint). */
export function ErrorNotice({ error, onRetry }: ErrorNoticeProps) {
  const problem = error instanceof ApiError ? error : ApiError.unexpected(0);
  return (
    <div className="notice notice-error" role="alert">
      <p className="notice-message">{problem.message}</p>
      <p className="notice-hint">{problem.hint}</p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      )}
    </div>
  );
}
