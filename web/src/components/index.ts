export { EmptyState } from './empty-state';
export { CodeSentActions } from './code-sent-actions';
export { EmailedCodeField } from './emailed-code-field';
export { ErrorNotice } from './error-notice';
export { LoadingState } from './loading-state';
export { SubmitButton } from './submit-button';
export { TextField } from './text-field';
export { useDocumentTitle } from './use-document-title';
