import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { z } from 'zod';
import { errors } from './errors.js';
import { MAX_JSON_DEPTH } from './json-body.js';

const NUL = '\u0000';
/** As deep as a body can be (the JSON parser refuses deeper), so every level is checked. */
const MAX_DEPTH = MAX_JSON_DEPTH;

function findNul(value: unknown, path: string, found: string[], depth: number) {
  if (found.length >= 20 || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  // A binary body (an import's file) is bytes, not text fields; whoever reads it as text checks it.
  if (ArrayBuffer.isView(value)) return;
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
export function refuseNulBytes(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  // A callback hook: it runs on every request and has nothing to wait for.
  const found: string[] = [];
  findNul(request.params, 'params', found, 0);
  findNul(request.query, 'querystring', found, 0);
  findNul(request.body, 'body', found, 0);
  if (found.length === 0) {
    done();
    return;
  }
  done(
    errors.validation(
      `Invalid request: ${found.join(', ')} contain${found.length === 1 ? 's' : ''} a NUL character`,
      found.map((field) => ({ field, message: 'must not contain the NUL character (\\u0000)' })),
      'Remove the NUL characters (\\u0000) from the fields named in details and retry.',
    ),
  );
}

/**
 * Characters that show nothing on their own: controls, format characters (zero-width space, BOM,
 * bidi marks), separators, combining marks without a base, unassigned and surrogate code points,
 * the default-ignorable fillers (Hangul filler U+3164) and the blank Braille pattern.
 */
const VISIBLE = /[^\p{Cc}\p{Cf}\p{Cs}\p{Cn}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/u;
const CONTROL = /\p{Cc}/u;

/** Whether a text shows at least one character (`\u200B`, NEL or a lone accent do not). */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * Every name a person gives something and others read back (a person, an organization, a project,
 * a client, a role): trimmed, at least one visible character, no control characters (a line break
 * or NEL in a name breaks every line-based format it later reaches: mail headers, CSV, markdown).
 */
export function nameField(maxLength = 200) {
  return z
    .string()
    .trim()
    .min(1)
    .max(maxLength)
    .refine((text) => !CONTROL.test(text), 'must not contain control characters (line breaks, tabs, NEL)')
    .refine(hasVisibleCharacter, 'must contain at least one visible character');
}
