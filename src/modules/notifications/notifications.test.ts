import { describe, expect, it } from 'vitest';
import { castApp } from '../../../test/support/cast-app.js';
import { actorHeaders, addMember, joinOrganization, type Actor } from '../../../test/support/actors.js';
import { createNotification } from './index.js';

const { t, cast } = await castApp();

describe('notifications', () => {
  /** A member with an empty inbox, so a test's counts are its own. */
  const freshMember = () => addMember(t, cast.owner, 'MEMBER');

  const input = (recipient: Actor, n = 1) => ({
    orgId: recipient.orgId,
    memberId: recipient.memberId,
    type: 'TIME_ENTRY_REJECTED',
    title: `Entry ${n} rejected`,
    body: `Reason ${n}`,
    data: { n },
  });

  /** `count` notifications for `recipient`, created in one transaction; ids in creation order. */
  const notify = (recipient: Actor, count = 1) =>
    t.database.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let n = 1; n <= count; n++) ids.push(await createNotification(tx, input(recipient, n)));
      return ids;
    });

  const list = (actor: Actor, query = '', headers = actor.headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/notifications${query}`, headers });
  const markRead = (actor: Actor, id: string, headers = actor.headers) =>
    t.app.inject({ method: 'POST', url: `/api/v1/notifications/${id}/read`, headers });
  const markAllRead = (actor: Actor, headers = actor.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers });

  async function inbox(actor: Actor, query = '') {
    const response = await list(actor, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      items: Array<{ id: string; readAt: string | null }>;
      nextCursor: string | null;
      unreadCount: number;
    };
  }

  describe('createNotification', () => {
    it("writes in the caller's transaction: committed it is listed, rolled back it never existed", async () => {
      const recipient = await freshMember();
      const rolledBack = t.database.db.transaction(async (tx) => {
        await createNotification(tx, input(recipient));
        throw new Error('the causing change failed');
      });
      await expect(rolledBack).rejects.toThrow('the causing change failed');
      expect(await inbox(recipient)).toEqual({ items: [], nextCursor: null, unreadCount: 0 });

      const [id] = await notify(recipient);
      expect(await inbox(recipient)).toEqual({
        items: [
          {
            id,
            type: 'TIME_ENTRY_REJECTED',
            title: 'Entry 1 rejected',
            body: 'Reason 1',
            data: { n: 1 },
            readAt: null,
            createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
          },
        ],
        nextCursor: null,
        unreadCount: 1,
      });
    });

    it('cannot address a member of another organization', async () => {
      const crossTenant = { ...input(cast.outsider), orgId: cast.owner.orgId };
      const refused = await createNotification(t.database.db, crossTenant).catch((error: Error) => error);
      expect((refused as Error & { cause?: Error }).cause?.message).toContain('notifications_member_fk');
      expect((await inbox(cast.outsider)).items).toEqual([]);
    });

    it('rejects a malformed type', async () => {
      await expect(createNotification(t.database.db, { ...input(cast.member), type: 'rejected' })).rejects.toThrow(
        /UPPER_SNAKE/,
      );
    });
  });

  describe('GET /notifications', () => {
    it('lists newest first with the unread count', async () => {
      const recipient = await freshMember();
      const ids = await notify(recipient, 3);
      const page = await inbox(recipient);
      expect(page.items.map((item) => item.id)).toEqual([...ids].reverse());
      expect(page.unreadCount).toBe(3);
      expect(page.nextCursor).toBeNull();
    });

    it('pages through more than a page with the cursor, without duplicates or gaps', async () => {
      const recipient = await freshMember();
      const ids = await notify(recipient, 7);
      const seen: string[] = [];
      const pageSizes: number[] = [];
      let cursor: string | null = null;
      do {
        const page = await inbox(recipient, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.unreadCount).toBe(7);
        pageSizes.push(page.items.length);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(pageSizes).toEqual([3, 3, 1]);
      expect(seen).toEqual([...ids].reverse());
    });

    it('filters by unread=true and unread=false', async () => {
      const recipient = await freshMember();
      const [first, second, third] = await notify(recipient, 3);
      expect((await markRead(recipient, second!)).statusCode).toBe(200);
      const unread = await inbox(recipient, '?unread=true');
      expect(unread.items.map((item) => item.id)).toEqual([third, first]);
      expect(unread.unreadCount).toBe(2);
      const read = await inbox(recipient, '?unread=false');
      expect(read.items.map((item) => item.id)).toEqual([second]);
      expect(read.unreadCount).toBe(2);
      expect((await list(recipient, '?unread=yes')).statusCode).toBe(400);
    });

    it('answers 400 VALIDATION_ERROR for a cursor it did not issue', async () => {
      const response = await list(cast.member, '?cursor=not-a-cursor');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });
  });

  describe('POST /notifications/:id/read', () => {
    it('marks one read, lowers the unread count, and keeps the first readAt when repeated', async () => {
      const recipient = await freshMember();
      const [first] = await notify(recipient, 2);
      const marked = await markRead(recipient, first!);
      expect(marked.statusCode, marked.body).toBe(200);
      const { readAt } = marked.json().data;
      expect(marked.json().data).toMatchObject({ id: first, readAt: expect.any(String) });
      expect((await inbox(recipient)).unreadCount).toBe(1);

      const again = await markRead(recipient, first!);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.readAt).toBe(readAt);
      expect((await inbox(recipient)).unreadCount).toBe(1);
    });

    it('answers 404 for an unknown id and 400 for one that is not a uuid', async () => {
      const unknown = await markRead(cast.member, '01900000-0000-7000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
      const malformed = await markRead(cast.member, 'not-a-uuid');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('POST /notifications/read-all', () => {
    it("marks all of the caller's unread notifications read, and only theirs", async () => {
      const [recipient, bystander] = [await freshMember(), await freshMember()];
      const [first] = await notify(recipient, 3);
      await notify(bystander, 2);
      await markRead(recipient, first!);

      const response = await markAllRead(recipient);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ updated: 2, unreadCount: 0 });
      const after = await inbox(recipient);
      expect(after.unreadCount).toBe(0);
      expect(after.items.every((item) => item.readAt !== null)).toBe(true);
      expect((await inbox(bystander)).unreadCount).toBe(2);

      expect((await markAllRead(recipient)).json().data).toEqual({ updated: 0, unreadCount: 0 });
    });
  });

  describe('tenancy', () => {
    it("keeps another organization out: empty list, 404 with its own header, 403 with the owner's", async () => {
      const [ownersId] = await notify(cast.owner);
      const { outsider } = cast;
      expect((await inbox(outsider)).items).toEqual([]);
      expect((await markRead(outsider, ownersId!)).statusCode).toBe(404);
      expect((await markAllRead(outsider)).json().data.updated).toBe(0);

      const intruding = actorHeaders(outsider.token, cast.owner.orgId);
      expect((await list(outsider, '', intruding)).statusCode).toBe(403);
      expect((await markRead(outsider, ownersId!, intruding)).statusCode).toBe(403);
      expect((await markAllRead(outsider, intruding)).statusCode).toBe(403);

      const owners = await inbox(cast.owner);
      expect(owners.items.find((item) => item.id === ownersId)?.readAt).toBeNull();
    });

    it("keeps members of one organization out of each other's inboxes", async () => {
      const [ownersId] = await notify(cast.owner);
      const marked = await markRead(cast.manager, ownersId!);
      expect(marked.statusCode).toBe(404);
      expect(marked.json().code).toBe('NOT_FOUND');
      expect((await inbox(cast.manager)).items.map((item) => item.id)).not.toContain(ownersId);
      expect((await inbox(cast.owner)).items.find((item) => item.id === ownersId)?.readAt).toBeNull();
    });

    it("scopes one person's notifications to the organization named by the header", async () => {
      // The owner joins the outsider's organization too: one user, two memberships.
      const ownerElsewhere = await joinOrganization(t, cast.owner, cast.outsider);

      const [elsewhereId] = await notify(ownerElsewhere);
      const [homeId] = await notify(cast.owner);
      expect((await inbox(ownerElsewhere)).items.map((item) => item.id)).toEqual([elsewhereId]);
      expect((await inbox(cast.owner)).items.map((item) => item.id)).not.toContain(elsewhereId);
      expect((await markRead(ownerElsewhere, homeId!)).statusCode).toBe(404);
      expect((await markRead(cast.owner, elsewhereId!)).statusCode).toBe(404);
    });

    it('answers 401 without a token', async () => {
      const headers = { 'x-organization-id': cast.owner.orgId };
      const [ownersId] = await notify(cast.owner);
      for (const response of [
        await list(cast.owner, '', headers),
        await markRead(cast.owner, ownersId!, headers),
        await markAllRead(cast.owner, headers),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('UNAUTHORIZED');
      }
    });
  });
});
