import { randomUUID } from 'node:crypto';
import type { DemoApi, Session } from './demo-api.js';
import { demoScreenImage, type DemoScreen } from './demo-images.js';

/** A finished entry of a tracked person, as the tracker saw it run. */
interface TrackedEntry {
  id: string;
  projectId: string;
  projectIndex: number;
  start: Date;
  end: Date;
}

const SLOT_MS = 10 * 60_000;

/** What each demo project's work looks like on screen: the foreground applications and sites. */
const WORK_BY_PROJECT: ReadonlyArray<{ screen: DemoScreen; apps: string[]; urls: string[] }> = [
  {
    screen: 'design',
    apps: ['Figma', 'Google Chrome', 'Slack'],
    urls: ['https://www.figma.com/file/web', 'https://contoso.example/staging'],
  },
  {
    screen: 'editor',
    apps: ['Visual Studio Code', 'Android Studio', 'Slack'],
    urls: ['https://github.com/northwind/app/pulls', 'https://developer.android.com/docs'],
  },
  {
    screen: 'browser',
    apps: ['Google Chrome', 'Terminal', 'Slack'],
    urls: ['https://tailspin.example/helpdesk', 'https://www.youtube.com/watch'],
  },
];

/** The 10-minute slots, on the clock's tens, that lie wholly inside the entry. */
function slotsOf(entry: TrackedEntry): Array<{ start: Date; end: Date }> {
  const slots = [];
  const first = Math.ceil(entry.start.getTime() / SLOT_MS) * SLOT_MS;
  for (let start = first; start + SLOT_MS <= entry.end.getTime(); start += SLOT_MS)
    slots.push({ start: new Date(start), end: new Date(start + SLOT_MS) });
  return slots;
}

/** Deterministic variation, so the demo is the same each time it is made. */
const vary = (seed: number, spread: number) => ((seed * 2654435761) >>> 0) % spread;

/**
 * What the desktop tracker would have sent for these entries: an activity slot per 10 minutes
 * (input seconds, applications, sites) and a screenshot in each, through the tracker's own routes.
 */
export async function trackEntries(api: DemoApi, session: Session, entries: readonly TrackedEntry[]) {
  let slotCount = 0;
  let shotCount = 0;
  for (const entry of entries) {
    const work = WORK_BY_PROJECT[entry.projectIndex % WORK_BY_PROJECT.length]!;
    const slots = slotsOf(entry).map((slot, index) => {
      const seed = entry.start.getTime() / 60_000 + index;
      const active = 330 + vary(seed, 260);
      const [main, second, chat] = work.apps;
      const mainSeconds = 300 + vary(seed + 1, 150);
      const secondSeconds = 60 + vary(seed + 2, 80);
      return {
        clientId: randomUUID(),
        startTime: slot.start.toISOString(),
        endTime: slot.end.toISOString(),
        timeEntryId: entry.id,
        keyboardSeconds: Math.round(active * 0.55),
        mouseSeconds: Math.round(active * 0.8),
        activeSeconds: active,
        applications: [
          { name: main!, seconds: mainSeconds },
          { name: second!, seconds: secondSeconds },
          { name: chat!, seconds: 600 - mainSeconds - secondSeconds },
        ],
        urls: [{ url: work.urls[vary(seed, 4) === 0 ? 1 : 0]!, seconds: 40 + vary(seed + 3, 100) }],
      };
    });
    for (let from = 0; from < slots.length; from += 100)
      await api.must('POST', '/tracker/slots/batch', { slots: slots.slice(from, from + 100) }, session);
    slotCount += slots.length;
    for (const [index, slot] of slots.entries()) {
      const form = new FormData();
      form.set('clientId', randomUUID());
      form.set('capturedAt', new Date(Date.parse(slot.startTime) + (2 + vary(index, 7)) * 60_000).toISOString());
      form.set('projectId', entry.projectId);
      form.set('slotClientId', slot.clientId);
      const image = await demoScreenImage(work.screen, entry.start.getTime() / 60_000 + index);
      form.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'screen.png');
      await api.upload('/screenshots', form, session);
      shotCount++;
    }
  }
  return { slots: slotCount, screenshots: shotCount };
}
