import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { errors } from '../../platform/http/errors.js';
import { defineFileRoute, defineRoute } from '../../platform/http/route.js';
import { sha256Hex } from '../../platform/idempotency/rules.js';
import type { ScreenshotService } from './screenshots.service.js';
import {
  blurBody,
  listQuery,
  screenshotPage,
  screenshotParams,
  screenshotSchema,
  signedFileParams,
  uploadFields,
  uploadResult,
} from './screenshots.schemas.js';
import { assertMultipart, clientGone, readUpload } from './multipart.js';
import { z } from 'zod';

const TAGS = ['Screenshots'] as const;
const IMAGE_TYPES = ['image/webp'] as const;
/** Text fields of an upload are short ids and an instant. */
const MAX_FIELD_BYTES = 256;

export async function screenshotsRoutes(app: FastifyInstance, service: ScreenshotService, maxBytes: number) {
  // Multipart parsing only in this scope: no other route accepts multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 8, parts: 9, fieldSize: MAX_FIELD_BYTES, headerPairs: 100 },
    });

    defineRoute(scope, {
      method: 'POST',
      url: '/screenshots',
      operationId: 'uploadScreenshot',
      tags: TAGS,
      summary: "Upload a screenshot of the caller's screen (desktop tracker, multipart)",
      description:
        'multipart/form-data: text fields clientId, capturedAt, projectId?, slotClientId?, captureRequestId?, then the file part "image" ' +
        `(PNG, JPEG or WebP, judged by its bytes; at most ${maxBytes} bytes). The image is re-encoded to WebP with a thumbnail; ` +
        "a project with blurScreenshots (read again at commit) stores only a blurred image. 201 when stored; 200 with the stored screenshot when the member's clientId was uploaded before. " +
        '415 IMAGE_ANIMATED for an animation; 422 IMAGE_TOO_COMPLEX when the image work exceeds 5 seconds; 503 IMAGE_QUEUE_FULL (Retry-After), before the body is read, when the image queue is full. See docs/screenshots.md.',
      access: access.tenant('time.track'),
      successStatus: 201,
      successStatuses: [200, 201],
      statusOf: (data) => (data.replayed ? 200 : 201),
      errorStatuses: [403, 404, 409, 413, 415, 422, 503],
      response: uploadResult,
      // The multipart body is read by the handler, so the handler claims an Idempotency-Key with
      // the parts it read: a retry whose client drew a new boundary is still the same request.
      idempotency: 'handler',
      handler: async ({ request, reply, tenant, claimIdempotencyKey }) => {
        assertMultipart(request, 'image');
        const signal = clientGone(request, reply);
        // A place in the image queue before a byte of the body is read: the bodies held in memory
        // are bounded by the places, and a full queue answers 503 at once.
        const place = service.admit();
        try {
          const upload = await readUpload(request, 'image', maxBytes, signal);
          const parsed = uploadFields.safeParse(upload.fields);
          if (!parsed.success)
            throw errors.validation(
              'Invalid upload fields',
              parsed.error.issues.map((issue) => ({ field: `body.${issue.path.join('.')}`, message: issue.message })),
            );
          if (!upload.file)
            throw errors.validation(
              'The upload has no image',
              [{ field: 'body.image', message: 'is required' }],
              'Attach the screenshot as the file part named "image", after the text fields.',
            );
          const replay = await claimIdempotencyKey({ fields: upload.fields, image: sha256Hex(upload.file) });
          if (replay) return replay;
          return await service.upload(tenant, parsed.data, upload.file, { place, signal });
        } finally {
          place.leave();
        }
      },
    });
  });

  defineRoute(app, {
    method: 'GET',
    url: '/screenshots',
    operationId: 'listScreenshots',
    tags: TAGS,
    summary: 'Screenshots, newest first: own, or anyone’s with screenshots.read.all',
    description:
      'Filters: userId, projectId, from/to (captured at). Each item has signed image and thumbnail URLs valid until urlsExpireAt, and the activity percent of its slot.',
    // One's own screenshots need no permission, everyone's screenshots.read.all (the service).
    access: access.tenant(),
    query: listQuery,
    errorStatuses: [404],
    response: screenshotPage,
    handler: ({ query, tenant }) => service.list(tenant, query),
  });

  for (const file of ['image', 'thumbnail'] as const)
    defineFileRoute(app, {
      method: 'GET',
      url: `/screenshots/:screenshotId/${file}`,
      operationId: file === 'image' ? 'getScreenshotImage' : 'getScreenshotThumbnail',
      tags: TAGS,
      summary: `The screenshot's ${file} (WebP): own, or anyone's with screenshots.read.all`,
      access: access.tenant(),
      params: screenshotParams,
      errorStatuses: [404, 409],
      produces: IMAGE_TYPES,
      handler: async ({ params, tenant }) => ({
        ...(await service.file(tenant, params.screenshotId, file)),
        inline: true,
        filename: `screenshot-${params.screenshotId}${file === 'thumbnail' ? '-thumbnail' : ''}.webp`,
      }),
    });

  defineFileRoute(app, {
    method: 'GET',
    url: '/screenshots/files/:token',
    operationId: 'getSignedScreenshotFile',
    tags: TAGS,
    summary: 'A screenshot file by signed URL (public; the token is the authorization, for one file, for minutes)',
    description:
      'The URLs come from GET /screenshots and the client portal. 404 for an expired, altered or unknown token and for a deleted screenshot; ' +
      '409 SCREENSHOT_BLUR_PENDING for a sharp screenshot of a project that now blurs, until the background blur has replaced it.',
    access: access.public,
    params: signedFileParams,
    errorStatuses: [404, 409],
    produces: IMAGE_TYPES,
    headers: { 'referrer-policy': 'no-referrer' },
    handler: async ({ params }) => ({
      ...(await service.signedFile(params.token)),
      inline: true,
      cacheControl: 'private, max-age=60',
    }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/screenshots/:screenshotId',
    operationId: 'deleteScreenshot',
    tags: TAGS,
    summary: 'Delete a screenshot with its stored image and thumbnail (own, or anyone’s with screenshots.manage)',
    description:
      'A member deletes their own screenshots; deleting anyone else’s needs screenshots.manage. ' +
      'Another member’s screenshot the caller cannot see is 404; one they see (screenshots.read.all) but may not delete is 403.',
    // Any member: their own screenshots are theirs to remove; the service checks whose it is.
    access: access.tenant(),
    params: screenshotParams,
    errorStatuses: [403, 404],
    response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
    handler: ({ params, tenant }) => service.remove(tenant, params.screenshotId),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/screenshots/:screenshotId/blur',
    operationId: 'blurScreenshot',
    tags: TAGS,
    summary: 'Blur a screenshot for good (own, or anyone’s with screenshots.manage)',
    description:
      'isBlurred true replaces the stored image and thumbnail with blurred ones: irreversible, the original is gone. ' +
      'isBlurred false on a blurred screenshot is 409; on a sharp one it changes nothing.',
    access: access.tenant('time.track'),
    params: screenshotParams,
    body: blurBody,
    errorStatuses: [403, 404, 409, 503],
    response: screenshotSchema,
    handler: ({ params, body, tenant }) => service.setBlur(tenant, params.screenshotId, body.isBlurred),
  });
}
