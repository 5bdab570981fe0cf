import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  /** Also off while the form cannot be sent (e.g. a field outside its allowed length). */
  disabled?: boolean;
}

/** A form's submit button that says what is happening while the request runs. */
export function SubmitButton({ busy, busyLabel, children, disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button-primary" disabled={busy || disabled} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
