import { describe, expect, it } from 'vitest';
import { hostFromTitle, isBrowser } from './browser-host.js';

describe('hostFromTitle', () => {
  it('takes a host or an address that a part of the title is', () => {
    expect(hostFromTitle('github.com/acme/web — Mozilla Firefox')).toBe('https://github.com');
    expect(hostFromTitle('https://Docs.Example.org/a?b=1 - Google Chrome')).toBe('https://docs.example.org');
    expect(hostFromTitle('Pull request #7 | news.ycombinator.com')).toBe('https://news.ycombinator.com');
    expect(hostFromTitle('localhost.example:8080/x – Chromium')).toBe('https://localhost.example');
  });

  it('guesses nothing from a page name', () => {
    expect(hostFromTitle('Inbox (3) - Google Chrome')).toBeNull();
    expect(hostFromTitle('Release notes v1.2 — Mozilla Firefox')).toBeNull();
    expect(hostFromTitle('')).toBeNull();
  });
});

describe('isBrowser', () => {
  it('knows browsers by their window class, case-insensitively', () => {
    expect(isBrowser('Firefox')).toBe(true);
    expect(isBrowser('Google-chrome')).toBe(true);
    expect(isBrowser('Code')).toBe(false);
  });
});
