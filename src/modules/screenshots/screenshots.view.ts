import type { CaptureRequestRow, ListedScreenshot } from './screenshots.repository.js';
import type { ScreenshotFile } from './signed-url.js';

type UrlOf = (screenshotId: string, file: ScreenshotFile) => string;

/** The share of the slot the member was active, in percent with one decimal; null without a slot. */
export function activityPercent(activeSeconds: number | null, slotSeconds: number | null): number | null {
  if (activeSeconds === null || slotSeconds === null || slotSeconds <= 0) return null;
  return Math.min(100, Math.round((activeSeconds / slotSeconds) * 1000) / 10);
}

export function screenshotView(row: ListedScreenshot, urlOf: UrlOf, urlsExpireAt: Date) {
  const { screenshot } = row;
  return {
    id: screenshot.id,
    memberId: screenshot.memberId,
    userId: row.userId,
    projectId: screenshot.projectId,
    slotId: screenshot.slotId,
    clientId: screenshot.clientId,
    capturedAt: screenshot.capturedAt.toISOString(),
    isBlurred: screenshot.isBlurred,
    blurPending: !screenshot.isBlurred && row.projectBlurs,
    requestedLive: screenshot.requestedLive,
    captureRequestId: screenshot.captureRequestId,
    width: screenshot.width,
    height: screenshot.height,
    sizeBytes: screenshot.sizeBytes,
    contentType: screenshot.contentType,
    activityPercent: activityPercent(row.activeSeconds, row.slotSeconds === null ? null : Number(row.slotSeconds)),
    imageUrl: urlOf(screenshot.id, 'image'),
    thumbnailUrl: urlOf(screenshot.id, 'thumbnail'),
    urlsExpireAt: urlsExpireAt.toISOString(),
    createdAt: screenshot.createdAt.toISOString(),
  };
}

export function commandView(row: CaptureRequestRow) {
  return {
    id: row.id,
    type: 'CAPTURE_SCREENSHOT' as const,
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
