/**
 * The activity data of bench/activities.ts: months of slots seeded with set-based SQL (the bench
 * is no module and owns no table; it then asks the activities module to rebuild its rollup, as the
 * migration does for existing slots), and the slot bodies simulated trackers upload.
 */
import { rebuildDayRollup } from '../../src/modules/activities/activities.repository.js';
import type { Database } from '../../src/platform/db/index.js';
import { rawDriverOf } from './database.js';

/** Slots per member per day: 48 is 8 hours of 10-minute slots. */
const SLOTS_PER_DAY = 48;
const SLOT_MS = 10 * 60 * 1000;

const APPS = [
  'Visual Studio Code',
  'Slack',
  'Google Chrome',
  'Figma',
  'Terminal',
  'Zoom',
  'Spotify',
  'Microsoft Word',
  'IntelliJ IDEA',
  'Outlook',
  'Notion',
  'Discord',
];
const SITES = [
  'github.com',
  'youtube.com',
  'docs.google.com',
  'stackoverflow.com',
  'reddit.com',
  'mail.google.com',
  'figma.com',
  'news.ycombinator.com',
  'linkedin.com',
  'atlassian.net',
];

/** `days` days of 8-hour working days of slots for every member, ending yesterday, with their usages and rollup. */
export async function seedSlots(db: Database, orgId: string, now: Date, days: number) {
  const driver = rawDriverOf(db);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  await driver.transaction(async (query) => {
    await query(
      `insert into activity_slots (id, org_id, member_id, client_id, start_time, end_time,
         keyboard_seconds, mouse_seconds, active_seconds, created_at)
       select gen_random_uuid(), m.org_id, m.id, 'seed-' || d || '-' || s, t.start, t.start + interval '10 minutes',
         a.active / 3, a.active / 2, a.active, $3::timestamptz
       from members m
       cross join generate_series(1, $2::int) d
       cross join generate_series(0, ${SLOTS_PER_DAY - 1}) s
       cross join lateral (select $4::timestamptz - d * interval '1 day' + interval '9 hours' + s * interval '10 minutes' as start) t
       cross join lateral (select 300 + ((d * 7 + s * 13 + hashtext(m.id::text)) % 300 + 300) % 300 as active) a
       where m.org_id = $1`,
      [orgId, days, now.toISOString(), today],
    );
    await query(
      `insert into activity_slot_usages (org_id, slot_id, kind, name, seconds)
       select s.org_id, s.id, 'APP', ($2::text[])[1 + (abs(hashtext(s.id::text)) + k) % 12], 250 - k * 75
       from activity_slots s cross join generate_series(0, 2) k where s.org_id = $1`,
      [orgId, APPS],
    );
    await query(
      `insert into activity_slot_usages (org_id, slot_id, kind, name, seconds)
       select s.org_id, s.id, 'SITE', ($2::text[])[1 + (abs(hashtext(s.id::text)) + k * 3) % 10], 60 - k * 20
       from activity_slots s cross join generate_series(0, 1) k where s.org_id = $1`,
      [orgId, SITES],
    );
  });
  await db.db.transaction((tx) => rebuildDayRollup(tx, orgId));
  for (const table of ['activity_slots', 'activity_slot_usages', 'activity_day_totals', 'activity_day_usages'])
    await driver.query(`analyze ${table}`);
  const [counted] = (await driver.query(
    'select (select count(*) from activity_slots)::int as slots, (select count(*) from activity_slot_usages)::int as usages',
  )) as Array<{ slots: number; usages: number }>;
  return counted!;
}

/**
 * One slot body per call for tracker `member`: its consecutive 10-minute slots from two years ago
 * (outside the seeded months), so no upload overlaps another and each creates a slot.
 */
export function slotFactory(members: number, now: Date) {
  const origin = now.getTime() - 2 * 366 * 24 * 60 * 60 * 1000;
  // Overlap is per member, so every tracker can start at the same instant.
  const next = Array.from({ length: members }, () => origin);
  return (member: number) => {
    const start = next[member]!;
    next[member] = start + SLOT_MS;
    return {
      clientId: `bench-${member}-${start}`,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + SLOT_MS).toISOString(),
      keyboardSeconds: 120,
      mouseSeconds: 240,
      activeSeconds: 420,
      applications: [
        { name: 'Visual Studio Code', seconds: 300 },
        { name: 'Google Chrome', seconds: 200 },
      ],
      urls: [{ url: 'https://github.com/acme/web/pull/1', seconds: 200 }],
    };
  };
}

/** A pool of the trackers not uploading right now: each call takes one, so no two calls share a member. */
export function trackerPool(size: number) {
  const free = Array.from({ length: size }, (_, index) => index);
  return async <T>(work: (member: number) => Promise<T>): Promise<T> => {
    const member = free.pop();
    if (member === undefined) throw new Error('more concurrent calls than trackers');
    try {
      return await work(member);
    } finally {
      free.push(member);
    }
  };
}
