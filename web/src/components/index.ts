export { EmptyState } from './empty-state';
export { ErrorNotice } from './error-notice';
export { LoadingState } from './loading-state';
export { SubmitButton } from './submit-button';
export { TextField } from './text-field';
export { useDocumentTitle } from './use-document-title';
