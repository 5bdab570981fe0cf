/**
 * Told after a change that switched a project's blurScreenshots on has committed, so that the
 * screenshots already stored sharp get blurred. The screenshots module depends on projects, so
 * projects cannot import it; app.ts plugs the screenshots module's listener in.
 */
export interface ProjectBlurListener {
  blurSwitchedOn(orgId: string, projectId: string): void;
}

export const noProjectBlurListener: ProjectBlurListener = { blurSwitchedOn: () => undefined };
