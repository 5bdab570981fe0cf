// The timer feature's public face: the bar the app shell mounts, and the projects one may log to.
export { TimerBar } from './timer-bar';
export { loggableProjectsQuery } from './timer-api';
