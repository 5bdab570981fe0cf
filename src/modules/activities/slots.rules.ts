/** Pure rules of activity slots: bounds a tracker's upload must respect. No database, no clock. */

/** Trackers cut activity into 10-minute slots by default; a slot may be as long as this. */
export const MAX_SLOT_SECONDS = 60 * 60;
/** How far a slot's end may lie ahead of the server's clock (a tracker's clock may run fast). */
const CLOCK_SKEW_SECONDS = 5 * 60;

export interface UsageInput {
  name: string;
  seconds: number;
}

export interface SlotInput {
  startTime: string;
  endTime: string;
  keyboardSeconds: number;
  mouseSeconds: number;
  activeSeconds: number;
  applications: UsageInput[];
  urls: Array<{ url: string; seconds: number }>;
}

export interface Usage {
  kind: 'APP' | 'SITE';
  name: string;
  seconds: number;
}

interface CheckedSlot {
  start: Date;
  end: Date;
  durationSeconds: number;
  usages: Usage[];
}

export class SlotRuleError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'SlotRuleError';
  }
}

/** The host of a URL, lower-case and without a leading "www."; a bare host name is taken as is. */
export function siteOf(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname;
  } catch {
    return null;
  }
  host = host.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  return host === '' ? null : host;
}

/** Sums the seconds of names that differ only by case (the first spelling is kept). */
function merge(kind: Usage['kind'], items: Array<{ name: string; seconds: number }>): Usage[] {
  const byKey = new Map<string, Usage>();
  for (const item of items) {
    const key = item.name.toLowerCase();
    const known = byKey.get(key);
    if (known) known.seconds += item.seconds;
    else byKey.set(key, { kind, name: item.name, seconds: item.seconds });
  }
  return [...byKey.values()].filter((usage) => usage.seconds > 0);
}

/**
 * Checks a slot's bounds: end after start, no longer than MAX_SLOT_SECONDS, not ahead of `now`
 * beyond the clock skew, input seconds within the active seconds and those within the slot, and
 * foreground applications (and sites) adding up to no more than the slot.
 */
export function checkSlot(input: SlotInput, now: Date): CheckedSlot {
  const start = new Date(input.startTime);
  const end = new Date(input.endTime);
  const durationMs = end.getTime() - start.getTime();
  if (durationMs <= 0)
    throw new SlotRuleError('endTime must be after startTime', 'Send the slot with its real bounds.');
  if (durationMs % 1000 !== 0)
    throw new SlotRuleError('Slot bounds must be whole seconds', 'Round startTime and endTime to the second.');
  const durationSeconds = durationMs / 1000;
  if (durationSeconds > MAX_SLOT_SECONDS)
    throw new SlotRuleError(
      `A slot lasts at most ${MAX_SLOT_SECONDS} seconds`,
      'Cut activity into 10-minute slots (the default) and upload each.',
    );
  if (end.getTime() > now.getTime() + CLOCK_SKEW_SECONDS * 1000)
    throw new SlotRuleError('The slot ends in the future', "Check the computer's clock; upload slots once they end.");
  if (input.activeSeconds > durationSeconds)
    throw new SlotRuleError('activeSeconds exceeds the slot length', 'Active seconds are counted within the slot.');
  if (input.keyboardSeconds > input.activeSeconds || input.mouseSeconds > input.activeSeconds)
    throw new SlotRuleError(
      'keyboardSeconds and mouseSeconds cannot exceed activeSeconds',
      'A second with keyboard or mouse input is an active second.',
    );
  const applications = merge(
    'APP',
    input.applications.map((app) => ({ name: app.name.trim(), seconds: app.seconds })),
  );
  const sites: Array<{ name: string; seconds: number }> = [];
  for (const visit of input.urls) {
    const site = siteOf(visit.url);
    if (!site) throw new SlotRuleError(`'${visit.url}' is not a URL or host name`, 'Send the page address.');
    sites.push({ name: site, seconds: visit.seconds });
  }
  const usages = [...applications, ...merge('SITE', sites)];
  for (const kind of ['APP', 'SITE'] as const) {
    const total = usages.filter((usage) => usage.kind === kind).reduce((sum, usage) => sum + usage.seconds, 0);
    if (total > durationSeconds)
      throw new SlotRuleError(
        `The ${kind === 'APP' ? 'applications' : 'URLs'}' seconds add up to more than the slot`,
        'Only one application (and one page) is in the foreground at a time: seconds add up to the slot at most.',
      );
  }
  return { start, end, durationSeconds, usages };
}
