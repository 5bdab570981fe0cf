/**
 * How a list of people to invite is read, and what is wrong with a row of it: pure rules, no
 * database. A pasted list has one person per line; a CSV file (or pasted CSV) has a header naming
 * its columns. Both end as drafts of plain strings, which checkInvitee turns into an invitee or
 * the problems a person can fix (docs/members.md, "Inviting several people").
 */
import { isTimeZone } from '../../platform/dates.js';
import { emailField, fullNameField } from '../users/index.js';

/** Rows one request may carry: enough for a team, few enough for one transaction and one preview. */
export const MAX_INVITE_ROWS = 500;

/** One person as written in the list, before anything is checked; blank means "not given". */
export interface InviteeDraft {
  /** The line of the text or file the person is on (1-based), for the preview's words. */
  line: number;
  email: string;
  fullName: string;
  role: string;
  costRate: string;
  billableRate: string;
  weeklyCapacity: string;
  timeZone: string;
}

type DraftColumn = Exclude<keyof InviteeDraft, 'line'>;

const BLANK: Omit<InviteeDraft, 'line'> = {
  email: '',
  fullName: '',
  role: '',
  costRate: '',
  billableRate: '',
  weeklyCapacity: '',
  timeZone: '',
};

/** `Ava Alvarez <ava@example.com>`, optionally followed by a separator and a role. */
const NAME_AND_ADDRESS = /^(?<name>[^<]*)<(?<email>[^>]*)>(?<rest>.*)$/;

const fieldsOf = (text: string) => {
  const separator = ['\t', ';', ','].find((candidate) => text.includes(candidate));
  return (separator ? text.split(separator) : [text]).map((field) => field.trim()).filter((field) => field !== '');
};

const unquote = (text: string) =>
  text
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim();

/**
 * One pasted line: `Name <email>` or fields split by tab, semicolon or comma (the first of those
 * found), in which the field with an `@` is the address and the others, in order, the name and
 * the role. So `ava@example.com, Ava Alvarez, Manager` and `Ava Alvarez, ava@example.com` both
 * work. A blank line is no one (null).
 */
export function draftFromLine(text: string, line: number): InviteeDraft | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const bracketed = NAME_AND_ADDRESS.exec(trimmed)?.groups;
  if (bracketed) {
    const [role = ''] = fieldsOf(bracketed.rest!);
    return {
      ...BLANK,
      line,
      email: bracketed.email!.trim(),
      fullName: unquote(bracketed.name!.replace(/[,;\t]\s*$/, '')),
      role,
    };
  }
  const fields = fieldsOf(trimmed).map(unquote);
  const addressAt = fields.findIndex((field) => field.includes('@'));
  const others = fields.filter((_, index) => index !== addressAt);
  return {
    ...BLANK,
    line,
    // No address on the line: the whole line is kept as the "address", so the preview shows it.
    email: addressAt >= 0 ? fields[addressAt]! : trimmed,
    fullName: others[0] ?? '',
    role: others[1] ?? '',
  };
}

/** Header words, compared as letters only in lower case, so "Cost rate", "cost_rate" and "COSTRATE" match. */
const HEADER_WORDS: Readonly<Record<DraftColumn, readonly string[]>> = {
  email: ['email', 'emailaddress', 'mail', 'address'],
  fullName: ['name', 'fullname', 'person'],
  role: ['role'],
  costRate: ['costrate', 'cost', 'hourlycost'],
  billableRate: ['billrate', 'billablerate', 'billingrate', 'bill'],
  weeklyCapacity: ['weeklycapacity', 'capacity', 'weeklycapacityhours', 'capacityhours', 'hoursperweek'],
  timeZone: ['timezone', 'zone', 'tz'],
};

const headerKey = (word: string) => word.toLowerCase().replace(/[^a-z]/g, '');

/** Which column of a CSV header holds what; columns no word names are listed as ignored. */
interface CsvColumns {
  indexOf: Partial<Record<DraftColumn, number>>;
  ignored: string[];
}

/** The columns a header names, or null when none holds the email address (the one column needed). */
export function columnsOfHeader(header: readonly string[]): CsvColumns | null {
  const indexOf: Partial<Record<DraftColumn, number>> = {};
  const ignored: string[] = [];
  header.forEach((word, index) => {
    const key = headerKey(word);
    const column = (Object.keys(HEADER_WORDS) as DraftColumn[]).find((name) => HEADER_WORDS[name].includes(key));
    if (column && indexOf[column] === undefined) indexOf[column] = index;
    else if (word.trim() !== '') ignored.push(word.trim());
  });
  return indexOf.email === undefined ? null : { indexOf, ignored };
}

/** True when a first line reads as a CSV header (it names an email column and holds no address). */
export function looksLikeHeader(fields: readonly string[]): boolean {
  return !fields.some((field) => field.includes('@')) && columnsOfHeader(fields) !== null;
}

