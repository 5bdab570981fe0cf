/** Reads PostgreSQL error codes as both drivers report them (possibly wrapped by drizzle). */
function postgresError(error: unknown, code: string): { constraint?: string; message?: string } | null {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; message?: string };
    if (candidate.code === code) return candidate;
  }
  return null;
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
