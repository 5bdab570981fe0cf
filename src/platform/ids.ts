import { v7 as uuidv7 } from 'uuid';

/** Time-ordered UUIDv7: ids sort by creation, which keeps b-tree inserts local. */
export function newId(): string {
  return uuidv7();
}
