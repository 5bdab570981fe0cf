/**
 * Inviting several people at once: a preview that writes nothing, and a commit that invites every
 * row of the list in one transaction, or none. A list with a row that cannot be invited is never
 * committed in part (422 INVITE_ROWS_INVALID with every row's words), so nobody is dropped
 * silently; rows whose address is a member already are reported and left alone.
 */
import type { Config } from '../../config/index.js';
import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { canGrant } from '../rbac/index.js';
import { membersWithEmails, organizationRoles } from './bulk-invite.repository.js';
import type { BulkInviteResult, BulkInviteRow } from './bulk-invite.schemas.js';
import { enrolMember } from './enrolment.js';
import { createInvitationMail, delaySecondsOf } from './invitation-mail.js';
import { readInviteeList, type InviteeListInput } from './invitee-list.js';
import { checkInvitee, duplicateProblem, type Invitee, type RoleChoice } from './invitees.rules.js';
import { emitMemberEvent } from './invites.service.js';

interface BulkInviteDeps {
  db: Db;
  config: Pick<Config, 'server' | 'mail'>;
  clock: Clock;
}

/** A row and, when it can be invited, what the member is made with. */
interface PlannedRow {
  row: BulkInviteRow;
  invitee: Invitee | null;
}

/** Every row of the list checked against the organization's roles and members (only this organization's). */
async function planRows(executor: Executor, ctx: TenantContext, input: InviteeListInput) {
  const list = readInviteeList(input);
  const roles: RoleChoice[] = (await organizationRoles(executor, ctx.orgId)).map((role) => ({
    id: role.id,
    name: role.name,
    builtInKey: role.builtInKey,
    grantable: canGrant(ctx.permissions, role.permissions),
  }));
  const defaultRole = roles.find((role) => role.builtInKey === 'MEMBER') ?? roles[roles.length - 1]!;
  const roleName = new Map(roles.map((role) => [role.id, role.name]));
  const checked = list.drafts.map((draft) => ({ draft, result: checkInvitee(draft, roles, defaultRole) }));
  const existing = await membersWithEmails(
    executor,
    ctx.orgId,
    checked.flatMap(({ result }) => (result.ok ? [result.invitee.email] : [])),
  );
  const firstLineOf = new Map<string, number>();
  const planned = checked.map(({ draft, result }): PlannedRow => {
    const email = result.ok ? result.invitee.email : draft.email;
    const base = { line: draft.line, email, memberId: null, problems: [] };
    if (!result.ok) {
      return {
        row: { ...base, fullName: draft.fullName, role: null, outcome: 'INVALID', problems: result.problems },
        invitee: null,
      };
    }
    const { invitee } = result;
    const named = { ...base, fullName: invitee.fullName, role: roleName.get(invitee.roleId) ?? null };
    const firstLine = firstLineOf.get(email);
    if (firstLine !== undefined)
      return { row: { ...named, outcome: 'INVALID', problems: [duplicateProblem(firstLine)] }, invitee: null };
    firstLineOf.set(email, draft.line);
    const member = existing.get(email);
    // Left as they are: the role the row names is not theirs, so none is shown.
    if (member)
      return { row: { ...named, role: null, outcome: 'ALREADY_MEMBER', memberId: member.memberId }, invitee: null };
    return { row: { ...named, outcome: 'WILL_INVITE' }, invitee };
  });
  return { planned, ignoredColumns: list.ignoredColumns };
}

function resultOf(
  rows: readonly BulkInviteRow[],
  ignoredColumns: string[],
  committed: boolean,
  batch: Config['mail']['batch'],
): BulkInviteResult {
  const count = (...outcomes: Array<BulkInviteRow['outcome']>) =>
    rows.filter((row) => outcomes.includes(row.outcome)).length;
  const invite = count('WILL_INVITE', 'INVITED');
  return {
    committed,
    summary: { rows: rows.length, invite, alreadyMembers: count('ALREADY_MEMBER'), invalid: count('INVALID') },
    ignoredColumns,
    emailsSpreadOverSeconds: invite === 0 ? 0 : delaySecondsOf(invite - 1, batch),
    rows: [...rows],
  };
}

export function createBulkInviteService({ db, config, clock }: BulkInviteDeps) {
  const issueInvite = createInvitationMail({ config, clock });

  return {
    /** What a commit of the same list would do, row by row; writes and sends nothing. */
    async preview(ctx: TenantContext, input: InviteeListInput): Promise<BulkInviteResult> {
      const { planned, ignoredColumns } = await planRows(db, ctx, input);
      return resultOf(
        planned.map((plan) => plan.row),
        ignoredColumns,
        false,
        config.mail.batch,
      );
    },

    /** Invites every WILL_INVITE row in one transaction, their emails spread over time; or nobody. */
    async commit(ctx: TenantContext, input: InviteeListInput): Promise<BulkInviteResult> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { planned, ignoredColumns } = await planRows(tx, ctx, input);
        const invalid = planned.filter((plan) => plan.row.outcome === 'INVALID');
        if (invalid.length > 0) {
          const rows = planned.map((plan) => plan.row);
          throw new AppError(
            'INVITE_ROWS_INVALID',
            `${invalid.length} of ${planned.length} rows cannot be invited; nobody was invited`,
            'Correct or remove the rows whose problems are listed in details.rows, then send the list again.',
            { rows: rows.filter((row) => row.outcome === 'INVALID') },
          );
        }
        let position = 0;
        const rows: BulkInviteRow[] = [];
        for (const { row, invitee } of planned) {
          if (!invitee) {
            rows.push(row);
            continue;
          }
          const enrolled = await enrolMember(tx, ctx.orgId, { ...invitee, invitedByUserId: ctx.userId, now });
          const member = { id: enrolled.memberId, email: invitee.email, fullName: enrolled.fullName };
          await issueInvite(tx, { orgId: ctx.orgId, userId: ctx.userId }, member, position++);
          await emitMemberEvent(tx, ctx.orgId, 'member.invited', enrolled.memberId);
          rows.push({ ...row, outcome: 'INVITED', memberId: enrolled.memberId });
        }
        return resultOf(rows, ignoredColumns, true, config.mail.batch);
      });
    },
  };
}
