// The screenshots test's scene through the API, as a member's desktop tracker makes it: activity
// slots, screenshots uploaded as multipart with a PNG drawn by sharp, and heartbeats.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { apiCall } from './api.js';
import type { RunningServer } from './server.js';

type Headers = Record<string, string>;

/** A screen-like picture: a window with a title and lines of "text", so a blur shows. */
async function screenPicture(title: string, hue: number): Promise<Buffer> {
  const lines = Array.from(
    { length: 9 },
    (_, index) =>
      `<rect x="40" y="${120 + index * 28}" width="${320 + ((index * 97) % 240)}" height="12" fill="#445"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
    <rect width="800" height="450" fill="hsl(${hue} 45% 92%)"/>
    <rect x="0" y="0" width="800" height="56" fill="hsl(${hue} 45% 35%)"/>
    <text x="24" y="38" font-family="sans-serif" font-size="26" fill="#fff">${title}</text>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** POST /screenshots as the tracker does: text fields first, then the image; with the bytes it sent. */
export async function uploadScreenshot(
  server: RunningServer,
  headers: Headers,
  shot: { capturedAt: Date; projectId: string; title: string; slotClientId?: string; captureRequestId?: string },
) {
  const form = new FormData();
  form.append('clientId', randomUUID());
  form.append('capturedAt', shot.capturedAt.toISOString());
  form.append('projectId', shot.projectId);
  if (shot.slotClientId) form.append('slotClientId', shot.slotClientId);
  if (shot.captureRequestId) form.append('captureRequestId', shot.captureRequestId);
  const picture = await screenPicture(shot.title, (shot.capturedAt.getTime() / 60_000) % 360);
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'screen.png');
  const response = await fetch(`${server.apiOrigin}/api/v1/screenshots`, { method: 'POST', headers, body: form });
  if (response.status !== 201)
    throw new Error(`POST /screenshots answered ${response.status}: ${await response.text()}`);
  const { screenshot } = ((await response.json()) as { data: { screenshot: { id: string } } }).data;
  return { ...screenshot, uploaded: picture };
}

/** A 10-minute activity slot from `start` with `activeSeconds` of input; its clientId. */
export async function activitySlot(
  server: RunningServer,
  headers: Headers,
  slot: { start: Date; projectId: string; activeSeconds: number },
) {
  const clientId = randomUUID();
  await apiCall(
    server,
    'POST',
    '/tracker/slots',
    {
      clientId,
      startTime: slot.start.toISOString(),
      endTime: new Date(slot.start.getTime() + 10 * 60_000).toISOString(),
      projectId: slot.projectId,
      keyboardSeconds: 0,
      mouseSeconds: slot.activeSeconds,
      activeSeconds: slot.activeSeconds,
    },
    headers,
  );
  return clientId;
}

/** The tracker says it is alive; the answer carries the commands waiting for it. */
export async function heartbeat(server: RunningServer, headers: Headers) {
  return apiCall<{ commands: { id: string; type: string }[] }>(server, 'POST', '/tracker/heartbeat', {}, headers);
}

export async function listScreenshots(server: RunningServer, headers: Headers, userId: string) {
  const page = await apiCall<{ items: { id: string; isBlurred: boolean; capturedAt: string }[] }>(
    server,
    'GET',
    `/screenshots?userId=${userId}&limit=200`,
    undefined,
    headers,
  );
  return page.items;
}
