// The full-size viewer: a modal dialog over the gallery with the image, its facts, Previous/Next
// (and the arrow keys), blur and delete. Escape or Close ends it; the gallery then gives the focus
// back to the card of the screenshot last shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { activityText, imageAlt, ScreenshotBadges, type Described } from './screenshot-card';
import type { Screenshot } from './screenshots-api';
import { ViewerActions } from './viewer-actions';

interface ViewerProps {
  items: readonly Screenshot[];
  index: number;
  describe: (shot: Screenshot) => Described;
  canBlur: (shot: Screenshot) => boolean;
  canDelete: (shot: Screenshot) => boolean;
  onIndex: (index: number) => void;
  onDeleted: (index: number) => void;
  onClose: () => void;
  onImageError: () => void;
}

export function ScreenshotViewer(props: ViewerProps) {
  const { items, index, describe, onIndex, onClose } = props;
  const { format } = useLocalTime();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const shot = items[index]!;
  const described = describe(shot);
  const time = format.time(shot.capturedAt);
  const focusClose = useCallback(() => closeButton.current?.focus(), []);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const step = useCallback(
    (by: number) => {
      const next = index + by;
      if (next >= 0 && next < items.length) onIndex(next);
    },
    [index, items.length, onIndex],
  );

  // On the document, not the dialog: the keys work wherever the focus is while the dialog is open.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A question waiting for its answer keeps the keys.
      if (asking || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'ArrowRight') step(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [asking, step]);

  return (
    <dialog
      ref={dialog}
      className="shots-viewer"
      aria-labelledby="shots-viewer-title"
      onCancel={(event) => {
        // Escape: the gallery closes it, so the focus goes back to the right card.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="shots-viewer-head">
        <h2 id="shots-viewer-title">
          {t('screenshots.viewerTitle', { time })}{' '}
          <span className="muted shots-position">
            {t('screenshots.position', { index: index + 1, total: items.length })}
          </span>
        </h2>
        <button ref={closeButton} type="button" className="button button-secondary" onClick={onClose}>
          {t('screenshots.close')}
        </button>
      </div>
      <div className="shots-viewer-image">
        {shot.blurPending ? (
          <p className="shots-thumb-pending">{t('screenshots.blurPendingHint')}</p>
        ) : (
          <img
            key={shot.imageUrl}
            src={shot.imageUrl}
            alt={imageAlt(shot, described, time)}
            width={shot.width}
            height={shot.height}
            onError={props.onImageError}
          />
        )}
      </div>
      <div className="shots-viewer-facts">
        <p>
          <strong>{described.memberName}</strong> · {described.projectName} · {format.dateTime(shot.capturedAt)} ·{' '}
          {activityText(shot)}
        </p>
        <ScreenshotBadges shot={shot} />
      </div>
      <div className="shots-viewer-foot">
        {/* aria-disabled, not disabled: a button the focus is on stays focusable at either end. */}
        <div className="row">
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={index === 0}
            onClick={() => step(-1)}
          >
            {t('screenshots.previous')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={index === items.length - 1}
            onClick={() => step(1)}
          >
            {t('screenshots.next')}
          </button>
        </div>
        <ViewerActions
          key={shot.id}
          shot={shot}
          canBlur={props.canBlur(shot)}
          canDelete={props.canDelete(shot)}
          onAskingChange={setAsking}
          onDeleted={() => props.onDeleted(index)}
          onFocusLost={focusClose}
        />
      </div>
      <p className="muted shots-keyboard-hint">{t('screenshots.keyboardHint')}</p>
    </dialog>
  );
}
