import { z, type ZodType } from 'zod';
import { errors } from './errors.js';

const MAX_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 50;

/** Query fields every list route accepts. */
export const pageQuery = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Page size, 1 to ${MAX_PAGE_SIZE}`),
  cursor: z.string().max(512).optional().describe("Opaque cursor from the previous page's nextCursor"),
};

export function pageOf<T extends ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/**
 * Keyset cursors are the sort key of the last row seen, opaque to clients. The shape is checked
 * by the caller's schema so a tampered cursor is a 400, never a 500.
 */
export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor<T extends ZodType>(cursor: string | undefined, shape: T): z.output<T> | undefined {
  if (cursor === undefined) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    raw = undefined;
  }
  const parsed = shape.safeParse(raw);
  if (!parsed.success) {
    throw errors.validation(
      'The cursor is not valid',
      [{ field: 'querystring.cursor', message: 'is not a cursor this API issued' }],
      'Use the nextCursor value of the previous page unchanged, or omit cursor for the first page.',
    );
  }
  return parsed.data;
}

/** Given `limit + 1` rows, the page of `limit` rows and the cursor to the next one. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => unknown,
  toItem: (row: Row) => Item,
) {
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}
