// e2e helpers of the members feature: how many emails an address has received (a resent
// invitation is a new one), read from the file mailer's folder.
import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { deliveredMailFiles } from '../../../test/support/mail.js';
import type { RunningServer } from './server.js';

async function mailCount(server: RunningServer, email: string): Promise<number> {
  let count = 0;
  for (const file of await deliveredMailFiles(server.dataDir)) {
    const mail = await simpleParser(await readFile(file));
    if (JSON.stringify(mail.to ?? '').includes(email)) count += 1;
  }
  return count;
}

/** Waits until `email` has received `count` messages (the outbox delivers in the background). */
export async function waitForMails(server: RunningServer, email: string, count: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await mailCount(server, email)) < count) {
    if (Date.now() > deadline) throw new Error(`${email} did not receive ${count} emails\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
