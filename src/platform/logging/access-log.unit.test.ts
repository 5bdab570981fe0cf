import { describe, expect, it } from 'vitest';
import { milliseconds } from './access-log.js';

describe('milliseconds', () => {
  it('writes a duration to the microsecond, as a JSON number', () => {
    expect(milliseconds(11.948349000000235)).toBe('11.948');
    expect(milliseconds(5)).toBe('5.000');
    expect(milliseconds(0.05)).toBe('0.050');
    expect(milliseconds(0.0004)).toBe('0.000');
    expect(milliseconds(1234.5678)).toBe('1234.568');
    expect(JSON.parse(milliseconds(0.007))).toBe(0.007);
  });

  it('carries a rounded-up fraction into the whole milliseconds', () => {
    expect(milliseconds(1.9996)).toBe('2.000');
    expect(milliseconds(9.9999)).toBe('10.000');
  });
});
