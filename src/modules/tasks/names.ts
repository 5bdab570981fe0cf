import { isUniqueViolation } from '../../platform/db/pg-errors.js';
import { errors } from '../../platform/http/errors.js';

/**
 * Runs a write that may give an active task or tag a name already in use and answers 409 with
 * the name instead of the database's generic conflict.
 */
export async function withUniqueName<T>(
  write: () => Promise<T>,
  constraint: string,
  what: string,
  name: string | undefined,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint))
      throw errors.conflict(
        'ALREADY_EXISTS',
        `An active ${what} named '${name ?? ''}' already exists`,
        `Names are unique among active ${what}s, ignoring case: pick another name, or archive or rename the other one.`,
      );
    throw error;
  }
}
