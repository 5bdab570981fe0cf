// One screenshot in the gallery: its thumbnail (a button opening the viewer), time, the activity of
// its slot, project, and the blurred and requested-live badges in words.
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import type { Screenshot } from './screenshots-api';

export interface Described {
  memberName: string;
  projectName: string;
}

/** The element id of a card's button, which the viewer gives the focus back to. */
export const cardButtonId = (screenshotId: string) => `shot-${screenshotId}`;

export function ScreenshotBadges({ shot }: { shot: Screenshot }) {
  if (!shot.isBlurred && !shot.requestedLive && !shot.blurPending) return null;
  return (
    <ul className="shots-badges">
      {shot.isBlurred && <li className="shots-badge">{t('screenshots.blurred')}</li>}
      {shot.blurPending && <li className="shots-badge">{t('screenshots.blurPending')}</li>}
      {shot.requestedLive && <li className="shots-badge shots-badge-live">{t('screenshots.requestedLive')}</li>}
    </ul>
  );
}

export const activityText = (shot: Screenshot) =>
  shot.activityPercent === null
    ? t('screenshots.noActivity')
    : t('screenshots.activity', { percent: Math.round(shot.activityPercent) });

export function imageAlt(shot: Screenshot, described: Described, time: string) {
  return t('screenshots.imageAlt', { name: described.memberName, time, project: described.projectName });
}

export function ScreenshotCard({
  shot,
  described,
  onOpen,
  onImageError,
}: {
  shot: Screenshot;
  described: Described;
  onOpen: () => void;
  onImageError: () => void;
}) {
  const { format } = useLocalTime();
  const time = format.time(shot.capturedAt);
  return (
    <article className="shots-card">
      <button
        id={cardButtonId(shot.id)}
        type="button"
        className="shots-thumb"
        aria-label={t('screenshots.openLabel', { time, project: described.projectName })}
        onClick={onOpen}
      >
        {shot.blurPending ? (
          // Its files are not served until the background blur has replaced them.
          <span className="shots-thumb-pending">{t('screenshots.blurPendingHint')}</span>
        ) : (
          <img
            src={shot.thumbnailUrl}
            alt={imageAlt(shot, described, time)}
            width={320}
            height={Math.max(1, Math.round((320 * shot.height) / Math.max(1, shot.width)))}
            loading="lazy"
            onError={onImageError}
          />
        )}
      </button>
      <p className="shots-card-time">
        <time dateTime={shot.capturedAt}>{time}</time>
      </p>
      <p className="shots-card-activity">{activityText(shot)}</p>
      <p className="shots-card-project">{described.projectName}</p>
      <ScreenshotBadges shot={shot} />
    </article>
  );
}
