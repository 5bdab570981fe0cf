import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextColor } from './accent-color.js';

const hex = (value: number) => `#${value.toString(16).padStart(6, '0')}`;

describe('the text colour on an accent', () => {
  it('is white on dark accents and near-black on light ones', () => {
    expect(readableTextColor('#000000')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#1d4ed8')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#7c3aed')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#ffffff')).toBe(DARK_TEXT);
    expect(readableTextColor('#FACC15')).toBe(DARK_TEXT);
    expect(readableTextColor('#22c55e')).toBe(DARK_TEXT);
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // A well-known pair: #767676 on white is just over 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('reaches 4.5:1 on every grey and on a sweep of colours, and is the better of the two', () => {
    const colours = [
      ...Array.from({ length: 256 }, (_, grey) => hex(grey * 0x010101)),
      ...Array.from({ length: 4096 }, (_, index) => hex(index * 4099)),
    ];
    for (const colour of colours) {
      const text = readableTextColor(colour);
      const other = text === LIGHT_TEXT ? DARK_TEXT : LIGHT_TEXT;
      expect(contrastRatio(colour, text), colour).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, text)).toBeGreaterThanOrEqual(contrastRatio(colour, other));
    }
  });
});
