import { useId } from 'react';
import { ErrorNotice, LoadingState } from '../../components';
import { t } from '../../lib/i18n';
import { useHasPermission } from '../auth';
import { ExportCard } from './export-card';
import { useExports, type DataExport, type ExportScope } from './exports-queries';
import './exports.css';

const newest = (jobs: DataExport[], scope: ExportScope) => jobs.find((job) => job.scope === scope);

/**
 * Settings → Your data: everyone can take their own data with them (GDPR Article 20); the Owner
 * can take the whole organization, to keep or to move to another installation.
 */
export function YourDataSection() {
  const id = useId();
  const exports = useExports();
  const owner = useHasPermission('organization.transfer');
  if (exports.isPending || owner.isPending) return <LoadingState />;
  if (exports.isError) return <ErrorNotice error={exports.error} onRetry={() => void exports.refetch()} />;
  return (
    <div className="stack">
      <section className="stack-tight" aria-labelledby={`${id}-mine`}>
        <h2 id={`${id}-mine`}>{t('exports.mineTitle')}</h2>
        <p>{t('exports.mineIntro')}</p>
        <ExportCard scope="MEMBER" latest={newest(exports.data, 'MEMBER')} />
      </section>
      {owner.allowed ? (
        <section className="stack-tight" aria-labelledby={`${id}-all`}>
          <h2 id={`${id}-all`}>{t('exports.allTitle')}</h2>
          <p>{t('exports.allIntro')}</p>
          <p className="muted">{t('exports.allLeftOut')}</p>
          <ExportCard scope="ORGANIZATION" latest={newest(exports.data, 'ORGANIZATION')} />
        </section>
      ) : null}
      <p className="muted">{t('exports.format')}</p>
    </div>
  );
}
