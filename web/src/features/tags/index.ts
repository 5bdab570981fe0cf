// The tags feature's public face: the task and tag pickers the timer and the timesheet use, the
// line that shows an entry's task and tags, who manages tags (for the navigation) and the screen.
export { EntryLabels, TagPicker, TaskSelect } from './pickers';
export { useCanManageTags } from './use-can-manage-tags';

/** The tags screen, loaded only when someone opens it. */
export const loadTagsScreen = () => import('./tags-screen');
