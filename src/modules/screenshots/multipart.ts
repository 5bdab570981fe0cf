import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errors } from '../../platform/http/errors.js';
import { uploadAborted } from './image.js';

interface MultipartUpload {
  fields: Record<string, string>;
  file: Buffer | null;
}

const malformed = (message: string) =>
  new AppError('MALFORMED_MULTIPART', message, 'Send a well-formed multipart/form-data body with its boundary.');

/** A boundary parameter in a multipart content type (RFC 2046: 1 to 70 characters, maybe quoted). */
const BOUNDARY = /;\s*boundary=("[^"]{1,70}"|[^\s;"]{1,70})/i;

/**
 * Refuses, from its headers alone, a request that is not multipart/form-data (415) or names no
 * boundary (400 MALFORMED_MULTIPART), before anything waits for or reads its body.
 */
export function assertMultipart(request: FastifyRequest, fileField: string) {
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'A screenshot is uploaded as multipart/form-data',
      `Send "Content-Type: multipart/form-data" with the text fields first, then the image as the "${fileField}" part.`,
    );
  if (!BOUNDARY.test(request.headers['content-type'] ?? ''))
    throw malformed('The multipart content type names no boundary');
}

/**
 * Aborts when the client is gone: the connection closed before the answer was sent. Work for it
 * stops at the next check, and nothing is stored.
 */
export function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // Gone already (while the guard was checking the token): no 'close' event is to come.
  if (reply.raw.destroyed || request.raw.socket.destroyed) controller.abort();
  else
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
  return controller.signal;
}

/**
 * Text fields of an upload and its one file part, `fileField`, read into memory within the
 * plugin's limits. Call `assertMultipart` first.
 */
export async function readUpload(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<MultipartUpload> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  // A request whose connection closed may never end nor fail: its reading stops with the client.
  const gone = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(uploadAborted());
    else signal.addEventListener('abort', () => reject(uploadAborted()), { once: true });
  });
  const reading = read();
  // Whichever loses the race settles unobserved.
  for (const settling of [gone, reading]) settling.catch(() => undefined);
  try {
    await Promise.race([gone, reading]);
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
  return { fields, file };

  async function read() {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.fieldname in fields)
          throw errors.badRequest(
            'MALFORMED_MULTIPART',
            `Field '${part.fieldname}' is not a single text value`,
            'Send each text field once.',
          );
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField) {
        await part.toBuffer().catch(() => undefined);
        throw errors.badRequest(
          'MALFORMED_MULTIPART',
          `Unexpected file part '${part.fieldname}'`,
          `Send the image as the "${fileField}" part.`,
        );
      }
      file = await part.toBuffer();
    }
  }
}

/** The plugin's errors (size and count limits, malformed bodies) in the API's error shape. */
function multipartError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413)
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      `The upload is too large (one image of at most ${maxBytes} bytes, a few short text fields)`,
      'Send one screenshot per request, compressed (PNG, JPEG or WebP).',
    );
  if (status !== undefined && status >= 400 && status < 500)
    return malformed(`The multipart body could not be read: ${(error as Error).message}`);
  // A body cut off mid-part (or a connection closed mid-body) surfaces as a stream error without a status.
  if (error instanceof Error && /premature|unexpected end|aborted|closed|ECONNRESET/i.test(error.message))
    return new AppError('UPLOAD_INCOMPLETE', 'The multipart body ended early', 'Send the whole request body.');
  if (error instanceof Error && /malformed|boundary|header/i.test(error.message))
    return malformed(`The multipart body could not be read: ${error.message}`);
  return error;
}
