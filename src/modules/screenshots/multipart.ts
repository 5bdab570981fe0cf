import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../../platform/http/errors.js';

export interface MultipartUpload {
  fields: Record<string, string>;
  file: Buffer | null;
}

/** Text fields of an upload and its one file part, `fileField`, read into memory within the plugin's limits. */
export async function readUpload(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
): Promise<MultipartUpload> {
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'A screenshot is uploaded as multipart/form-data',
      `Send "Content-Type: multipart/form-data" with the text fields first, then the image as the "${fileField}" part.`,
    );
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
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
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
  return { fields, file };
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
    return errors.badRequest(
      'MALFORMED_MULTIPART',
      `The multipart body could not be read: ${(error as Error).message}`,
      'Send a well-formed multipart/form-data body.',
    );
  // A body cut off mid-part surfaces as a stream error without a status.
  if (error instanceof Error && /premature|unexpected end|aborted|malformed/i.test(error.message))
    return errors.badRequest('MALFORMED_MULTIPART', 'The multipart body ended early', 'Send the whole request body.');
  return error;
}
