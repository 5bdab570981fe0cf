interface PostgresErrorFields {
  code: string;
  constraint?: string;
  message?: string;
}

/** A PostgreSQL SQLSTATE: five characters, digits and capitals, the class in the first two. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The PostgreSQL error in an error's cause chain, as both drivers report it (possibly wrapped by drizzle). */
function postgresErrorOf(error: unknown): PostgresErrorFields | null {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; severity?: unknown };
    // Both drivers set `severity` on server errors; it tells a SQLSTATE from a Node code such as EPIPE.
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && typeof candidate.severity === 'string') {
      return candidate as PostgresErrorFields;
    }
  }
  return null;
}

function postgresError(error: unknown, code: string): PostgresErrorFields | null {
  const found = postgresErrorOf(error);
  return found?.code === code ? found : null;
}

function matches(found: { constraint?: string; message?: string } | null, constraint?: string): boolean {
  if (!found) return false;
  return constraint === undefined || found.constraint === constraint || (found.message ?? '').includes(constraint);
}

/** unique_violation (23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return matches(postgresError(error, '23505'), constraint);
}

/** foreign_key_violation (23503): a row is still referenced, or references nothing. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return matches(postgresError(error, '23503'), constraint);
}

/**
 * deadlock_detected (40P01) or serialization_failure (40001): the transaction lost a race and
 * was rolled back by the server; running it again from the start is safe and usually succeeds.
 */
export function isTransactionConflict(error: unknown): boolean {
  const code = postgresErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
}

export type DatabaseErrorKind = 'unique' | 'reference' | 'check' | 'not_null' | 'data' | 'transaction_conflict';

/** The class of a database error the API answers as a client error, or null for anything else. */
export function classifyDatabaseError(error: unknown): DatabaseErrorKind | null {
  const code = postgresErrorOf(error)?.code;
  if (code === undefined) return null;
  if (code === '23505') return 'unique';
  if (code === '23503') return 'reference';
  if (code === '23514') return 'check';
  if (code === '23502') return 'not_null';
  if (code === '40P01' || code === '40001') return 'transaction_conflict';
  // Class 22, data exception: a value the column type cannot hold (NUL byte, date out of range, overflow).
  if (code.startsWith('22')) return 'data';
  return null;
}
