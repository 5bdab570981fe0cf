import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate, type Catalogue } from './catalogue';
import { en } from './en';

describe('the message catalogue', () => {
  const t = createTranslator(en);

  it('looks messages up by key and fills their slots', () => {
    expect(t('signIn.title')).toBe('Sign in');
    expect(t('signIn.codeSent', { email: 'ada@example.com', minutes: 10 })).toBe(
      'We sent a 6-digit code to ada@example.com. It works for 10 minutes.',
    );
  });

  it('leaves a slot without a value visible, so the mistake shows', () => {
    expect(interpolate('Hello {name} and {other}', { name: 'Ada' })).toBe('Hello Ada and {other}');
  });

  it('takes a translation as a file with the same keys', () => {
    const pirate = structuredClone(en) as unknown as Catalogue;
    pirate.signIn.title = 'Come aboard';
    expect(createTranslator(pirate)('signIn.title')).toBe('Come aboard');
  });

  it('has no empty message', () => {
    const empty = Object.entries(en).flatMap(([section, messages]) =>
      Object.entries(messages)
        .filter(([, text]) => text.trim() === '')
        .map(([name]) => `${section}.${name}`),
    );
    expect(empty).toEqual([]);
  });
});
