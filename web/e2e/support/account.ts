// e2e helpers of the account feature: invitations created through the API and the links mailed.
import { apiCall } from './api.js';
import { memberRoleId, type RunningServer } from './server.js';

/** The owner invites `email` as a Member, without a password: the server emails the invitation link. */
export async function inviteMember(
  server: RunningServer,
  owner: { headers: Record<string, string> },
  email: string,
  fullName: string,
): Promise<void> {
  const roleId = await memberRoleId(server, owner);
  await apiCall(server, 'POST', '/organizations/members', { email, fullName, roleId }, owner.headers);
}

/** The first link to this server in the newest email to `email` that has one, waiting for the outbox to deliver it. */
export async function mailedLink(server: RunningServer, email: string, timeoutMs = 30_000): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`${server.apiOrigin.replace(/[.:/]/g, '\\$&')}/\\S+`);
  for (;;) {
    const link = (await server.mailbox(email))
      .reverse()
      .map((text) => pattern.exec(text))
      .find((found) => found !== null);
    if (link) return new URL(link[0]);
    if (Date.now() > deadline) throw new Error(`No link was mailed to ${email}\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
