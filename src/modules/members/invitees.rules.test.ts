import { describe, expect, it } from 'vitest';
import { delaySecondsOf } from './invitation-mail.js';
import {
  amountOf,
  checkInvitee,
  columnsOfHeader,
  draftFromCsvRecord,
  draftFromLine,
  looksLikeHeader,
  type InviteeDraft,
  type RoleChoice,
} from './invitees.rules.js';

const member: RoleChoice = { id: 'r-member', name: 'Member', builtInKey: 'MEMBER', grantable: true };
const manager: RoleChoice = { id: 'r-manager', name: 'Manager', builtInKey: 'MANAGER', grantable: true };
const owner: RoleChoice = { id: 'r-owner', name: 'Owner', builtInKey: 'OWNER', grantable: false };
const roles = [owner, manager, member];

const draft = (fields: Partial<InviteeDraft>): InviteeDraft => ({
  line: 1,
  email: 'ava@example.com',
  fullName: 'Ava Alvarez',
  role: '',
  costRate: '',
  billableRate: '',
  weeklyCapacity: '',
  timeZone: '',
  ...fields,
});
const problemsOf = (fields: Partial<InviteeDraft>) => {
  const checked = checkInvitee(draft(fields), roles, member);
  return checked.ok ? [] : checked.problems.map((problem) => problem.code);
};

describe('a pasted line', () => {
  it('reads "Name <address>", with a role after it', () => {
    expect(draftFromLine('Ava Alvarez <ava@example.com>', 3)).toMatchObject({
      line: 3,
      email: 'ava@example.com',
      fullName: 'Ava Alvarez',
      role: '',
    });
    expect(draftFromLine('"Alvarez, Ava" <ava@example.com>, Manager', 1)).toMatchObject({
      fullName: 'Alvarez, Ava',
      role: 'Manager',
    });
  });

  it('reads fields split by comma, semicolon or tab: the one with an @ is the address, then name and role', () => {
    expect(draftFromLine('ava@example.com, Ava Alvarez, Manager', 1)).toMatchObject({
      email: 'ava@example.com',
      fullName: 'Ava Alvarez',
      role: 'Manager',
    });
    expect(draftFromLine('Ava Alvarez;ava@example.com', 1)).toMatchObject({
      email: 'ava@example.com',
      fullName: 'Ava Alvarez',
    });
    expect(draftFromLine('Ava Alvarez\tava@example.com\tMember', 1)).toMatchObject({ role: 'Member' });
    expect(draftFromLine('  ava@example.com  ', 1)).toMatchObject({ email: 'ava@example.com', fullName: '' });
  });

  it('is no one when blank, and keeps a line without an address as its "address" for the preview', () => {
    expect(draftFromLine('   ', 1)).toBeNull();
    expect(draftFromLine('Ava Alvarez', 2)).toMatchObject({ email: 'Ava Alvarez', line: 2 });
  });
});

describe('a CSV header', () => {
  it('names columns in any case, order and spelling of the words', () => {
    const columns = columnsOfHeader([
      'Time Zone',
      'E-mail',
      'Full name',
      'ROLE',
      'cost_rate',
      'Bill rate',
      'Weekly capacity',
      'Notes',
    ]);
    expect(columns).toEqual({
      indexOf: { timeZone: 0, email: 1, fullName: 2, role: 3, costRate: 4, billableRate: 5, weeklyCapacity: 6 },
      ignored: ['Notes'],
    });
    expect(
      draftFromCsvRecord(columns!, {
        fields: ['Europe/Berlin', ' ava@example.com ', 'Ava', 'Member', '40', '90', '32'],
        line: 2,
      }),
    ).toEqual({
      line: 2,
      email: 'ava@example.com',
      fullName: 'Ava',
      role: 'Member',
      costRate: '40',
      billableRate: '90',
      weeklyCapacity: '32',
      timeZone: 'Europe/Berlin',
    });
  });

  it('needs an email column, and is told from a line of people by holding no address', () => {
    expect(columnsOfHeader(['name', 'role'])).toBeNull();
    expect(looksLikeHeader(['email', 'name'])).toBe(true);
    expect(looksLikeHeader(['ava@example.com', 'Ava'])).toBe(false);
  });
});

describe('checking a row', () => {
  it('gives a row naming no role the default one, and a row without a name the start of its address', () => {
    expect(checkInvitee(draft({ email: ' Ava@Example.com ', fullName: '' }), roles, member)).toEqual({
      ok: true,
      invitee: {
        email: 'ava@example.com',
        fullName: 'Ava',
        roleId: 'r-member',
        costRate: null,
        billableRate: null,
        weeklyCapacityHours: null,
        timeZone: null,
      },
    });
  });

  it('matches roles by name ignoring case, and refuses unknown ones and those the caller cannot give', () => {
    const checked = checkInvitee(draft({ role: 'manager' }), roles, member);
    expect(checked.ok && checked.invitee.roleId).toBe('r-manager');
    expect(problemsOf({ role: 'Boss' })).toEqual(['ROLE_UNKNOWN']);
    expect(problemsOf({ role: 'Owner' })).toEqual(['ROLE_NOT_GRANTABLE']);
  });

  it('reads amounts with a dot or one decimal comma, and lists every problem of a row', () => {
    const checked = checkInvitee(
      draft({ costRate: '40,50', billableRate: '95', weeklyCapacity: '37.5', timeZone: 'Asia/Tokyo' }),
      roles,
      member,
    );
    expect(checked).toMatchObject({
      ok: true,
      invitee: { costRate: 40.5, billableRate: 95, weeklyCapacityHours: 37.5, timeZone: 'Asia/Tokyo' },
    });
    expect(
      problemsOf({
        email: 'not-an-address',
        costRate: 'forty',
        billableRate: '1.234',
        weeklyCapacity: '200',
        timeZone: 'Mars/Olympus',
      }),
    ).toEqual(['EMAIL_INVALID', 'COST_RATE_INVALID', 'BILLABLE_RATE_INVALID', 'CAPACITY_INVALID', 'TIME_ZONE_UNKNOWN']);
    expect(problemsOf({ fullName: 'x'.repeat(201) })).toEqual(['NAME_INVALID']);
    expect(amountOf('')).toBeNull();
    expect(amountOf('-5')).toBeNaN();
    expect(amountOf('1,000.50')).toBeNaN();
  });
});

describe('spreading a batch of invitations', () => {
  it('lets the first batch go at once and each next one an interval later', () => {
    const batch = { size: 50, intervalSeconds: 60 };
    expect([0, 49, 50, 99, 100, 499].map((position) => delaySecondsOf(position, batch))).toEqual([
      0, 0, 60, 60, 120, 540,
    ]);
  });
});
