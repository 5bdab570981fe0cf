import type { ClientProjects } from '../clients/index.js';
import { clientIdsAssignedTo, renameClientOfProjects } from './projects.repository.js';

/** The projects module's side of the clients module's port (wired in app.ts). */
export const clientProjects: ClientProjects = {
  clientIdsAssignedTo,
  clientRenamed: renameClientOfProjects,
};
