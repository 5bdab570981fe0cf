import { describe, expect, it } from 'vitest';
import { hasVisibleCharacter, nameField } from './text-input.js';

const INVISIBLE = {
  'zero-width space': '\u200B',
  'next line (NEL)': '\u0085',
  'byte-order mark': '\uFEFF',
  'soft hyphen': '\u00AD',
  'right-to-left mark': '\u200F',
  'no-break space': '\u00A0',
  'ideographic space': '\u3000',
  'line separator': '\u2028',
  'combining acute accent alone': '\u0301',
  'Hangul filler': '\u3164',
  'blank Braille pattern': '\u2800',
  'variation selector': '\uFE0F',
  'a mix of them': '\u200B\u200C\u200D\u2060\uFEFF\u0301',
};

describe('hasVisibleCharacter', () => {
  it.each(Object.entries(INVISIBLE))('finds none in %s', (_label, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });

  it.each(['Ada', 'é', 'e\u0301', '李雷', 'José\u200B', '🙂', 'O’Brien', '\u200B.'])('finds one in %j', (text) => {
    expect(hasVisibleCharacter(text)).toBe(true);
  });
});

describe('nameField', () => {
  const field = nameField(20);

  it('accepts names in any script, trimmed', () => {
    expect(field.parse('  Zoë Ångström ')).toBe('Zoë Ångström');
    expect(field.parse('محمد')).toBe('محمد');
  });

  it.each(Object.entries(INVISIBLE))('refuses a name made only of %s', (_label, text) => {
    expect(field.safeParse(text).success).toBe(false);
    expect(field.safeParse(`  ${text}\u200B `).success).toBe(false);
  });

  it('refuses control characters inside a name, and blanks and overlong names as before', () => {
    for (const text of ['Ada\nLovelace', 'Ada\u0085Lovelace', 'Ada\tL', '', '   ', 'x'.repeat(21)])
      expect(field.safeParse(text).success, JSON.stringify(text)).toBe(false);
  });
});
