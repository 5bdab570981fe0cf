/**
 * Where activity comes from: the desktop (`./desktop/desktop-activity.ts`, what `run` uses), or
 * the synthetic source here, made-up input and applications for machines without a desktop
 * (tests, demos), used only when `--simulate` asks for it.
 */
import type { ActivitySample } from './slots.js';

export interface ActivitySource {
  readonly name: string;
  /** What happened in [start, end) (epoch ms). */
  sample(start: number, end: number): ActivitySample;
}

const APPLICATIONS = ['Visual Studio Code', 'Terminal', 'Google Chrome', 'Slack', 'Figma', 'Zoom'];
const BROWSER = 'Google Chrome';
const URLS = [
  'https://github.com/acme/web/pull/7',
  'https://docs.google.com/document/d/1',
  'https://stackoverflow.com/q/1',
];

/** A small deterministic generator (mulberry32), so a seeded run is reproducible. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Plausible made-up activity: input on 55–95 % of the time, the keyboard on part of it and the
 * mouse on more, one foreground application per sample that mostly stays the same, and a page
 * when that application is the browser.
 */
export function syntheticSource(seed = Date.now()): ActivitySource {
  const random = generator(seed);
  let current = APPLICATIONS[0]!;
  return {
    name: 'synthetic',
    sample(start, end) {
      const seconds = (end - start) / 1000;
      if (random() < 0.2) current = APPLICATIONS[Math.floor(random() * APPLICATIONS.length)]!;
      const active = seconds * (0.55 + 0.4 * random());
      return {
        start,
        end,
        activeSeconds: active,
        keyboardSeconds: active * (0.3 + 0.4 * random()),
        mouseSeconds: active * (0.5 + 0.4 * random()),
        application: current,
        url: current === BROWSER ? URLS[Math.floor(random() * URLS.length)] : undefined,
      };
    },
  };
}
