import type { Weekday } from '../../platform/dates.js';
import type { ChatTool, ToolResult } from './chat.tools.js';
import type { PeriodFacts, ScreenshotsFact } from './facts.rules.js';
import type { InferredSkill } from './skills.rules.js';

/** The artefacts an engine writes prose for; the facts are computed before any engine sees them. */
export interface DailySummaryFacts {
  date: string;
  period: PeriodFacts;
  /** The day compared with (facts.rules comparableDay): the working day before, or a week before for a day off. */
  previousDay: string;
  previousDayHours: number;
  /** Screenshots of the day per person the caller may see screenshots of (busiest first). */
  screenshots: Array<{ member: string } & Omit<ScreenshotsFact, 'shots'>>;
}

export interface BudgetFact {
  project: string;
  type: 'FIXED' | 'HOURLY';
  budget: number;
  used: number;
  usedPercent: number | null;
  overBudget: boolean;
}

export interface OverviewFacts {
  period: PeriodFacts;
  previousPeriodHours: number;
  changePercent: number | null;
  budgets: BudgetFact[];
  skills: Array<{ member: string; skills: InferredSkill[] }>;
}

export interface WorkDayTask {
  start: string;
  end: string | null;
  project: string | null;
  notes: string | null;
  hours: number;
  /** Its review: a rejected task's hours are in none of the person's figures. */
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  activityPercent: number | null;
  apps: string[];
  /** The screenshots taken during the task; null when the caller may not see this member's screenshots. */
  screenshots: ScreenshotsFact | null;
}

export interface WorkDayFacts {
  date: string;
  /** Where the day begins; task times are shown on its clocks. */
  timeZone: string;
  people: Array<{
    memberId: string;
    name: string;
    hours: number;
    /** Their rejected time that day: in none of their hours. */
    rejectedHours: number;
    tasks: WorkDayTask[];
    /** Activity slots recorded without a time entry, in minutes. */
    untrackedActivityMinutes: number;
    /** Screenshots of the day taken outside every task; null when not visible to the caller. */
    screenshotsOutsideTasks: ScreenshotsFact | null;
  }>;
}

export type Artefact =
  | { kind: 'daily-summary'; facts: DailySummaryFacts }
  | { kind: 'overview'; facts: OverviewFacts }
  | { kind: 'work-day'; facts: WorkDayFacts }
  | { kind: 'weekly-report'; facts: OverviewFacts & { week: string } };

export interface ChatAnswer {
  answer: string;
  /** The tools called, with their arguments and results: every figure of the answer comes from one. */
  toolCalls: Array<{ tool: string; arguments: Record<string, unknown>; result: ToolResult }>;
  /** True when the provider's answer held an ungrounded figure and the built-in engine answered instead. */
  fallback?: boolean;
}

/** Prose for an artefact and the engine that wrote it (the built-in one when a provider's text failed). */
export interface Written {
  text: string;
  engine: string;
}

/** Runs a tool for the caller; scoped to their organization and permissions by whoever builds it. */
export type ToolRunner = (tool: string, args: Record<string, unknown>) => Promise<ToolResult>;

/**
 * Who writes the words. The facts are exact and computed by us; an engine turns them into prose
 * (and, for chat, decides which tools to call). `name` is reported with every answer.
 */
export interface AiEngine {
  readonly name: string;
  write(artefact: Artefact): Promise<Written>;
  /** `today` is the caller's local day; weeks ("last week") start on `firstDayOfWeek` (Monday unless given). */
  chat(
    message: string,
    tools: readonly ChatTool[],
    run: ToolRunner,
    today: string,
    firstDayOfWeek?: Weekday,
  ): Promise<ChatAnswer>;
}
