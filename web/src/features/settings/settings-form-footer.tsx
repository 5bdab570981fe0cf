import { FormActions } from '../../components';
import { t } from '../../lib/i18n';

interface SettingsFormFooterProps {
  /** The last save succeeded: said in the form's status line. */
  done: boolean;
  save: { error: unknown; isPending: boolean };
  onCancel: () => void;
  /** The button's and status line's words, when a form has its own. */
  words?: { save: string; saving: string; saved: string };
}

/** Every settings form ends alike: "Saved." once saved, the server's refusal, Save and Cancel. */
export function SettingsFormFooter({ done, save, onCancel, words }: SettingsFormFooterProps) {
  return (
    <>
      <div role="status" className={done ? 'notice notice-info' : undefined}>
        {done ? (words?.saved ?? t('settings.saved')) : null}
      </div>
      <FormActions
        error={save.error}
        busy={save.isPending}
        busyLabel={words?.saving ?? t('settings.saving')}
        submitLabel={words?.save ?? t('settings.save')}
        onCancel={onCancel}
      />
    </>
  );
}
