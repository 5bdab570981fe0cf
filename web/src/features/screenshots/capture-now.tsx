// "Capture now": asks the chosen member's desktop tracker for a screenshot, offered only while the
// live team says that tracker is online. The gallery then looks for it until the request expires.
import { ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { useRequestCapture } from './screenshots-api';

export function CaptureNow({
  userId,
  name,
  online,
  onRequested,
}: {
  userId: string;
  name: string;
  online: boolean;
  /** When the request expires (the server's instant): the gallery polls until then. */
  onRequested: (expiresAt: string) => void;
}) {
  const capture = useRequestCapture();
  const requested = capture.isSuccess && capture.variables === userId;

  if (!online) return <p className="muted shots-capture">{t('screenshots.trackerOffline', { name })}</p>;
  return (
    <div className="shots-capture stack-tight">
      <div>
        <button
          type="button"
          className="button button-primary"
          disabled={capture.isPending}
          aria-busy={capture.isPending}
          onClick={() => capture.mutate(userId, { onSuccess: (answer) => onRequested(answer.command.expiresAt) })}
        >
          {capture.isPending ? t('screenshots.capturing') : t('screenshots.captureNow')}
        </button>
      </div>
      <p role="status" className="shots-capture-status">
        {requested ? t('screenshots.captureRequested', { name }) : ''}
      </p>
      {capture.isError && capture.variables === userId && <ErrorNotice error={capture.error} />}
    </div>
  );
}
