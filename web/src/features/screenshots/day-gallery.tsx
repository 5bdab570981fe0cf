// One member's day: the screenshots under their local hours in 10-minute slots, and the viewer.
// Signed URLs expire (urlsExpireAt), so the list is fetched again before they do, and at once when
// an image fails to load anyway (a clock off on this computer).
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { EmptyState, ErrorNotice, LoadingState } from '../../components';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { groupByHour, refreshDelay, viewingOrder, type Hour } from './gallery';
import { cardButtonId, ScreenshotCard, type Described } from './screenshot-card';
import { ScreenshotViewer } from './screenshot-viewer';
import { dayScreenshotsQuery, projectNamesQuery, type Screenshot } from './screenshots-api';
import type { GalleryAccess } from './use-gallery-access';

const RETRY_AFTER_IMAGE_ERROR_MS = 10_000;

interface DayGalleryProps {
  access: GalleryAccess;
  userId: string;
  memberName: string;
  range: { from: string; to: string };
  /** Until when a live capture is on its way (ms), or 0. */
  waitingUntil: number;
}

export function DayGallery({ access, userId, memberName, range, waitingUntil }: DayGalleryProps) {
  const { timeZone } = useLocalTime();
  const list = useQuery({
    ...dayScreenshotsQuery(access.organizationId, userId, range),
    enabled: userId !== '',
    refetchInterval: (query) => refreshDelay(query.state.data ?? [], Date.now(), Date.now() < waitingUntil),
  });
  const projects = useQuery(projectNamesQuery(access.organizationId));
  const hours = useMemo(() => groupByHour(list.data ?? [], timeZone), [list.data, timeZone]);
  const order = useMemo(() => viewingOrder(hours), [hours]);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewingIndex = viewingId ? order.findIndex((shot) => shot.id === viewingId) : -1;

  const describe = useCallback(
    (shot: Screenshot): Described => ({
      memberName,
      projectName: projects.data?.get(shot.projectId) ?? t('screenshots.unknownProject'),
    }),
    [memberName, projects.data],
  );

  const lastRetry = useRef(0);
  const onImageError = () => {
    if (list.isFetching || Date.now() - lastRetry.current < RETRY_AFTER_IMAGE_ERROR_MS) return;
    lastRetry.current = Date.now();
    void list.refetch();
  };

  const close = () => {
    const id = viewingId;
    setViewingId(null);
    // Back to the card last shown, or to the heading when it was deleted.
    requestAnimationFrame(() =>
      (document.getElementById(id ? cardButtonId(id) : '') ?? document.getElementById('screenshots-title'))?.focus(),
    );
  };
  const onIndex = useCallback((index: number) => setViewingId(order[index]?.id ?? null), [order]);
  const onDeleted = (index: number) => {
    const next = order[index + 1] ?? order[index - 1];
    if (next) setViewingId(next.id);
    else close();
  };

  if (list.isError) return <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <LoadingState />;
  return (
    <>
      <p className="shots-summary" aria-live="polite">
        {order.length === 1 ? t('screenshots.summaryOne') : t('screenshots.summary', { count: order.length })}
      </p>
      {order.length === 0 ? (
        <EmptyState>{t('screenshots.empty')}</EmptyState>
      ) : (
        <ol className="shots-hours">
          {hours.map((hour) => (
            <HourRow
              key={hour.start.toISOString()}
              hour={hour}
              describe={describe}
              onOpen={setViewingId}
              onImageError={onImageError}
            />
          ))}
        </ol>
      )}
      {viewingIndex >= 0 && (
        <ScreenshotViewer
          items={order}
          index={viewingIndex}
          describe={describe}
          canBlur={(shot) => access.canBlur(shot.userId)}
          canDelete={(shot) => access.canDelete(shot.userId)}
          onIndex={onIndex}
          onDeleted={onDeleted}
          onClose={close}
          onImageError={onImageError}
        />
      )}
    </>
  );
}

function HourRow({
  hour,
  describe,
  onOpen,
  onImageError,
}: {
  hour: Hour<Screenshot>;
  describe: (shot: Screenshot) => Described;
  onOpen: (id: string) => void;
  onImageError: () => void;
}) {
  const { format } = useLocalTime();
  const headingId = `hour-${hour.start.getTime()}`;
  return (
    <li className="shots-hour" aria-labelledby={headingId}>
      <h2 id={headingId} className="shots-hour-head">
        {format.time(hour.start)}
        <span className="muted">
          {hour.count === 1 ? t('screenshots.summaryOne') : t('screenshots.summary', { count: hour.count })}
        </span>
      </h2>
      <ol className="shots-slots">
        {hour.slots.map((slot) => (
          <li key={slot.start.getTime()} className={slot.items.length ? 'shots-slot' : 'shots-slot shots-slot-empty'}>
            {slot.items.length === 0 ? (
              <p className="muted">
                <time dateTime={slot.start.toISOString()}>{format.time(slot.start)}</time>
                <br />
                {t('screenshots.emptySlot')}
              </p>
            ) : (
              slot.items.map((shot) => (
                <ScreenshotCard
                  key={shot.id}
                  shot={shot}
                  described={describe(shot)}
                  onOpen={() => onOpen(shot.id)}
                  onImageError={onImageError}
                />
              ))
            )}
          </li>
        ))}
      </ol>
    </li>
  );
}
