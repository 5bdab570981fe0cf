import { useHasPermission } from '../auth';

/** Whether the caller manages tags (projects.manage): for the navigation and the screen's controls. */
export function useCanManageTags() {
  return useHasPermission('projects.manage');
}
