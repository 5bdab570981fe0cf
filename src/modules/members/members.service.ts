import type { TenantContext } from '../../platform/auth/context.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { isForeignKeyViolation } from '../../platform/db/pg-errors.js';
import { errors } from '../../platform/http/errors.js';
import { grantableRole } from './grants.js';
import { decodeCursor, toPage } from '../../platform/http/pagination.js';
import { toNumeric } from '../../platform/money.js';
import { z } from 'zod';
import { canGrant } from '../rbac/index.js';
import { recordWebhookEvent } from '../webhook-outbox/index.js';
import {
  announceAccessChange,
  deleteMember,
  findMember,
  lockMember,
  lockMemberAndOwners,
  memberView,
  otherActiveOwners,
  pageMembers,
  touchMember,
  type MemberRow,
} from './members.repository.js';
import type { UpdateMemberInput } from './members.schemas.js';

const cursorShape = z.object({ id: z.uuid() });

const memberNotFound = (memberId: string) => errors.notFound('Member', memberId);

/** The member, locked for the rest of the transaction, or 404 (also for another organization's). */
async function lockedMember(tx: Executor, ctx: TenantContext, memberId: string): Promise<MemberRow> {
  await lockMemberAndOwners(tx, ctx.orgId, memberId);
  const member = await lockMember(tx, ctx.orgId, memberId);
  if (!member) throw memberNotFound(memberId);
  return member;
}

/** Nobody acts on a member whose role holds permissions they do not have themselves. */
function assertOutranks(ctx: TenantContext, target: MemberRow) {
  if (!canGrant(ctx.permissions, target.rolePermissions)) {
    throw errors.forbidden(
      'EXCEEDS_OWN_PERMISSIONS',
      `You cannot change ${target.fullName}: their role (${target.roleName}) has permissions yours does not`,
      'Ask an Owner to make this change.',
    );
  }
}

async function assertNotLastOwner(tx: Executor, ctx: TenantContext, target: MemberRow, action: string) {
  if (target.builtInKey !== 'OWNER' || target.status !== 'ACTIVE') return;
  if ((await otherActiveOwners(tx, ctx.orgId, target.id)) === 0) {
    throw errors.conflict(
      'LAST_OWNER',
      `Cannot ${action} the last Owner of the organization`,
      'Make another member an Owner first.',
    );
  }
}

export function createMembersService(db: Db) {
  const view = (ctx: TenantContext, row: MemberRow) => memberView(row, ctx.permissions.has('members.rates.read'));

  async function reload(ctx: TenantContext, memberId: string) {
    const member = await findMember(db, ctx.orgId, memberId);
    if (!member) throw memberNotFound(memberId);
    return view(ctx, member);
  }

  return {
    async list(ctx: TenantContext, query: { status?: string; limit: number; cursor?: string }) {
      const after = decodeCursor(query.cursor, cursorShape);
      const rows = await pageMembers(db, ctx.orgId, {
        status: query.status,
        afterId: after?.id,
        limit: query.limit + 1,
      });
      return toPage(
        rows,
        query.limit,
        (row) => ({ id: row.id }),
        (row) => view(ctx, row),
      );
    },

    get: reload,

    async update(ctx: TenantContext, memberId: string, input: UpdateMemberInput) {
      await db.transaction(async (tx) => {
        const target = await lockedMember(tx, ctx, memberId);
        assertOutranks(ctx, target);
        let roleId: string | undefined;
        if (input.roleId !== undefined && input.roleId !== target.roleId) {
          const role = await grantableRole(tx, ctx, input.roleId);
          if (role.builtInKey !== 'OWNER') await assertNotLastOwner(tx, ctx, target, 'demote');
          roleId = role.id;
          await announceAccessChange(tx, ctx.orgId, memberId);
        }
        await touchMember(tx, ctx.orgId, memberId, {
          roleId,
          costRate: toNumeric(input.costRate),
          billableRate: toNumeric(input.billableRate),
          weeklyCapacityHours: toNumeric(input.weeklyCapacityHours),
        });
      });
      return reload(ctx, memberId);
    },

    async setActive(ctx: TenantContext, memberId: string, active: boolean) {
      await db.transaction(async (tx) => {
        const target = await lockedMember(tx, ctx, memberId);
        assertOutranks(ctx, target);
        if (active) {
          if (target.status !== 'DEACTIVATED') {
            throw errors.conflict(
              'MEMBER_NOT_DEACTIVATED',
              `The member is ${target.status}, not DEACTIVATED`,
              'Only deactivated members can be reactivated.',
            );
          }
          await touchMember(tx, ctx.orgId, memberId, { status: 'ACTIVE' });
          return;
        }
        if (target.status === 'DEACTIVATED') return;
        await assertNotLastOwner(tx, ctx, target, 'deactivate');
        await touchMember(tx, ctx.orgId, memberId, { status: 'DEACTIVATED' });
        await announceAccessChange(tx, ctx.orgId, memberId);
        await recordWebhookEvent(tx, ctx.orgId, 'member.deactivated', async () => {
          const member = await findMember(tx, ctx.orgId, memberId);
          return member && memberView(member, true);
        });
      });
      return reload(ctx, memberId);
    },

    async remove(ctx: TenantContext, memberId: string) {
      await db.transaction(async (tx) => {
        const target = await lockedMember(tx, ctx, memberId);
        assertOutranks(ctx, target);
        await assertNotLastOwner(tx, ctx, target, 'remove');
        try {
          await deleteMember(tx, ctx.orgId, memberId);
        } catch (error) {
          if (isForeignKeyViolation(error)) {
            throw errors.conflict(
              'MEMBER_HAS_TIME_ENTRIES',
              `${target.fullName} has recorded work (time entries) and cannot be removed`,
              'Deactivate the member instead (POST /organizations/members/{memberId}/deactivate): access ends and history stays.',
            );
          }
          throw error;
        }
        await announceAccessChange(tx, ctx.orgId, memberId);
      });
      return { id: memberId, removed: true as const };
    },
  };
}
