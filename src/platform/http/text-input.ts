import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './errors.js';

const NUL = '\u0000';
/** Deeper than any schema of the API; a body nested further is refused by validation anyway. */
const MAX_DEPTH = 32;

function findNul(value: unknown, path: string, found: string[], depth: number) {
  if (found.length >= 20 || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => findNul(item, `${path}.${index}`, found, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) found.push(`${path}.${key.replaceAll(NUL, '\\u0000')}`);
    else findNul(item, `${path}.${key}`, found, depth + 1);
  }
}

/**
 * PostgreSQL text cannot hold a NUL byte (it fails the statement with 22021), and no field of the
 * API has a use for one. Refusing them here, once for every route's body, query and path, keeps
 * them from any statement without each schema having to remember.
 */
export async function refuseNulBytes(request: FastifyRequest, _reply: FastifyReply) {
  const found: string[] = [];
  findNul(request.params, 'params', found, 0);
  findNul(request.query, 'querystring', found, 0);
  findNul(request.body, 'body', found, 0);
  if (found.length > 0) {
    throw errors.validation(
      `Invalid request: ${found.join(', ')} contain${found.length === 1 ? 's' : ''} a NUL character`,
      found.map((field) => ({ field, message: 'must not contain the NUL character (\\u0000)' })),
      'Remove the NUL characters (\\u0000) from the fields named in details and retry.',
    );
  }
}
