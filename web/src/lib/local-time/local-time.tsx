// The time zone and week a signed-in person's screens use: their own zone when they set one, else
// their organization's (GET /auth/me), and the organization's first day of the week. The app shell
// provides it; screens format through `useLocalTime().format`, never in the browser's zone, so a
// person travelling sees the same days and times as at home (docs/time-zones.md, "The web app").
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createFormatters, type Formatters } from '../format';

export interface LocalTime {
  /** IANA zone every time and day on screen is in. */
  timeZone: string;
  /** ISO weekday weeks start on (1 Monday … 7 Sunday); null while the organization's calendar loads. */
  firstDayOfWeek: number | null;
  format: Formatters;
}

const browserLocales = () => (typeof navigator === 'undefined' ? ['en'] : navigator.languages);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// Outside a signed-in screen (sign-in, public pages) there is no organization: the browser's zone.
const LocalTimeContext = createContext<LocalTime | null>(null);

/** The zone a member sees: their own when set, else the organization's. */
export function zoneOf(organization: { timeZone: string; myTimeZone: string | null }): string {
  return organization.myTimeZone ?? organization.timeZone;
}

export function LocalTimeProvider({
  timeZone,
  firstDayOfWeek,
  children,
}: {
  timeZone: string | undefined;
  firstDayOfWeek: number | undefined;
  children: ReactNode;
}) {
  const value = useMemo<LocalTime>(() => {
    const zone = timeZone ?? browserZone();
    return {
      timeZone: zone,
      firstDayOfWeek: firstDayOfWeek ?? null,
      format: createFormatters({ locales: browserLocales(), timeZone: zone }),
    };
  }, [timeZone, firstDayOfWeek]);
  return <LocalTimeContext.Provider value={value}>{children}</LocalTimeContext.Provider>;
}

let fallback: LocalTime | null = null;

export function useLocalTime(): LocalTime {
  const provided = useContext(LocalTimeContext);
  if (provided) return provided;
  fallback ??= {
    timeZone: browserZone(),
    firstDayOfWeek: 1,
    format: createFormatters({ locales: browserLocales(), timeZone: browserZone() }),
  };
  return fallback;
}
