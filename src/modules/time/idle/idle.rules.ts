import type { Span } from '../time.rules.js';

type IdleAction = 'KEEP' | 'DISCARD' | 'SPLIT_OFFLINE';

interface IdleEntry extends Span {
  idleSeconds: number;
}

interface IdleResolution {
  /** Changes to the entry the idle time was detected in; empty for KEEP. */
  entry: Partial<{
    end: Date | null;
    idleSeconds: number;
    isOffline: boolean;
    isBillable: boolean;
    notes: string | null;
  }>;
  /** The idle span as an offline, non-billable entry (SPLIT_OFFLINE). */
  offlineSpan: { start: Date; end: Date } | null;
  /** For a running timer split in two: tracking resumes from here in a new running entry. */
  resumeAt: Date | null;
}

export class IdleRuleError extends Error {}

/**
 * What an idle answer does to an entry. The idle span is the last `idleSeconds` before the
 * entry's end, or before `now` while it runs (the tracker asks when the person comes back).
 */
export function resolveIdle(
  entry: IdleEntry,
  action: IdleAction,
  idleSeconds: number,
  now: Date,
  customNotes?: string,
): IdleResolution {
  if (!Number.isInteger(idleSeconds) || idleSeconds <= 0)
    throw new IdleRuleError('idleSeconds must be a positive whole number');
  const anchor = entry.end ?? now;
  const spanSeconds = Math.floor((anchor.getTime() - entry.start.getTime()) / 1000);
  const unresolved = spanSeconds - entry.idleSeconds;
  if (idleSeconds > unresolved) {
    throw new IdleRuleError(
      `The entry has only ${Math.max(0, unresolved)} seconds of tracked time left to resolve, not ${idleSeconds}`,
    );
  }

  switch (action) {
    case 'KEEP':
      return { entry: {}, offlineSpan: null, resumeAt: null };
    case 'DISCARD':
      return { entry: { idleSeconds: entry.idleSeconds + idleSeconds }, offlineSpan: null, resumeAt: null };
    case 'SPLIT_OFFLINE': {
      const idleStart = new Date(anchor.getTime() - idleSeconds * 1000);
      if (idleStart.getTime() <= entry.start.getTime()) {
        // The whole entry was idle: it becomes the offline entry itself.
        return {
          entry: {
            end: anchor,
            isOffline: true,
            isBillable: false,
            ...(customNotes !== undefined ? { notes: customNotes } : {}),
          },
          offlineSpan: null,
          resumeAt: entry.end === null ? anchor : null,
        };
      }
      if (entry.idleSeconds > (idleStart.getTime() - entry.start.getTime()) / 1000) {
        throw new IdleRuleError('Discarded idle time already exceeds what would remain before the split');
      }
      return {
        entry: { end: idleStart },
        offlineSpan: { start: idleStart, end: anchor },
        resumeAt: entry.end === null ? anchor : null,
      };
    }
  }
}
