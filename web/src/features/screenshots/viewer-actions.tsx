// Blur and delete in the viewer, each after an explicit yes: a blur deletes the sharp image and a
// delete the screenshot, and neither can be undone. A failure stays beside the question.
import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../../components';
import { t } from '../../lib/i18n';
import { useBlurScreenshot, useDeleteScreenshot, type Screenshot } from './screenshots-api';

type Asking = 'blur' | 'delete' | null;

export function ViewerActions({
  shot,
  canBlur,
  canDelete,
  onAskingChange,
  onDeleted,
  onFocusLost,
}: {
  shot: Screenshot;
  canBlur: boolean;
  canDelete: boolean;
  /** The viewer leaves the arrow keys to the question while one is open. */
  onAskingChange: (asking: boolean) => void;
  onDeleted: () => void;
  /** Where the focus goes when no button of these is left (a member's own blur). */
  onFocusLost: () => void;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const blur = useBlurScreenshot();
  const remove = useDeleteScreenshot();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const blurButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const askedBefore = useRef<Asking>(null);

  useEffect(() => {
    onAskingChange(asking !== null);
    if (asking) confirmButton.current?.focus();
    // Back to the button that asked; after a blur that button is gone, so to the one beside it.
    else if (askedBefore.current) {
      const back = askedBefore.current === 'blur' ? blurButton.current : deleteButton.current;
      const target = back ?? deleteButton.current;
      if (target) target.focus();
      else onFocusLost();
    }
    askedBefore.current = asking;
  }, [asking, onAskingChange, onFocusLost]);

  const ask = (what: Asking) => {
    blur.reset();
    remove.reset();
    setAsking(what);
  };
  const cancel = () => setAsking(null);
  const confirm = () => {
    if (asking === 'blur') blur.mutate(shot.id, { onSuccess: cancel });
    if (asking === 'delete') remove.mutate(shot.id, { onSuccess: onDeleted });
  };
  const busy = blur.isPending || remove.isPending;
  const showBlur = canBlur && !shot.isBlurred && !shot.blurPending;
  if (!showBlur && !canDelete) return null;

  if (asking)
    return (
      <div className="shots-confirm" role="group" aria-labelledby={`ask-${shot.id}`}>
        <p id={`ask-${shot.id}`} className="shots-confirm-question">
          {asking === 'blur' ? t('screenshots.blurQuestion') : t('screenshots.deleteQuestion')}
        </p>
        <div className="row">
          <button
            ref={confirmButton}
            type="button"
            className="button button-danger"
            disabled={busy}
            aria-busy={busy}
            onClick={confirm}
          >
            {asking === 'blur'
              ? blur.isPending
                ? t('screenshots.blurring')
                : t('screenshots.blurYes')
              : remove.isPending
                ? t('screenshots.deleting')
                : t('screenshots.deleteYes')}
          </button>
          <button type="button" className="button button-secondary" onClick={cancel}>
            {t('screenshots.cancel')}
          </button>
        </div>
        {(blur.isError || remove.isError) && <ErrorNotice error={blur.error ?? remove.error} />}
      </div>
    );

  return (
    <div className="row shots-actions">
      {showBlur && (
        <button ref={blurButton} type="button" className="button button-secondary" onClick={() => ask('blur')}>
          {t('screenshots.blur')}
        </button>
      )}
      {canDelete && (
        <button ref={deleteButton} type="button" className="button button-secondary" onClick={() => ask('delete')}>
          {t('screenshots.delete')}
        </button>
      )}
    </div>
  );
}
