// The inbox: each notification's words and time, marked read one by one or all at once, with a
// way to the screen where its subject is handled.
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState, useDocumentTitle } from '../../components';
import { useLocalTime } from '../../lib/local-time';
import { t } from '../../lib/i18n';
import { notificationTarget } from './notification-view';
import { useMarkAllRead, useMarkRead, useNotifications, type Notification } from './notifications-api';
import './notifications.css';

export function NotificationsScreen() {
  useDocumentTitle(t('notifications.title'));
  const inbox = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = inbox.data?.pages[0]?.unreadCount ?? 0;
  const failure = markRead.error ?? markAllRead.error;

  const readOne = (notification: Notification) => {
    setDone(null);
    markAllRead.reset();
    markRead.mutate(notification.id, {
      onSuccess: () => {
        setDone(t('notifications.markedRead', { title: notification.title }));
        // Its button goes away: the focus stays on the notification instead of falling to the page.
        document.getElementById(itemId(notification.id))?.focus();
      },
    });
  };

  const readAll = () => {
    setDone(null);
    markRead.reset();
    markAllRead.mutate(undefined, {
      onSuccess: (answer) => {
        setDone(t('notifications.markedAllRead', { count: answer.updated }));
        heading.current?.focus();
      },
    });
  };

  return (
    <section className="stack notifications" aria-labelledby="notifications-title">
      <div className="notifications-head">
        <h1 id="notifications-title" ref={heading} tabIndex={-1}>
          {t('notifications.title')}
        </h1>
        {unreadCount > 0 && (
          <button
            type="button"
            className="button button-secondary"
            disabled={markAllRead.isPending}
            aria-busy={markAllRead.isPending}
            onClick={readAll}
          >
            {markAllRead.isPending ? t('notifications.markingAllRead') : t('notifications.markAllRead')}
          </button>
        )}
      </div>
      <p className="lead">{t('notifications.intro')}</p>
      <div role="status" className={done ? 'notice notice-info' : undefined}>
        {done}
      </div>
      {failure && <ErrorNotice error={failure} />}
      {inbox.isPending ? (
        <LoadingState />
      ) : inbox.isError && !inbox.data ? (
        <ErrorNotice error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{t('notifications.empty')}</EmptyState>
      ) : (
        <>
          <p className="notifications-count">
            {unreadCount > 0 ? t('notifications.unreadCount', { count: unreadCount }) : t('notifications.allRead')}
          </p>
          <ul className="notification-list">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                marking={markRead.isPending && markRead.variables === notification.id}
                onRead={() => readOne(notification)}
              />
            ))}
          </ul>
          {inbox.hasNextPage && (
            <button
              type="button"
              className="button button-secondary"
              disabled={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              {inbox.isFetchingNextPage ? t('notifications.loadingMore') : t('notifications.showMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

const itemId = (id: string) => `notification-${id}`;

interface ItemProps {
  notification: Notification;
  marking: boolean;
  onRead: () => void;
}

function NotificationItem({ notification, marking, onRead }: ItemProps) {
  const { format } = useLocalTime();
  const unread = notification.readAt === null;
  const target = notificationTarget(notification);
  const titleId = `${itemId(notification.id)}-title`;
  return (
    <li
      id={itemId(notification.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`card notification${unread ? ' notification-unread' : ''}`}
    >
      <div className="notification-head">
        <h2 id={titleId}>{notification.title}</h2>
        {unread && <span className="notification-flag">{t('notifications.unread')}</span>}
      </div>
      {notification.body && <p>{notification.body}</p>}
      <p className="muted">
        <time dateTime={notification.createdAt}>
          {t('notifications.received', { dateTime: format.dateTime(notification.createdAt) })}
        </time>
      </p>
      {(target || unread) && (
        <div className="row notification-actions">
          {target && (
            // Following it is reading it: the person goes to handle what it says.
            <Link
              to={target.to}
              params={'params' in target ? target.params : undefined}
              className={unread ? 'button button-primary' : 'button button-secondary'}
              onClick={unread ? onRead : undefined}
            >
              {t(`notifications.${target.label}`)}
            </Link>
          )}
          {unread && (
            <button
              type="button"
              className="button button-secondary"
              disabled={marking}
              aria-busy={marking}
              aria-describedby={titleId}
              onClick={onRead}
            >
              {marking ? t('notifications.markingRead') : t('notifications.markRead')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
