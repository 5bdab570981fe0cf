import { describe, expect, it } from 'vitest';
import { checkSlot, siteOf, SlotRuleError, type SlotInput } from './slots.rules.js';

const now = new Date('2026-11-18T12:00:00Z');
const slot = (overrides: Partial<SlotInput> = {}): SlotInput => ({
  startTime: '2026-11-18T11:00:00Z',
  endTime: '2026-11-18T11:10:00Z',
  keyboardSeconds: 200,
  mouseSeconds: 300,
  activeSeconds: 400,
  applications: [],
  urls: [],
  ...overrides,
});
const refusal = (input: SlotInput) => {
  try {
    checkSlot(input, now);
  } catch (error) {
    expect(error).toBeInstanceOf(SlotRuleError);
    return (error as SlotRuleError).message;
  }
  throw new Error('the slot was accepted');
};

describe('checkSlot', () => {
  it('accepts a 10-minute slot and gives its length and usages', () => {
    const checked = checkSlot(
      slot({
        applications: [{ name: ' Visual Studio Code ', seconds: 400 }],
        urls: [{ url: 'https://www.GitHub.com/acme/app/pull/1', seconds: 100 }],
      }),
      now,
    );
    expect(checked.durationSeconds).toBe(600);
    expect(checked.usages).toEqual([
      { kind: 'APP', name: 'Visual Studio Code', seconds: 400 },
      { kind: 'SITE', name: 'github.com', seconds: 100 },
    ]);
  });

  it('merges names that differ only by case, and sites of the same host', () => {
    const checked = checkSlot(
      slot({
        applications: [
          { name: 'Slack', seconds: 100 },
          { name: 'slack', seconds: 50 },
        ],
        urls: [
          { url: 'https://youtube.com/a', seconds: 30 },
          { url: 'www.youtube.com/b', seconds: 20 },
        ],
      }),
      now,
    );
    expect(checked.usages).toEqual([
      { kind: 'APP', name: 'Slack', seconds: 150 },
      { kind: 'SITE', name: 'youtube.com', seconds: 50 },
    ]);
  });

  it('refuses an end not after the start, fractions of seconds and slots over an hour', () => {
    expect(refusal(slot({ endTime: '2026-11-18T11:00:00Z' }))).toMatch(/after startTime/);
    expect(refusal(slot({ endTime: '2026-11-18T10:59:00Z' }))).toMatch(/after startTime/);
    expect(refusal(slot({ endTime: '2026-11-18T11:10:00.500Z' }))).toMatch(/whole seconds/);
    expect(refusal(slot({ startTime: '2026-11-18T09:59:59Z', endTime: '2026-11-18T11:00:00Z' }))).toMatch(/at most/);
    expect(
      checkSlot(slot({ startTime: '2026-11-18T10:00:00Z', endTime: '2026-11-18T11:00:00Z' }), now).durationSeconds,
    ).toBe(3600);
  });

  it('refuses a slot ending more than five minutes ahead of the server', () => {
    expect(checkSlot(slot({ startTime: '2026-11-18T11:55:00Z', endTime: '2026-11-18T12:05:00Z' }), now)).toBeTruthy();
    expect(refusal(slot({ startTime: '2026-11-18T11:55:00Z', endTime: '2026-11-18T12:05:01Z' }))).toMatch(/future/);
  });

  it('refuses activity beyond the slot and input beyond the activity', () => {
    expect(refusal(slot({ activeSeconds: 601, keyboardSeconds: 0, mouseSeconds: 0 }))).toMatch(/activeSeconds/);
    expect(refusal(slot({ activeSeconds: 100, keyboardSeconds: 101, mouseSeconds: 0 }))).toMatch(/keyboardSeconds/);
    expect(refusal(slot({ activeSeconds: 100, keyboardSeconds: 0, mouseSeconds: 101 }))).toMatch(/mouseSeconds/);
  });

  it('refuses applications or URLs adding up to more than the slot', () => {
    expect(
      refusal(
        slot({
          applications: [
            { name: 'Slack', seconds: 400 },
            { name: 'Figma', seconds: 201 },
          ],
        }),
      ),
    ).toMatch(/applications/);
    expect(refusal(slot({ urls: [{ url: 'github.com', seconds: 601 }] }))).toMatch(/URLs/);
    expect(refusal(slot({ urls: [{ url: 'http://', seconds: 1 }] }))).toMatch(/not a URL/);
  });
});

describe('siteOf', () => {
  it('keeps the host, lower-case, without www.', () => {
    expect(siteOf('https://WWW.Example.com:8080/path?q=1')).toBe('example.com');
    expect(siteOf('docs.google.com/document/d/1')).toBe('docs.google.com');
    expect(siteOf('http://localhost:3000')).toBe('localhost');
    expect(siteOf('  ')).toBeNull();
  });
});
