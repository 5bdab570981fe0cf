/** Normal form of an email address for storage and lookup. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
