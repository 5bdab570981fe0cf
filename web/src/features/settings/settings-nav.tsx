import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { t } from '../../lib/i18n';
import { groupTitle, type SectionGroup, type SettingsSection } from './settings-sections';

const GROUPS: SectionGroup[] = ['mine', 'organization'];

interface SettingsNavProps {
  sections: SettingsSection[];
  /** The index lists each section with what it is for; the side list beside a page only names them. */
  withSummaries?: boolean;
}

/** The sections this person may open, in two groups: their own settings and the organization's. */
export function SettingsNav({ sections, withSummaries = false }: SettingsNavProps) {
  const id = useId();
  return (
    <nav className={withSummaries ? 'settings-index' : 'settings-nav'} aria-label={t('settings.sectionsLabel')}>
      {GROUPS.map((group) => {
        const inGroup = sections.filter((section) => section.group === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group} className="settings-nav-group">
            {/* A heading on the index; beside a page, a label, so the page's own h1 comes first. */}
            {withSummaries ? (
              <h2 id={`${id}-${group}`} className="settings-nav-heading">
                {groupTitle(group)}
              </h2>
            ) : (
              <p id={`${id}-${group}`} className="settings-nav-heading">
                {groupTitle(group)}
              </p>
            )}
            <ul aria-labelledby={`${id}-${group}`}>
              {inGroup.map((section) => (
                <li key={section.slug}>
                  <Link to="/settings/$section" params={{ section: section.slug }}>
                    {section.title()}
                  </Link>
                  {withSummaries && <p className="muted">{section.summary()}</p>}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
