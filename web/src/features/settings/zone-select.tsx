import { useId } from 'react';
import { timeZoneNames } from './settings-queries';

interface ZoneSelectProps {
  label: string;
  hint: string;
  value: string;
  onChange: (zone: string) => void;
  /** A first option with value '' (e.g. "the organization's"), when the zone may be left unset. */
  emptyLabel?: string;
}

/** A time zone picker over the browser's IANA zones; a stored zone the browser lacks stays listed. */
export function ZoneSelect({ label, hint, value, onChange, emptyLabel }: ZoneSelectProps) {
  const id = useId();
  const names = timeZoneNames();
  const options = value === '' || names.includes(value) ? names : [value, ...names];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value)}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
    </div>
  );
}
