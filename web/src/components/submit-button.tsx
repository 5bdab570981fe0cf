import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** A form's submit button that says what is happening while the request runs. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
