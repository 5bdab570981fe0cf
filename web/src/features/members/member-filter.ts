// The member list as a person narrows it: by status and by words in the name, email or role.

export type MemberStatus = 'ACTIVE' | 'INVITED' | 'DEACTIVATED';
/** The status as people read it: an INVITED member no invitation was sent to (an import's) is "not invited". */
export type ShownStatus = MemberStatus | 'NOT_INVITED';
export type StatusFilter = ShownStatus | 'ALL';

interface Filterable {
  status: MemberStatus;
  /** When the latest invitation was sent; null on an INVITED member: not invited yet. */
  invitationSentAt?: string | null;
  user: { fullName: string; email: string };
  role: { name: string };
}

export function shownStatusOf(member: Pick<Filterable, 'status' | 'invitationSentAt'>): ShownStatus {
  return member.status === 'INVITED' && member.invitationSentAt === null ? 'NOT_INVITED' : member.status;
}

/** Case- and accent-insensitive, so "jose" finds "José". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Every word of `search` must appear in the member's name, email or role. */
export function filterMembers<M extends Filterable>(members: readonly M[], status: StatusFilter, search: string): M[] {
  const words = normalize(search).split(/\s+/).filter(Boolean);
  return members.filter((member) => {
    if (status !== 'ALL' && shownStatusOf(member) !== status) return false;
    const haystack = normalize(`${member.user.fullName} ${member.user.email} ${member.role.name}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** How many members have each status, for the filter's labels. */
export function countByStatus(members: readonly Filterable[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = {
    ALL: members.length,
    ACTIVE: 0,
    INVITED: 0,
    NOT_INVITED: 0,
    DEACTIVATED: 0,
  };
  for (const member of members) counts[shownStatusOf(member)] += 1;
  return counts;
}
