// One page of a list the screen already holds: a long review backlog is read page by page, not as one
// page several thousand pixels tall.

export interface Page<T> {
  items: T[];
  /** 0-based, clamped into the list: after a filter or a review shrinks it, the last page is shown. */
  page: number;
  pageCount: number;
}

export function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const clamped = Math.min(Math.max(0, page), pageCount - 1);
  return { items: items.slice(clamped * size, (clamped + 1) * size), page: clamped, pageCount };
}
