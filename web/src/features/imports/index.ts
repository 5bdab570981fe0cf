// The imports feature's public face: its two screens, each loaded only when opened.
/** Upload a file and the list of earlier imports. */
export const loadImportScreen = () => import('./import-screen');
/** One import: its mapping, preview, progress and result. */
export const loadImportJobScreen = () => import('./import-job-screen');
