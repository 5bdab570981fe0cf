// The header's way to the inbox: a bell with the unread count, refreshed by polling and after marking.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n';
import { badgeText } from './notification-view';
import { unreadCountQuery } from './notifications-api';

export function NotificationsLink() {
  const unread = useQuery(unreadCountQuery);
  const count = unread.data ?? 0;
  return (
    <Link
      to="/notifications"
      className="notifications-link"
      aria-label={count > 0 ? t('shell.notificationsUnread', { count }) : t('shell.notifications')}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Zm-2 1H7v-6a5 5 0 0 1 10 0v6Z"
        />
      </svg>
      {count > 0 && (
        <span className="notifications-badge" aria-hidden="true">
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
