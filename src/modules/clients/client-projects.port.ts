import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';

/**
 * What clients need from projects, which sit above them (a project belongs to a client): `app.ts`
 * plugs in the projects module's implementation.
 */
export interface ClientProjects {
  /** A subquery of the client ids of the projects `memberId` is assigned to, for callers without projects.read.all. */
  clientIdsAssignedTo(orgId: string, memberId: string): SQL;
  /** Called in the rename's transaction, so every project's `clientName` keeps saying the client's name. */
  clientRenamed(tx: Executor, orgId: string, clientId: string, name: string): Promise<void>;
}
