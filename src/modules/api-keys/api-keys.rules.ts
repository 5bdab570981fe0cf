/** The permissions of `requested` the holder lacks, in the order requested. */
export function beyond(holder: ReadonlySet<string>, requested: readonly string[]): string[] {
  return requested.filter((permission) => !holder.has(permission));
}
