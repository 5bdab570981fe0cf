import { describe, expect, it } from 'vitest';
import { breakdown, classify, normalizePattern, percent, type Rule } from './classify.rules.js';

const none: Rule[] = [];

describe('classify with the built-in rules', () => {
  it('puts editors and terminals in development, productive', () => {
    for (const app of ['Visual Studio Code', 'IntelliJ IDEA', 'Terminal', 'iTerm2', 'Windows PowerShell'])
      expect(classify(none, 'APP', app), app).toMatchObject({ category: 'development', productivity: 'PRODUCTIVE' });
  });

  it('puts chat and mail in communication, video and social sites in unproductive ones', () => {
    expect(classify(none, 'APP', 'Slack')).toMatchObject({ category: 'communication', productivity: 'NEUTRAL' });
    expect(classify(none, 'APP', 'Mail')).toMatchObject({ category: 'communication' });
    expect(classify(none, 'SITE', 'mail.google.com')).toMatchObject({ category: 'communication' });
    expect(classify(none, 'SITE', 'm.youtube.com')).toMatchObject({ category: 'video', productivity: 'UNPRODUCTIVE' });
    expect(classify(none, 'SITE', 'www.reddit.com')).toMatchObject({
      category: 'social',
      productivity: 'UNPRODUCTIVE',
    });
    expect(classify(none, 'SITE', 'github.com')).toMatchObject({ category: 'development', source: 'BUILT_IN' });
  });

  it('matches whole words of an application name and whole hosts of a site', () => {
    expect(classify(none, 'APP', 'Xcodebuild Helper')).toMatchObject({ category: 'uncategorized' });
    expect(classify(none, 'SITE', 'notyoutube.com')).toMatchObject({ category: 'uncategorized', source: 'DEFAULT' });
    expect(classify(none, 'APP', 'Some Game')).toEqual({
      category: 'uncategorized',
      productivity: 'NEUTRAL',
      source: 'DEFAULT',
    });
  });

  it('prefers the most specific pattern', () => {
    // "google.com" alone is unknown; docs.google.com is documents, mail.google.com communication.
    expect(classify(none, 'SITE', 'docs.google.com')).toMatchObject({ category: 'documents' });
    expect(classify(none, 'SITE', 'google.com')).toMatchObject({ category: 'uncategorized' });
    const rules: Rule[] = [
      { kind: 'SITE', pattern: 'google.com', category: 'research', productivity: 'PRODUCTIVE' },
      { kind: 'SITE', pattern: 'news.google.com', category: 'news', productivity: 'UNPRODUCTIVE' },
    ];
    expect(classify(rules, 'SITE', 'news.google.com')).toMatchObject({ category: 'news' });
    expect(classify(rules, 'SITE', 'scholar.google.com')).toMatchObject({ category: 'research' });
  });
});

describe("an organization's rules", () => {
  it('override the built-in ones, even less specific ones', () => {
    const rules: Rule[] = [
      { kind: 'SITE', pattern: 'YouTube.com', category: 'training', productivity: 'PRODUCTIVE' },
      { kind: 'APP', pattern: 'slack', category: 'communication', productivity: 'PRODUCTIVE' },
    ];
    expect(classify(rules, 'SITE', 'www.youtube.com')).toEqual({
      category: 'training',
      productivity: 'PRODUCTIVE',
      source: 'ORGANIZATION',
    });
    expect(classify(rules, 'APP', 'Slack')).toMatchObject({ productivity: 'PRODUCTIVE', source: 'ORGANIZATION' });
    expect(classify(rules, 'APP', 'Discord')).toMatchObject({ productivity: 'NEUTRAL', source: 'BUILT_IN' });
  });

  it('are compared normalized', () => {
    expect(normalizePattern('SITE', ' WWW.Example.COM. ')).toBe('example.com');
    expect(normalizePattern('APP', '  Visual Studio ')).toBe('visual studio');
  });
});

describe('breakdown', () => {
  it('counts applications by their class and browser time by the sites visited', () => {
    const result = breakdown(none, [
      { kind: 'APP', name: 'Visual Studio Code', seconds: 3000 },
      { kind: 'APP', name: 'Slack', seconds: 600 },
      { kind: 'APP', name: 'Google Chrome', seconds: 1800 },
      { kind: 'SITE', name: 'github.com', seconds: 600 },
      { kind: 'SITE', name: 'youtube.com', seconds: 900 },
    ]);
    expect(result.productivity).toEqual({
      productiveSeconds: 3600,
      neutralSeconds: 900,
      unproductiveSeconds: 900,
      productivePercent: 66.7,
      neutralPercent: 16.7,
      unproductivePercent: 16.7,
    });
    expect(result.categories).toEqual([
      { category: 'development', seconds: 3600, percent: 66.7 },
      { category: 'video', seconds: 900, percent: 16.7 },
      { category: 'communication', seconds: 600, percent: 11.1 },
      { category: 'browser', seconds: 300, percent: 5.6 },
    ]);
  });

  it('is all zeros without activity', () => {
    expect(breakdown(none, []).productivity).toEqual({
      productiveSeconds: 0,
      neutralSeconds: 0,
      unproductiveSeconds: 0,
      productivePercent: 0,
      neutralPercent: 0,
      unproductivePercent: 0,
    });
    expect(percent(1, 3)).toBe(33.3);
  });
});
