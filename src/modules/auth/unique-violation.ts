/** PostgreSQL's unique_violation, as both drivers report it (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint || (candidate.message ?? '').includes(constraint);
  }
  return false;
}
