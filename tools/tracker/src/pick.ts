/** Picking an organization or a project by name (or id) from what the server lists (pure). */

export class PickError extends Error {}

/**
 * `wanted` as an id, else a case-insensitive name: the exact name first, else the one name that
 * contains it. Several or none is an error naming the choices.
 */
export function pick<T extends { id: string; name: string }>(what: string, items: T[], wanted: string): T {
  const lower = wanted.trim().toLowerCase();
  const byId = items.find((item) => item.id === wanted.trim());
  if (byId) return byId;
  const exact = items.filter((item) => item.name.toLowerCase() === lower);
  if (exact.length === 1) return exact[0]!;
  const partial = exact.length > 1 ? exact : items.filter((item) => item.name.toLowerCase().includes(lower));
  if (partial.length === 1) return partial[0]!;
  const names = (partial.length > 1 ? partial : items).map((item) => `"${item.name}" (${item.id})`).join(', ');
  throw new PickError(
    partial.length > 1
      ? `several ${what}s match "${wanted}": ${names}; give the id`
      : `no ${what} matches "${wanted}"; yours: ${names || 'none'}`,
  );
}
