import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { clients } from '../clients/index.js';

/** Whether the organization has this client (archived ones too: their time still counts). */
export async function clientExists(executor: Executor, orgId: string, clientId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.orgId, orgId), eq(clients.id, clientId)))
    .limit(1);
  return row !== undefined;
}
