import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { LoadingState, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { meQuery } from '../auth';
import { SECTION_PAGES } from './section-pages';
import { useSettingsAccess } from './settings-access';
import { SettingsNav } from './settings-nav';
import { visibleSections } from './settings-sections';
import './settings.css';

/** /settings: every section this person may open, with what each is for. */
export function SettingsIndexScreen() {
  useDocumentTitle(t('settings.title'));
  const { access, isPending } = useSettingsAccess();
  if (isPending) return <LoadingState />;
  return (
    <section className="stack" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <p className="lead">{t('settings.intro')}</p>
      <SettingsNav sections={visibleSections(access)} withSummaries />
    </section>
  );
}

/**
 * /settings/<section>: one section and its one Save, beside the list of sections (at desktop); on
 * a phone the list gives way to a link back to it, so the section starts at the top of the screen.
 */
export function SettingsSectionScreen() {
  const { section: slug } = useParams({ from: '/app/settings/$section' });
  const { access, isPending } = useSettingsAccess();
  const me = useQuery(meQuery);
  const sections = visibleSections(access);
  const section = sections.find((candidate) => candidate.slug === slug);
  useDocumentTitle(section ? `${section.title()} · ${t('settings.title')}` : t('settings.title'));
  if (isPending || me.isPending) return <LoadingState />;
  const organization = me.data?.activeOrganization;
  const Page = section ? SECTION_PAGES[section.slug] : null;

  return (
    <div className="settings-layout">
      <SettingsNav sections={sections} />
      <section className="stack settings-page" aria-labelledby="settings-title">
        <Link to="/settings" className="settings-back">
          {t('settings.allSections')}
        </Link>
        <h1 id="settings-title">{t('settings.title')}</h1>
        {Page && organization ? (
          <Page organization={organization} access={access} />
        ) : (
          <div className="notice notice-info">
            <p className="notice-message">{t('settings.sectionMissing')}</p>
            <p>{t('settings.sectionMissingHint')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
