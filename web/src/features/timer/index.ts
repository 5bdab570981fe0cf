// The timer feature's public face: the bar the app shell mounts, the projects one may log to, and
// the ticking clock other live views (the team screen) count running time with.
export { TimerBar } from './timer-bar';
export { loggableProjectsQuery } from './timer-api';
export { useNow } from './use-now';
/** The running timer the bar shows, for Home (one query, shared with the bar). */
export { runningTimerQuery } from './timer-api';
