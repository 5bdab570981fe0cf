import { describe, expect, it } from 'vitest';
import { unescapedSyntax } from '../../../test/support/markdown.js';
import { escapeMarkdown, markdownFromPlainText } from './markdown.js';

describe('escapeMarkdown', () => {
  it.each([
    '[click me](https://evil.example)',
    '![x](https://evil.example/p.png)',
    '<img src=x onerror=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '**bold** _it_ ~~gone~~ `code`',
    'a | b',
    '&lt;script&gt;',
    'AT&T & co',
    '\\[still escaped\\]',
  ])('leaves no markdown syntax unescaped in %j', (text) => {
    const escaped = escapeMarkdown(text);
    expect(unescapedSyntax(escaped)).toEqual([]);
    // Removing the escapes gives the text back: it renders as written.
    expect(escaped.replace(/\\(.)/g, '$1')).toBe(text);
  });

  it('escapes what would open a block at the start of a line', () => {
    expect(escapeMarkdown('# Heading')).toBe('\\# Heading');
    expect(escapeMarkdown('> quote')).toBe('\\> quote');
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('+ item')).toBe('\\+ item');
    expect(escapeMarkdown('===')).toBe('\\===');
    expect(escapeMarkdown('1. first')).toBe('1\\. first');
    expect(escapeMarkdown('12) twelfth')).toBe('12\\) twelfth');
    expect(escapeMarkdown('Ada-Lovelace 2.0')).toBe('Ada-Lovelace 2.0');
  });

  it('keeps inline text on its line', () => {
    expect(escapeMarkdown('a\nb\r\nc\u0085d\u2028e')).toBe('a b c d e');
    expect(escapeMarkdown('x\n# not a heading')).toBe('x \\# not a heading');
  });
});

describe('markdownFromPlainText', () => {
  it('keeps the lines and bullets of the text and escapes everything else', () => {
    const text = 'Team: 3 h.\nNext line\n\nPeople:\n- [Eve](https://evil.example): 2 h.\n- # Bob';
    expect(markdownFromPlainText(text)).toBe(
      'Team: 3 h.\\\nNext line\n\nPeople:\n- \\[Eve\\]\\(https://evil.example\\): 2 h.\n- \\# Bob',
    );
  });
});
