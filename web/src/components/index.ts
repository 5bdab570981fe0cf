export { ConfirmAction } from './confirm-action';
export { EmptyState } from './empty-state';
export { CodeSentActions } from './code-sent-actions';
export { EmailedCodeField } from './emailed-code-field';
export { EmailStepForm } from './email-step-form';
export { ErrorNotice } from './error-notice';
export { OneTimeSecret } from './one-time-secret';
export { FormActions } from './form-actions';
export { LoadingState } from './loading-state';
export { SubmitButton } from './submit-button';
export { TextField } from './text-field';
export { useDocumentTitle } from './use-document-title';
export { TimeZoneNote } from './time-zone-note';
export { SelectField } from './select-field';
export { Pager } from './pager';
// BarChart is not exported here: the screens that chart import './bar-chart' directly, because
// everything reached through this index lands in the shared chunk every first visit downloads.
export { RequiredMarker } from './required-marker';
export { OrganizationBrand } from './organization-brand';
export { CopyField } from './copy-field';
export { TableScroll } from './table-scroll';
