/** Both drivers answer `execute` with an object carrying `rows`; this reads them with one type. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
