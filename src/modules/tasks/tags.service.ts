import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { withUniqueName } from './names.js';
import { findTag, insertTag, listTags, updateTag } from './tasks.repository.js';
import type { ListStatus } from './tasks.schemas.js';
import { tagView } from './tasks.view.js';

const NAME_INDEX = 'tags_active_name_unique';

export function createTagsService(db: Db, clock: Clock) {
  async function tagOf(tx: Executor, ctx: TenantContext, tagId: string) {
    const tag = await findTag(tx, ctx.orgId, tagId);
    if (!tag) throw errors.notFound('Tag', tagId);
    return tag;
  }

  return {
    async list(ctx: TenantContext, status: ListStatus) {
      return { items: (await listTags(db, ctx.orgId, status)).map(tagView) };
    },

    async create(ctx: TenantContext, name: string) {
      const now = clock.now();
      const id = newId();
      await withUniqueName(
        () => insertTag(db, { id, orgId: ctx.orgId, name, createdAt: now, updatedAt: now }),
        NAME_INDEX,
        'tag',
        name,
      );
      return tagView((await findTag(db, ctx.orgId, id))!);
    },

    async rename(ctx: TenantContext, tagId: string, name: string) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tagOf(tx, ctx, tagId);
        await withUniqueName(() => updateTag(tx, ctx.orgId, tagId, { name, updatedAt: now }), NAME_INDEX, 'tag', name);
      });
      return tagView((await findTag(db, ctx.orgId, tagId))!);
    },

    /** Idempotent both ways. Archived tags stay on their entries but cannot be added to others. */
    async setArchived(ctx: TenantContext, tagId: string, archived: boolean) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const tag = await tagOf(tx, ctx, tagId);
        if ((tag.archivedAt !== null) === archived) return;
        await withUniqueName(
          () => updateTag(tx, ctx.orgId, tagId, { archivedAt: archived ? now : null, updatedAt: now }),
          NAME_INDEX,
          'tag',
          tag.name,
        );
      });
      return tagView((await findTag(db, ctx.orgId, tagId))!);
    },
  };
}
