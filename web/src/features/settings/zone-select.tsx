import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../lib/i18n';
import { timeZoneNames } from './settings-queries';
import { searchZones, zoneOptions, type ZoneOption } from './zone-search';

interface ZoneSelectProps {
  label: string;
  hint: string;
  value: string;
  onChange: (zone: string) => void;
  /** A first choice with value '' (e.g. "the organization's"), when the zone may be left unset. */
  emptyLabel?: string;
}

/** What a choice in the list stands for: a zone, or "left unset" (emptyLabel). */
type Choice = { value: string; text: string; offset: string | null };

/** "America/New York": the IANA name as it is read. */
const zoneText = (name: string) => name.replace(/_/g, ' ');

const choiceOf = (zone: ZoneOption): Choice => ({
  value: zone.name,
  text: zoneText(zone.name),
  offset: zone.offsetLabel,
});

/**
 * A time zone picker over the browser's IANA zones, searched by city, region or offset (the ARIA
 * combobox pattern: type to narrow the list, arrows to move, Enter to choose, Escape to leave).
 * Each zone shows its offset now; a stored zone the browser lacks stays offered.
 */
export function ZoneSelect({ label, hint, value, onChange, emptyLabel }: ZoneSelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const options = useMemo(() => {
    const names = timeZoneNames();
    return zoneOptions(value === '' || names.includes(value) ? names : [value, ...names], new Date());
  }, [value]);
  // null: not typing, the field shows the chosen zone.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const choices = useMemo(() => {
    const zones = searchZones(options, query ?? '').map(choiceOf);
    const unset =
      emptyLabel !== undefined && (query ?? '') === '' ? [{ value: '', text: emptyLabel, offset: null }] : [];
    return [...unset, ...zones];
  }, [options, query, emptyLabel]);
  const chosen = value === '' ? (emptyLabel ?? '') : zoneText(value);
  const chosenOffset = options.find((zone) => zone.name === value)?.offsetLabel;

  useEffect(() => {
    if (open) listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    setOpen(true);
    setActive(
      Math.max(
        0,
        choices.findIndex((choice) => choice.value === value),
      ),
    );
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (choice: Choice | undefined) => {
    if (choice) onChange(choice.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      if (!open) openList();
      else setActive(Math.min(Math.max(to, 0), last));
    };
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'PageDown') move(active + 10);
    else if (event.key === 'PageUp') move(active - 10);
    else if (event.key === 'Enter' && open) {
      // Choosing from the list, not submitting the form around it.
      event.preventDefault();
      choose(choices[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="field zone-select">
      <label htmlFor={id}>{label}</label>
      <div className="zone-select-control">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && choices[active] ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          value={query ?? chosen}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => (open ? close() : openList())}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul
          id={listId}
          ref={listRef}
          role="listbox"
          aria-label={t('settings.zoneChoices')}
          className="zone-select-list"
          hidden={!open}
        >
          {open &&
            choices.map((choice, index) => (
              <li
                key={choice.value}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={choice.value === value ? 'zone-select-chosen' : undefined}
                // Before the field's blur, which would close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(choice)}
              >
                <span>{choice.text}</span>
                {choice.offset && (
                  <>
                    {/* Heard, not seen: "Europe/Berlin, UTC+01:00" rather than the two run together. */}
                    <span className="zone-select-pause">, </span>
                    <span className="zone-select-offset">{choice.offset}</span>
                  </>
                )}
              </li>
            ))}
        </ul>
      </div>
      {open && choices.length === 0 && (
        <p className="field-hint" role="status">
          {t('settings.zoneNoMatch', { query: query ?? '' })}
        </p>
      )}
      <p id={`${id}-hint`} className="field-hint">
        {chosenOffset && `${t('settings.zoneOffsetNow', { offset: chosenOffset })} `}
        {hint} {t('settings.zoneSearchHint')}
      </p>
    </div>
  );
}
