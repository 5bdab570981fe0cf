// The plan feature's public face: the trial banner (app shell) and the plan on the settings screen.
export { PlanSection } from './plan-section';
export { TrialBanner } from './trial-banner';
