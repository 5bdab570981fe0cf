import { useEffect, useRef } from 'react';
import { t } from '../../lib/i18n';

interface MenuButtonProps {
  open: boolean;
  /** The ids of what it shows and hides, space-separated. */
  controls: string;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * Opens and closes the header's menu on phones, as a disclosure: aria-expanded says which; Escape
 * closes it and gives the focus back to this button. Hidden at desktop widths (styles.css).
 */
export function MenuButton({ open, controls, onToggle, onClose }: MenuButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      button.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  return (
    <button
      ref={button}
      type="button"
      className="button button-secondary menu-button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={open ? CLOSE_ICON : MENU_ICON} />
      </svg>
      {t('shell.menu')}
    </button>
  );
}

const MENU_ICON = 'M3 6h18v2H3Zm0 5h18v2H3Zm0 5h18v2H3Z';
const CLOSE_ICON = 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z';
