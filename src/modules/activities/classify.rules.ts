/** Pure classification of applications and web sites into categories and productivity. */

export type Productivity = 'PRODUCTIVE' | 'NEUTRAL' | 'UNPRODUCTIVE';
export type RuleKind = 'APP' | 'SITE';

export interface Rule {
  kind: RuleKind;
  /** APP: a case-insensitive part of the application name. SITE: a host, matching it and its subdomains. */
  pattern: string;
  category: string;
  productivity: Productivity;
}

interface Classification {
  category: string;
  productivity: Productivity;
  /** Where the answer came from: the organization's rule, a built-in one, or none. */
  source: 'ORGANIZATION' | 'BUILT_IN' | 'DEFAULT';
}

/** What a name no rule matches is: counted as neutral. */
const UNCATEGORIZED: Classification = { category: 'uncategorized', productivity: 'NEUTRAL', source: 'DEFAULT' };

/** The category of web browsers: their time is classified by the sites visited in them. */
const BROWSER_CATEGORY = 'browser';

const rules = (kind: RuleKind, category: string, productivity: Productivity, patterns: string[]): Rule[] =>
  patterns.map((pattern) => ({ kind, pattern, category, productivity }));

/** The built-in rules every organization starts from; its own rules override them. */
export const BUILT_IN_RULES: readonly Rule[] = [
  ...rules('APP', 'development', 'PRODUCTIVE', [
    'code',
    'visual studio',
    'intellij',
    'webstorm',
    'pycharm',
    'goland',
    'rider',
    'clion',
    'android studio',
    'xcode',
    'sublime',
    'vim',
    'emacs',
    'zed',
    'cursor',
    'terminal',
    'iterm',
    'alacritty',
    'kitty',
    'warp',
    'powershell',
    'cmd.exe',
    'konsole',
    'postman',
    'docker',
    'dbeaver',
    'datagrip',
    'github desktop',
  ]),
  ...rules('APP', 'design', 'PRODUCTIVE', [
    'figma',
    'sketch',
    'photoshop',
    'illustrator',
    'affinity',
    'blender',
    'gimp',
    'inkscape',
  ]),
  ...rules('APP', 'documents', 'PRODUCTIVE', [
    'word',
    'excel',
    'powerpoint',
    'pages',
    'numbers',
    'keynote',
    'libreoffice',
    'notion',
    'obsidian',
    'acrobat',
  ]),
  ...rules('APP', 'meetings', 'PRODUCTIVE', ['zoom', 'teams', 'webex', 'facetime']),
  ...rules('APP', 'communication', 'NEUTRAL', [
    'slack',
    'discord',
    'telegram',
    'whatsapp',
    'signal',
    'skype',
    'outlook',
    'mail',
    'thunderbird',
    'messages',
  ]),
  ...rules('APP', 'entertainment', 'UNPRODUCTIVE', ['spotify', 'netflix', 'vlc', 'steam', 'music', 'tv']),
  ...rules('APP', BROWSER_CATEGORY, 'NEUTRAL', [
    'chrome',
    'firefox',
    'safari',
    'edge',
    'brave',
    'opera',
    'arc',
    'vivaldi',
  ]),
  ...rules('SITE', 'development', 'PRODUCTIVE', [
    'github.com',
    'gitlab.com',
    'bitbucket.org',
    'stackoverflow.com',
    'developer.mozilla.org',
    'npmjs.com',
    'localhost',
    'vercel.com',
    'aws.amazon.com',
    'console.cloud.google.com',
  ]),
  ...rules('SITE', 'design', 'PRODUCTIVE', ['figma.com', 'canva.com', 'dribbble.com']),
  ...rules('SITE', 'documents', 'PRODUCTIVE', [
    'docs.google.com',
    'sheets.google.com',
    'notion.so',
    'atlassian.net',
    'confluence.com',
  ]),
  ...rules('SITE', 'meetings', 'PRODUCTIVE', ['meet.google.com', 'zoom.us', 'teams.microsoft.com']),
  ...rules('SITE', 'communication', 'NEUTRAL', [
    'mail.google.com',
    'outlook.com',
    'outlook.office.com',
    'slack.com',
    'discord.com',
    'web.whatsapp.com',
    'web.telegram.org',
  ]),
  ...rules('SITE', 'video', 'UNPRODUCTIVE', [
    'youtube.com',
    'netflix.com',
    'twitch.tv',
    'vimeo.com',
    'primevideo.com',
    'disneyplus.com',
  ]),
  ...rules('SITE', 'social', 'UNPRODUCTIVE', [
    'facebook.com',
    'instagram.com',
    'x.com',
    'twitter.com',
    'tiktok.com',
    'reddit.com',
    'linkedin.com',
    'pinterest.com',
  ]),
  ...rules('SITE', 'shopping', 'UNPRODUCTIVE', ['amazon.com', 'ebay.com', 'aliexpress.com']),
];

