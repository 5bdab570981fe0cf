import type { IncomingMessage } from 'node:http';
import { newId } from '../ids.js';

const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Honours a caller's x-request-id when it is safe to log, otherwise makes one. Safe means JSON-safe
 * too: the access line (access-log.ts) writes the id between quotes as it is.
 */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : newId();
}
