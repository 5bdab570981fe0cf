import { ApiError } from '../lib/api';
import { t } from '../lib/i18n';
import { useLocalTime } from '../lib/local-time';

interface ErrorNoticeProps {
  error: unknown;
  /** Offered as a button when the failure may pass (a failed load). */
  onRetry?: () => void;
}

/** An API error as a person needs it: what went wrong and what to do, in their words and on their clocks. */
export function ErrorNotice({ error, onRetry }: ErrorNoticeProps) {
  const { format } = useLocalTime();
  const problem = error instanceof ApiError ? error : ApiError.unexpected(0);
  const words = problem.wordsIn(format);
  return (
    <div className="notice notice-error" role="alert">
      <p className="notice-message">{words.message}</p>
      <p className="notice-hint">{words.hint}</p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      )}
    </div>
  );
}
