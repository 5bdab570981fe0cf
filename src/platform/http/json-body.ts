import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * Deeper than any body of the API needs (the deepest schema nests a handful of levels). Anything
 * that later walks a parsed body by recursion (JSON.stringify, logging, validation, the NUL check)
 * is safe from stack overflow only because nothing deeper gets past the parser.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests objects and arrays deeper than `max`, found by one pass over the
 * characters (brackets outside strings), without recursion and before JSON.parse builds anything.
 * Malformed text is left for JSON.parse to refuse.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character, a quote included
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/** Replaces Fastify's JSON parser for every route: the same parsing and poisoning checks, plus the depth limit. */
export function registerJsonBodyParser(app: FastifyInstance) {
  // Fastify's defaults: a body with __proto__ or constructor.prototype keys is refused.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString(); // parseAs 'string': already a string
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new AppError(
          'JSON_TOO_DEEP',
          `The request body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep`,
          'Send a flatter JSON document; no field of the API nests anywhere near that deep.',
        ),
        undefined,
      );
      return;
    }
    void parse(request, text, done);
  });
}
