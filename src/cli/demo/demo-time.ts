import { addDaysToDay, dayOf, dayStart, weekStartDay, type Day, type TimeZone } from '../../platform/dates.js';
import type { DemoApi, Session } from './demo-api.js';
import { DEMO, workBlocks } from './demo-data.js';

export interface DemoPerson {
  userId: string;
  fullName: string;
  session: Session;
}

interface DemoProjectIds {
  id: string;
  code: string;
  taskIds: string[];
}

export interface LoggedEntry {
  id: string;
  person: DemoPerson;
  /** 0 for the oldest demo week; DEMO.weeks for the current week. */
  week: number;
  day: Day;
  projectId: string;
  projectIndex: number;
  start: Date;
  end: Date;
}

/**
 * The working days the demo logs time on, in the organization's zone: Monday to Friday of the
 * DEMO.weeks whole weeks before this one, then this week's working days before today.
 */
export function demoDays(now: Date, zone: TimeZone): Array<{ week: number; day: Day }> {
  const thisMonday = weekStartDay(dayOf(now, zone));
  const today = dayOf(now, zone);
  const days = [];
  for (let week = 0; week <= DEMO.weeks; week++) {
    const monday = addDaysToDay(thisMonday, (week - DEMO.weeks) * 7);
    for (let offset = 0; offset < 5; offset++) {
      const day = addDaysToDay(monday, offset);
      if (day < today) days.push({ week, day });
    }
  }
  return days;
}

/** Each person's morning and afternoon, logged by themselves as manual entries with a task and tags. */
export async function logDemoTime(
  api: DemoApi,
  demo: { people: DemoPerson[]; projects: DemoProjectIds[]; tagIds: string[]; zone: TimeZone; now: Date },
  progress: (line: string) => void,
): Promise<LoggedEntry[]> {
  const entries: LoggedEntry[] = [];
  const days = demoDays(demo.now, demo.zone);
  for (const [dayIndex, { week, day }] of days.entries()) {
    const midnight = dayStart(day, demo.zone).getTime();
    for (const [personIndex, person] of demo.people.entries()) {
      for (const block of workBlocks(dayIndex, personIndex)) {
        const project = demo.projects[block.project % demo.projects.length]!;
        const start = new Date(midnight + block.startMinutes * 60_000);
        const end = new Date(start.getTime() + block.minutes * 60_000);
        const entry = await api.must<{ id: string }>(
          'POST',
          '/time/manual',
          {
            projectId: project.id,
            taskId: project.taskIds[block.task % project.taskIds.length],
            tagIds: block.tags.map((tag) => demo.tagIds[tag]!),
            startTime: start.toISOString(),
            endTime: end.toISOString(),
            notes: block.notes,
            isBillable: block.isBillable,
          },
          person.session,
        );
        entries.push({
          id: entry.id,
          person,
          week,
          day,
          projectId: project.id,
          projectIndex: block.project,
          start,
          end,
        });
      }
    }
    if (days[dayIndex + 1]?.week !== week)
      progress(
        `Logging time: ${week < DEMO.weeks ? `week ${week + 1} of ${DEMO.weeks}` : 'this week'} (${entries.length} entries so far)`,
      );
  }
  return entries;
}
