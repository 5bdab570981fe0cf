import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n';

/** People and Roles: two screens of one feature, linked both ways. */
export function MembersTabs() {
  return (
    <nav aria-label={t('members.sections')} className="members-tabs">
      <Link to="/members" activeOptions={{ exact: true }}>
        {t('members.peopleTab')}
      </Link>
      <Link to="/members/roles">{t('members.rolesTab')}</Link>
    </nav>
  );
}
