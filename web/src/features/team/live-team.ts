// The live team as the screen shows it: working people first, running time counted on from the
// server's answer, and how fresh that answer is.

interface LiveMember {
  fullName: string;
  status: 'online' | 'offline';
  timer: object | null;
}

/** Who has a running timer, and everyone else with the online ones first; each keeps the API's name order. */
export function arrangeTeam<M extends LiveMember>(members: readonly M[]): { working: M[]; notWorking: M[] } {
  const working = members.filter((member) => member.timer !== null);
  const rest = members.filter((member) => member.timer === null);
  return {
    working,
    notWorking: [
      ...rest.filter((member) => member.status === 'online'),
      ...rest.filter((member) => member.status === 'offline'),
    ],
  };
}

/**
 * Seconds the server counted when it answered, plus the time since then on this clock: the
 * screen ticks between polls, and a wrong clock here cannot skew the server's figure.
 */
export function secondsNow(serverSeconds: number, answeredAt: number, now: number): number {
  return serverSeconds + Math.max(0, Math.floor((now - answeredAt) / 1000));
}

export type Freshness = { unit: 'now' } | { unit: 'seconds'; seconds: number } | { unit: 'minutes'; minutes: number };

/** How long ago the shown answer arrived, in the words "updated N seconds ago" needs. */
export function freshness(answeredAt: number, now: number): Freshness {
  const seconds = Math.max(0, Math.floor((now - answeredAt) / 1000));
  if (seconds < 5) return { unit: 'now' };
  if (seconds < 60) return { unit: 'seconds', seconds };
  return { unit: 'minutes', minutes: Math.floor(seconds / 60) };
}
