import { z } from 'zod';
import { daySchema, instantSchema } from '../../platform/http/dates.js';
import { pageOf, pageQuery } from '../../platform/http/pagination.js';

/** The text fields of a multipart upload, sent before the `image` file part. */
export const uploadFields = z.object({
  clientId: z.uuid().describe("The tracker's id for this screenshot; the same id again answers the stored one"),
  capturedAt: instantSchema.describe('When the screen was captured'),
  projectId: z.uuid().optional().describe("Defaults to the project of the member's running timer"),
  slotClientId: z
    .string()
    .min(1)
    .max(200)
    .refine((value) => !value.includes('\u0000'), 'must not contain the NUL character (\\u0000)')
    .optional()
    .describe('clientId of the activity slot it was taken in'),
  captureRequestId: z.uuid().optional().describe('The live-capture command this screenshot answers'),
});
export type UploadFields = z.output<typeof uploadFields>;

export const screenshotParams = z.object({ screenshotId: z.uuid() });

const dayOrInstant = z.union([daySchema, instantSchema]);

export const listQuery = z.object({
  userId: z
    .uuid()
    .optional()
    .describe("A member's user id (or member id); another member's needs screenshots.read.all"),
  projectId: z.uuid().optional(),
  from: dayOrInstant
    .optional()
    .describe("Captured at or after (a day means its start in the organization's time zone)"),
  to: dayOrInstant
    .optional()
    .describe("Captured before (a day means the end of that day in the organization's time zone)"),
  ...pageQuery,
});

export const blurBody = z.object({
  isBlurred: z.boolean().describe('true blurs the stored image and thumbnail for good; false is refused once blurred'),
});

export const captureBody = z.object({ memberId: z.uuid().describe('The member (member id or user id) to capture') });

export const signedFileParams = z.object({ token: z.string().min(1).max(400) });

export const screenshotSchema = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  userId: z.uuid(),
  projectId: z.uuid(),
  slotId: z.uuid().nullable(),
  clientId: z.uuid(),
  capturedAt: z.string(),
  isBlurred: z.boolean(),
  blurPending: z
    .boolean()
    .describe(
      'true while the screenshot is still sharp but its project now blurs screenshots: it is blurred in the background, and its files are not served until then',
    ),
  requestedLive: z.boolean(),
  captureRequestId: z.uuid().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  activityPercent: z
    .number()
    .nullable()
    .describe("Active seconds of the screenshot's activity slot over the slot's length, 0 to 100; null without a slot"),
  imageUrl: z.string().describe('Signed URL of the image, valid until urlsExpireAt, no token needed'),
  thumbnailUrl: z.string().describe('Signed URL of the thumbnail (about 320 pixels wide)'),
  urlsExpireAt: z.string(),
  createdAt: z.string(),
});

export const uploadResult = z.object({
  screenshot: screenshotSchema,
  replayed: z.boolean().describe('true (status 200) when this clientId was uploaded before: nothing new was stored'),
});
export const screenshotPage = pageOf(screenshotSchema);

const trackerCommandSchema = z.object({
  id: z.uuid(),
  type: z.literal('CAPTURE_SCREENSHOT'),
  requestedAt: z.string(),
  expiresAt: z.string(),
});

export const captureResult = z.object({
  command: trackerCommandSchema,
  memberId: z.uuid(),
  deliveredBy: z
    .string()
    .describe("The tracker's next heartbeat, or at once to a tracker holding the command stream open"),
});
