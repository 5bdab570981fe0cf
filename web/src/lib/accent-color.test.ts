import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from './accent-color';

describe('the text colour on an accent (as the server has it)', () => {
  it('is white on dark accents and near-black on light ones, at least 4.5:1', () => {
    expect(readableTextColor('#1d4ed8')).toBe('#ffffff');
    expect(readableTextColor('#FACC15')).toBe('#050505');
    for (let grey = 0; grey < 256; grey += 1) {
      const colour = `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(colour, readableTextColor(colour)), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
