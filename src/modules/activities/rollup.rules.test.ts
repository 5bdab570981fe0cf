import { describe, expect, it } from 'vitest';
import { splitByWholeDays } from './rollup.rules.js';

const at = (iso: string) => new Date(iso);

describe('splitByWholeDays', () => {
  it('reads whole days from the rollup and the partial days at both ends from the slots', () => {
    expect(splitByWholeDays(at('2026-11-11T15:00:00Z'), at('2026-11-18T15:00:00Z'))).toEqual({
      days: { from: '2026-11-12', to: '2026-11-18' },
      edges: [
        { from: at('2026-11-11T15:00:00Z'), to: at('2026-11-12T00:00:00Z') },
        { from: at('2026-11-18T00:00:00Z'), to: at('2026-11-18T15:00:00Z') },
      ],
    });
  });

  it('has no edges when the range is whole days', () => {
    expect(splitByWholeDays(at('2026-08-25T00:00:00Z'), at('2026-11-23T00:00:00Z'))).toEqual({
      days: { from: '2026-08-25', to: '2026-11-23' },
      edges: [],
    });
  });

  it('reads a range inside one day, or across one midnight without a whole day, from the slots alone', () => {
    expect(splitByWholeDays(at('2026-11-18T09:00:00Z'), at('2026-11-18T17:00:00Z'))).toEqual({
      days: null,
      edges: [{ from: at('2026-11-18T09:00:00Z'), to: at('2026-11-18T17:00:00Z') }],
    });
    expect(splitByWholeDays(at('2026-11-17T20:00:00Z'), at('2026-11-18T04:00:00Z')).days).toBeNull();
  });

  it('takes one whole day bounded by partial ones', () => {
    const split = splitByWholeDays(at('2026-11-16T23:59:59Z'), at('2026-11-18T00:00:01Z'));
    expect(split.days).toEqual({ from: '2026-11-17', to: '2026-11-18' });
    expect(split.edges).toHaveLength(2);
  });
});
