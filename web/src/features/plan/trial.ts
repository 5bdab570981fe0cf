// What the trial banner says, decided from the plan the API reports (GET /organizations/current/plan)
// and the browser's clock. The server decides whether the trial has ended (`trialExpired`, the same
// rule that gates AI with 402); the clock only counts the days left, so a skewed clock can never
// show a running trial as over or an ended one as running.

export interface PlanFacts {
  storedPlan: string;
  trialEndsAt: string | null;
  trialExpired: boolean;
}

export type TrialNotice =
  { kind: 'running'; endsAt: string; daysLeft: number; urgent: boolean } | { kind: 'ended'; endedAt: string } | null;

const DAY_MS = 24 * 60 * 60 * 1000;
/** From this many days left the banner asks for attention (a warning, shown again if hidden earlier). */
export const URGENT_DAYS = 3;

export function trialNoticeOf(plan: PlanFacts, now: Date): TrialNotice {
  // A plan set by the operator (FREE, PRO, TEAM) has no trial to talk about.
  if (plan.storedPlan !== 'TRIAL' || plan.trialEndsAt === null) return null;
  if (plan.trialExpired) return { kind: 'ended', endedAt: plan.trialEndsAt };
  // Started days count whole: 3 days and 1 hour left reads "4 days left", the last hours "1 day".
  const daysLeft = Math.max(1, Math.ceil((Date.parse(plan.trialEndsAt) - now.getTime()) / DAY_MS));
  return { kind: 'running', endsAt: plan.trialEndsAt, daysLeft, urgent: daysLeft <= URGENT_DAYS };
}

/**
 * The banner's stage, for remembering that a person hid it: hiding the calm notice does not hide
 * the urgent one or the one after the trial ended.
 */
export function noticeStage(notice: Exclude<TrialNotice, null>): string {
  if (notice.kind === 'ended') return 'ended';
  return notice.urgent ? 'urgent' : 'running';
}
