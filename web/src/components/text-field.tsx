import { useId, type InputHTMLAttributes } from 'react';
import { RequiredMarker } from './required-marker';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** Marks the field "(required)" by the organization's rules, checked by the form itself. */
  marked?: boolean;
}

/** An input with its visible label and, when given, a hint the screen reader reads with it. */
export function TextField({ label, hint, marked, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {marked && <RequiredMarker />}
      </label>
      <input id={id} aria-describedby={hintId} aria-required={marked || undefined} {...input} />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
