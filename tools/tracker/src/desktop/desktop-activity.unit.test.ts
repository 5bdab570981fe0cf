import { afterEach, describe, expect, it } from 'vitest';
import { desktopActivity, usageName, type DesktopActivity } from './desktop-activity.js';
import type { Desktop, ForegroundWindow } from './index.js';

/** A desktop whose foreground window and input the test sets (the X11 one is in e2e-desktop.process.test.ts). */
function fakeDesktop() {
  let window: ForegroundWindow | null = null;
  let input: ((kind: 'keyboard' | 'mouse') => void) | null = null;
  let idle = { idleMs: 0, locked: false };
  const desktop: Desktop = {
    description: 'fake',
    capture: () => Promise.resolve(Buffer.alloc(0)),
    foreground: () => Promise.resolve(window),
    idle: () => Promise.resolve(idle),
    countInput: (listener) => {
      input = listener;
      return Promise.resolve(true);
    },
    close: () => Promise.resolve(),
  };
  return {
    desktop,
    focus: (next: ForegroundWindow | null) => (window = next),
    setIdle: (next: { idleMs: number; locked: boolean }) => (idle = next),
    type: (kind: 'keyboard' | 'mouse') => input!(kind),
  };
}

let source: DesktopActivity | null = null;
afterEach(() => source?.stop());

/** Activity watched on a fake desktop, on a clock the test moves (`clock.now = …`). */
async function watched(startMs: number) {
  const fake = fakeDesktop();
  const clock = { now: startMs };
  source = await desktopActivity(
    fake.desktop,
    { titles: true, idleThresholdMs: 300_000, log: () => undefined },
    () => clock.now,
  );
  return { fake, clock, activity: source };
}

describe('usageName', () => {
  it('joins the application and the title, or gives the application alone', () => {
    const window = { application: 'firefox', title: ' Inbox — Mozilla Firefox ' };
    expect(usageName(window, true)).toBe('firefox — Inbox — Mozilla Firefox');
    expect(usageName(window, false)).toBe('firefox');
    expect(usageName({ application: 'Code', title: '' }, true)).toBe('Code');
    expect(usageName({ application: 'x', title: 'y'.repeat(300) }, true)).toHaveLength(200);
  });
});

describe('desktopActivity', () => {
  const look = () => new Promise((resolve) => setTimeout(resolve, 1100)); // one look, every second
  const firefox = { application: 'firefox', title: 'github.com/acme — Mozilla Firefox' };

  it('counts the seconds with keyboard, mouse and any input, and the foreground windows with a host from the title', async () => {
    const { fake, clock, activity } = await watched(10_000);
    fake.type('keyboard');
    fake.type('keyboard');
    clock.now = 11_200;
    fake.type('mouse');
    clock.now = 12_500;
    fake.type('keyboard');
    fake.type('mouse');
    expect(activity.counts).toEqual({ keyboard: 3, mouse: 2 });
    const sample = activity.sample(10_000, 13_000);
    expect(sample).toMatchObject({ keyboardSeconds: 2, mouseSeconds: 2, activeSeconds: 3 });
    // Taken: the next sample starts empty.
    expect(activity.sample(13_000, 14_000)).toMatchObject({ keyboardSeconds: 0, mouseSeconds: 0, activeSeconds: 0 });
    expect(activity.name).toBe('desktop (fake)');
  });

  it('counts each second with input once, in the sample its first event came in, though samples are shorter than a second', async () => {
    const { fake, clock, activity } = await watched(12_300);
    fake.type('keyboard'); // second 12
    expect(activity.sample(12_100, 12_600)).toMatchObject({ keyboardSeconds: 1, activeSeconds: 1 });
    clock.now = 12_800;
    fake.type('keyboard'); // second 12 again: counted already
    clock.now = 13_050;
    fake.type('mouse'); // second 13
    expect(activity.sample(12_600, 13_100)).toMatchObject({ keyboardSeconds: 0, mouseSeconds: 1, activeSeconds: 1 });
    clock.now = 13_400;
    fake.type('keyboard'); // second 13: the first keyboard input in it
    expect(activity.sample(13_100, 13_600)).toMatchObject({ keyboardSeconds: 1, mouseSeconds: 0, activeSeconds: 0 });
  });

  it('charges the foreground window the time since the last look', async () => {
    const { fake, clock, activity } = await watched(0);
    fake.focus({ application: 'firefox', title: 'github.com/acme — Mozilla Firefox' });
    clock.now = 1000;
    await look();
    const sample = activity.sample(0, 1000);
    expect(sample.applications).toEqual([{ name: 'firefox — github.com/acme — Mozilla Firefox', seconds: 1 }]);
    expect(sample.urls).toEqual([{ url: 'https://github.com', seconds: 1 }]);
  });

  it('charges at most two seconds for one look, however long since the last (a suspend, a frozen process)', async () => {
    const { fake, clock, activity } = await watched(0);
    fake.focus(firefox);
    clock.now = 3_600_000; // an hour later: the machine slept
    await look();
    const sample = activity.sample(0, 3_600_000);
    expect(sample.applications).toEqual([{ name: 'firefox — github.com/acme — Mozilla Firefox', seconds: 2 }]);
    expect(sample.urls).toEqual([{ url: 'https://github.com', seconds: 2 }]);
  });

  it('charges nothing while the input has been idle for the threshold or the screen saver is on', async () => {
    const { fake, clock, activity } = await watched(0);
    fake.focus(firefox);
    fake.setIdle({ idleMs: 600_000, locked: false });
    clock.now = 1000;
    await look();
    expect(activity.sample(0, 1000)).toMatchObject({ applications: [], urls: [] });
    fake.setIdle({ idleMs: 2000, locked: true });
    clock.now = 2000;
    await look();
    expect(activity.sample(1000, 2000)).toMatchObject({ applications: [], urls: [] });
    // Input again (under the threshold): charged from the next look on.
    fake.setIdle({ idleMs: 299_000, locked: false });
    clock.now = 3000;
    await look();
    expect(activity.sample(2000, 3000).applications).toEqual([
      { name: 'firefox — github.com/acme — Mozilla Firefox', seconds: 1 },
    ]);
  });
});
