// Whose screens the signed-in person may look at and what they may do there, as far as the page can
// tell: their own always; with screenshots.read.all every active member whose role holds nothing
// theirs lacks; blur and delete their own or (screenshots.manage) anyone's; capture with
// screenshots.manage. The server decides each request again.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { permissionsOf, useMyPermissions } from '../auth';
import { inReach, trackerOnline } from './gallery';
import { activeMembersQuery, onlineQuery } from './screenshots-api';

export interface MemberChoice {
  userId: string;
  fullName: string;
  isSelf: boolean;
}

export function useGalleryAccess() {
  const mine = useMyPermissions();
  const { permissions } = mine;
  const organizationId = mine.organization?.id ?? '';
  const self = mine.me.data?.user;
  const seesOthers = permissions.has('screenshots.read.all') && permissions.has('members.read');
  const manages = permissions.has('screenshots.manage');
  const members = useQuery({ ...activeMembersQuery(organizationId), enabled: seesOthers && organizationId !== '' });
  // Only a role that may see the live team learns who is online; the others are offered no capture.
  const online = useQuery({
    ...onlineQuery(organizationId),
    enabled: manages && permissions.has('time.read.all') && organizationId !== '',
  });

  const choices = useMemo<MemberChoice[]>(() => {
    const own: MemberChoice[] = self ? [{ userId: self.id, fullName: self.fullName, isSelf: true }] : [];
    const roles = mine.rbac.data?.roles ?? [];
    const others = (members.data ?? [])
      .filter((member) => member.user.id !== self?.id && inReach(permissionsOf(roles, member.role.name), permissions))
      .map((member) => ({ userId: member.user.id, fullName: member.user.fullName, isSelf: false }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName));
    return [...own, ...others];
  }, [self, members.data, mine.rbac.data, permissions]);

  const isOnline = (userId: string): boolean | null => {
    if (!online.data) return null;
    const member = online.data.members.find((candidate) => candidate.userId === userId);
    return member ? trackerOnline(member, online.data.generatedAt) : false;
  };

  return {
    organizationId,
    selfUserId: self?.id ?? '',
    isPending: mine.isPending,
    allowed: permissions.has('time.track') || permissions.has('screenshots.read.all'),
    seesOthers,
    choices,
    membersError: members.error,
    canBlur: (userId: string) => manages || userId === self?.id,
    canDelete: (userId: string) => manages || userId === self?.id,
    canCapture: manages && !!online.data,
    isOnline,
  };
}

export type GalleryAccess = ReturnType<typeof useGalleryAccess>;
