// The organization the person is working in, sent as `x-organization-id` on every request. It is
// not a secret (the server checks membership), so it lives in localStorage and survives reloads.
const STORAGE_KEY = 'punchclock.organizationId';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser: the choice lasts until the page closes
  }
}

let current: string | null = storage()?.getItem(STORAGE_KEY) ?? null;

export function chosenOrganizationId(): string | null {
  return current;
}

export function chooseOrganization(id: string | null): void {
  if (id === current) return;
  current = id;
  if (id) storage()?.setItem(STORAGE_KEY, id);
  else storage()?.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export function subscribeToOrganization(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
