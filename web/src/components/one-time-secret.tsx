// A secret the server shows once (a new API key, a webhook's signing secret): in a read-only field
// to copy to the clipboard, or selected for copying by hand where there is no clipboard.
import { CopyField, type CopyFieldWords } from './copy-field';

interface OneTimeSecretProps {
  secret: string;
  /** What was created and that it is shown only now. */
  message: string;
  /** The field's label, the copy button, what it says after copying or failing to, and the done button. */
  words: CopyFieldWords & { done: string };
  onDone: () => void;
}

export function OneTimeSecret({ secret, message, words, onDone }: OneTimeSecretProps) {
  return (
    <div className="notice notice-success one-time-secret" role="status">
      <p>{message}</p>
      <CopyField value={secret} words={words} />
      <button type="button" className="button button-secondary" onClick={onDone}>
        {words.done}
      </button>
    </div>
  );
}