export function draftFromCsvRecord(columns: CsvColumns, record: { fields: string[]; line: number }): InviteeDraft {
  const draft: InviteeDraft = { ...BLANK, line: record.line };
  for (const [column, index] of Object.entries(columns.indexOf) as Array<[DraftColumn, number]>) {
    draft[column] = (record.fields[index] ?? '').trim();
  }
  return draft;
}

/** A role a row may name: matched by name, case-insensitively; `grantable` is whether the caller may give it. */
export interface RoleChoice {
  id: string;
  name: string;
  builtInKey: string | null;
  grantable: boolean;
}

type InviteeProblemCode =
  | 'EMAIL_INVALID'
  | 'NAME_INVALID'
  | 'ROLE_UNKNOWN'
  | 'ROLE_NOT_GRANTABLE'
  | 'DUPLICATE_IN_LIST'
  | 'COST_RATE_INVALID'
  | 'BILLABLE_RATE_INVALID'
  | 'CAPACITY_INVALID'
  | 'TIME_ZONE_UNKNOWN';

interface InviteeProblem {
  field: DraftColumn;
  code: InviteeProblemCode;
  message: string;
}

/** A row that passed every check: what the member will be made with. */
export interface Invitee {
  email: string;
  fullName: string;
  roleId: string;
  costRate: number | null;
  billableRate: number | null;
  weeklyCapacityHours: number | null;
  timeZone: string | null;
}

type CheckedInvitee = { ok: true; invitee: Invitee } | { ok: false; problems: InviteeProblem[] };

/** An amount as people type it: `45`, `45.5`, `45,50` (one decimal comma); blank is null; anything else NaN. */
export function amountOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const normalized = /^\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const withinRange = (value: number | null, max: number) =>
  value === null || (Number.isFinite(value) && value >= 0 && value <= max && hasCents(value));

/**
 * Checks one draft. `roles` are the organization's; `defaultRole` is given to a row naming none.
 * A name left out is the address's part before the `@`, shown in the preview so it can be changed.
 */
export function checkInvitee(
  draft: InviteeDraft,
  roles: readonly RoleChoice[],
  defaultRole: RoleChoice,
): CheckedInvitee {
  const problems: InviteeProblem[] = [];
  const problem = (field: DraftColumn, code: InviteeProblemCode, message: string) =>
    problems.push({ field, code, message });

  const email = emailField.safeParse(draft.email);
  if (!email.success) problem('email', 'EMAIL_INVALID', `"${draft.email}" is not an email address`);
  const fullName = fullNameField.safeParse(draft.fullName || draft.email.split('@')[0] || '');
  if (!fullName.success) problem('fullName', 'NAME_INVALID', 'The name is missing, too long or has control characters');

  const wanted = draft.role.trim().toLowerCase();
  const role = wanted === '' ? defaultRole : roles.find((candidate) => candidate.name.toLowerCase() === wanted);
  if (!role) problem('role', 'ROLE_UNKNOWN', `The organization has no role named "${draft.role}"`);
  else if (!role.grantable) problem('role', 'ROLE_NOT_GRANTABLE', `You cannot give the ${role.name} role`);

  const costRate = amountOf(draft.costRate);
  if (!withinRange(costRate, 1_000_000))
    problem(
      'costRate',
      'COST_RATE_INVALID',
      `Cost rate "${draft.costRate}" is not an amount (0 to 1,000,000, 2 decimals)`,
    );
  const billableRate = amountOf(draft.billableRate);
  if (!withinRange(billableRate, 1_000_000))
    problem(
      'billableRate',
      'BILLABLE_RATE_INVALID',
      `Bill rate "${draft.billableRate}" is not an amount (0 to 1,000,000, 2 decimals)`,
    );
  const weeklyCapacityHours = amountOf(draft.weeklyCapacity);
  if (!withinRange(weeklyCapacityHours, 168))
    problem('weeklyCapacity', 'CAPACITY_INVALID', `Weekly capacity "${draft.weeklyCapacity}" is not 0 to 168 hours`);
  const timeZone = draft.timeZone.trim() === '' ? null : draft.timeZone.trim();
  if (timeZone !== null && !isTimeZone(timeZone))
    problem('timeZone', 'TIME_ZONE_UNKNOWN', `"${timeZone}" is not a time zone (write it like Europe/Berlin)`);

  if (problems.length > 0 || !email.success || !fullName.success || !role) return { ok: false, problems };
  return {
    ok: true,
    invitee: {
      email: email.data,
      fullName: fullName.data,
      roleId: role.id,
      costRate,
      billableRate,
      weeklyCapacityHours,
      timeZone,
    },
  };
}

/** The problem of a row whose address an earlier row of the same list already has. */
export const duplicateProblem = (firstLine: number): InviteeProblem => ({
  field: 'email',
  code: 'DUPLICATE_IN_LIST',
  message: `This address is already on line ${firstLine}`,
});
