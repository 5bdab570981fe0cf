import { describe, expect, it } from 'vitest';
import { numbersIn, ungroundedNumbers } from './grounding.rules.js';

describe('grounding', () => {
  it('finds numbers with thousands separators and decimals', () => {
    expect(numbersIn('Ada logged 12.5 h worth 1,234.50 on 2026-11-16')).toEqual([12.5, 1234.5, 2026, -11, -16]);
  });

  it('accepts figures present in the sources and reports the others', () => {
    const sources = [JSON.stringify({ hours: 12.5, billableAmount: 1234.5, from: '2026-11-16' })];
    expect(ungroundedNumbers('Ada logged 12.5 h (1,234.50) since 2026-11-16.', sources)).toEqual([]);
    expect(ungroundedNumbers('Ada logged 14 h.', sources)).toEqual([14]);
  });
});