/** A rule's pattern as stored and compared: trimmed, lower-case; a site also without "www.". */
export function normalizePattern(kind: RuleKind, pattern: string): string {
  const lower = pattern.trim().toLowerCase();
  return kind === 'SITE' ? lower.replace(/^www\./, '').replace(/\.$/, '') : lower;
}

function matches(rule: Rule, name: string): boolean {
  const pattern = normalizePattern(rule.kind, rule.pattern);
  if (pattern === '') return false;
  if (rule.kind === 'SITE') return name === pattern || name.endsWith(`.${pattern}`);
  // Whole words of the application name (a version number may follow), so 'code' matches
  // "Visual Studio Code" and 'iterm' "iTerm2", but 'code' not "Xcodebuild Helper".
  const words = name.replace(/[^a-z0-9.]+/g, ' ').trim();
  const wanted = pattern
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim()
    .replace(/[.]/g, '\\.');
  return new RegExp(`(^| )${wanted}\\d*( |$)`).test(words);
}

/** The most specific (longest) matching pattern among `candidates`, or null. */
function bestMatch(candidates: readonly Rule[], kind: RuleKind, name: string): Rule | null {
  let best: Rule | null = null;
  for (const rule of candidates) {
    if (rule.kind !== kind || !matches(rule, name)) continue;
    if (!best || normalizePattern(kind, rule.pattern).length > normalizePattern(kind, best.pattern).length) best = rule;
  }
  return best;
}

/**
 * Classifies an application name or a site's host: the organization's most specific matching rule
 * first, else the most specific built-in rule, else uncategorized and neutral.
 */
export function classify(organizationRules: readonly Rule[], kind: RuleKind, name: string): Classification {
  const key = kind === 'SITE' ? normalizePattern('SITE', name) : name.trim().toLowerCase();
  const own = bestMatch(organizationRules, kind, key);
  if (own) return { category: own.category, productivity: own.productivity, source: 'ORGANIZATION' };
  const builtIn = bestMatch(BUILT_IN_RULES, kind, key);
  if (builtIn) return { category: builtIn.category, productivity: builtIn.productivity, source: 'BUILT_IN' };
  return UNCATEGORIZED;
}

interface UsageTotal {
  kind: RuleKind;
  name: string;
  seconds: number;
}

interface Breakdown {
  productiveSeconds: number;
  neutralSeconds: number;
  unproductiveSeconds: number;
  productivePercent: number;
  neutralPercent: number;
  unproductivePercent: number;
}

/** A share in percent with one decimal; 0 of 0 is 0. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/**
 * Productivity and categories of foreground time. Applications count by their own class, except
 * browsers: their time counts by the sites visited in them, and browser time no site accounts for
 * (the tracker reported no URL) counts as neutral browsing.
 */
export function breakdown(
  organizationRules: readonly Rule[],
  totals: readonly UsageTotal[],
): { productivity: Breakdown; categories: Array<{ category: string; seconds: number; percent: number }> } {
  const seconds: Record<Productivity, number> = { PRODUCTIVE: 0, NEUTRAL: 0, UNPRODUCTIVE: 0 };
  const byCategory = new Map<string, number>();
  const add = (classification: Pick<Classification, 'category' | 'productivity'>, amount: number) => {
    if (amount <= 0) return;
    seconds[classification.productivity] += amount;
    byCategory.set(classification.category, (byCategory.get(classification.category) ?? 0) + amount);
  };
  let browserSeconds = 0;
  let siteSeconds = 0;
  for (const total of totals) {
    const classification = classify(organizationRules, total.kind, total.name);
    if (total.kind === 'SITE') {
      siteSeconds += total.seconds;
      add(classification, total.seconds);
    } else if (classification.category === BROWSER_CATEGORY) browserSeconds += total.seconds;
    else add(classification, total.seconds);
  }
  add({ category: BROWSER_CATEGORY, productivity: 'NEUTRAL' }, browserSeconds - siteSeconds);
  const all = seconds.PRODUCTIVE + seconds.NEUTRAL + seconds.UNPRODUCTIVE;
  return {
    productivity: {
      productiveSeconds: seconds.PRODUCTIVE,
      neutralSeconds: seconds.NEUTRAL,
      unproductiveSeconds: seconds.UNPRODUCTIVE,
      productivePercent: percent(seconds.PRODUCTIVE, all),
      neutralPercent: percent(seconds.NEUTRAL, all),
      unproductivePercent: percent(seconds.UNPRODUCTIVE, all),
    },
    categories: [...byCategory.entries()]
      .map(([category, amount]) => ({ category, seconds: amount, percent: percent(amount, all) }))
      .sort((a, b) => b.seconds - a.seconds || a.category.localeCompare(b.category)),
  };
}
