import { describe, expect, it } from 'vitest';
import { engineOf, textBlocks, todayIn, yesterdayIn } from './ai-text';

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and gathers bullet lines into lists', () => {
    expect(textBlocks('# Summary\nAda worked 5 h.\n\n- Engine: 3 h\n* Docs: 2 h\nThat is all.')).toEqual([
      { kind: 'paragraph', text: 'Summary\nAda worked 5 h.' },
      { kind: 'list', items: ['Engine: 3 h', 'Docs: 2 h'] },
      { kind: 'paragraph', text: 'That is all.' },
    ]);
  });

  it('keeps markup as text, numbered items as a list, and ignores empty text', () => {
    expect(textBlocks('1. <b>x</b>\r\n2) y')).toEqual([{ kind: 'list', items: ['<b>x</b>', 'y'] }]);
    expect(textBlocks('  \n\n')).toEqual([]);
  });
});

describe('days', () => {
  it('takes yesterday and today in the given zone, not the browser’s', () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(todayIn(now, 'UTC')).toBe('2026-03-10');
    expect(yesterdayIn(now, 'UTC')).toBe('2026-03-09');
    expect(yesterdayIn(now, 'Asia/Tokyo')).toBe('2026-03-10');
    expect(yesterdayIn(new Date('2026-03-01T05:00:00Z'), 'America/New_York')).toBe('2026-02-28');
  });
});

describe('engineOf', () => {
  it('names the built-in engine or the OpenAI model', () => {
    expect(engineOf('builtin')).toEqual({ kind: 'builtin' });
    expect(engineOf('openai:gpt-4o-mini')).toEqual({ kind: 'openai', model: 'gpt-4o-mini' });
  });
});
