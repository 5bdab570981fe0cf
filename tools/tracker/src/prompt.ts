/**
 * Questions at the terminal: choosing from a list (sign-in) and the idle question. Only when the
 * tracker runs in a terminal; elsewhere the caller decides without asking.
 */
import { createInterface } from 'node:readline/promises';
import type { IdleAction } from './tracker.js';

export const interactive = () => Boolean(process.stdin.isTTY && process.stdout.isTTY);

async function question(text: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(text)).trim();
  } finally {
    rl.close();
  }
}

/** A numbered list; the chosen item, or null for the extra "none" line when `allowNone`. */
export async function choose<T extends { name: string }>(
  what: string,
  items: T[],
  allowNone = false,
): Promise<T | null> {
  for (;;) {
    process.stdout.write(`${what}:\n`);
    items.forEach((item, index) => process.stdout.write(`  ${index + 1}. ${item.name}\n`));
    if (allowNone) process.stdout.write('  0. none\n');
    const answer = Number(await question('number: '));
    if (allowNone && answer === 0) return null;
    if (Number.isInteger(answer) && answer >= 1 && answer <= items.length) return items[answer - 1]!;
  }
}

const ACTIONS: Record<string, IdleAction> = { k: 'KEEP', d: 'DISCARD', s: 'SPLIT_OFFLINE' };

/** The idle question, as Hubstaff asks it: keep the time, discard it, or split it off as offline time. */
export async function askIdle(minutes: number, since: Date): Promise<IdleAction> {
  for (;;) {
    const answer = await question(
      `You were idle for ${minutes} min (since ${since.toLocaleTimeString()}). [k]eep it, [d]iscard it, or [s]plit it off as offline time? `,
    );
    const action = ACTIONS[answer.toLowerCase().charAt(0)];
    if (action) return action;
  }
}
