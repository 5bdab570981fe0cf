// The navigation's Screenshots link, for everyone who has screenshots to see: their own (time.track)
// or everyone's (screenshots.read.all). One component, so the app shell needs a single line.
import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n';
import { useMyPermissions } from '../auth';

export function ScreenshotsNavItem() {
  const { permissions } = useMyPermissions();
  if (!permissions.has('time.track') && !permissions.has('screenshots.read.all')) return null;
  return (
    <li>
      <Link to="/screenshots">{t('screenshots.nav')}</Link>
    </li>
  );
}
