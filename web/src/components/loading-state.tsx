import { t } from '../lib/i18n';

/** A region that is loading: announced once to screen readers, visible to everyone. */
export function LoadingState({ label = t('app.loading') }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
