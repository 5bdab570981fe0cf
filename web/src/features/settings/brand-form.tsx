import { useId, useState, type FormEvent } from 'react';
import { ACCENT_COLOR_PATTERN, readableTextColor } from '../../lib/accent-color';
import { t } from '../../lib/i18n';
import { useSaveCalendar } from './settings-queries';
import { SettingsFormFooter } from './settings-form-footer';

/** What the colour picker shows while no accent is set: the app's own primary colour. */
const DEFAULT_PICKER = '#1f4e79';

/**
 * The organization's accent colour (the portal, the invitation page and emails), with a preview of
 * a header and a button in it, in the text colour readable on it.
 */
export function BrandForm({
  saved,
  organizationName,
}: {
  saved: { accentColor: string | null };
  organizationName: string;
}) {
  const id = useId();
  const save = useSaveCalendar();
  const [color, setColor] = useState(saved.accentColor ?? '');
  const [done, setDone] = useState(false);
  const valid = color === '' || ACCENT_COLOR_PATTERN.test(color);
  const accent = color !== '' && valid ? color.toLowerCase() : null;

  const reset = () => {
    setColor(saved.accentColor ?? '');
    save.reset();
    setDone(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!valid) return;
    save.mutate({ accentColor: accent }, { onSuccess: () => setDone(true) });
  };

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.brandTitle')}</h2>
      <p>{t('settings.brandIntro')}</p>
      <div className="field">
        <label htmlFor={`${id}-hex`}>{t('settings.accentColor')}</label>
        <div className="brand-color-inputs">
          <input
            type="color"
            aria-label={t('settings.accentPicker')}
            value={accent ?? DEFAULT_PICKER}
            onChange={(event) => setColor(event.target.value)}
          />
          <input
            id={`${id}-hex`}
            type="text"
            inputMode="text"
            maxLength={7}
            placeholder="#1d4ed8"
            value={color}
            spellCheck={false}
            aria-invalid={!valid || undefined}
            aria-describedby={`${id}-hint${valid ? '' : ` ${id}-error`}`}
            onChange={(event) => setColor(event.target.value.trim())}
          />
          <button
            type="button"
            className="button button-secondary"
            disabled={color === ''}
            onClick={() => setColor('')}
          >
            {t('settings.accentClear')}
          </button>
        </div>
        <p id={`${id}-hint`} className="field-hint">
          {t('settings.accentHint')}
        </p>
        {!valid && (
          <p id={`${id}-error`} className="notice notice-error" role="alert">
            {t('settings.accentInvalid')}
          </p>
        )}
      </div>
      <figure className="brand-preview" aria-label={t('settings.accentPreview')}>
        <div
          className="brand-preview-header"
          data-testid="brand-preview"
          style={accent ? { background: accent, color: readableTextColor(accent) } : undefined}
        >
          {organizationName}
        </div>
        <div className="brand-preview-body">
          <span
            className="brand-preview-button"
            style={accent ? { background: accent, color: readableTextColor(accent), borderColor: accent } : undefined}
          >
            {t('settings.accentPreviewButton')}
          </span>
        </div>
        <figcaption className="field-hint">
          {accent ? t('settings.accentPreviewCaption') : t('settings.accentPreviewNone')}
        </figcaption>
      </figure>
      <SettingsFormFooter done={done} save={save} onCancel={reset} />
    </form>
  );
}
