// The bulk invite's two calls (POST /organizations/members/bulk-invite/preview and …/bulk-invite),
// and sending or taking back one member's invitation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';

type BulkPath = ApiPaths['/api/v1/organizations/members/bulk-invite'];
/** Pasted text, or a CSV file's bytes in base64: exactly one. */
export type BulkInviteBody = BulkPath['post']['requestBody']['content']['application/json'];
export type BulkInviteResult = BulkPath['post']['responses'][201]['content']['application/json']['data'];
export type BulkInviteRow = BulkInviteResult['rows'][number];
export type RowProblem = BulkInviteRow['problems'][number];

/** What inviting the list would do; writes nothing, so it is a mutation only in being asked for. */
export function usePreviewBulkInvite() {
  return useMutation({
    mutationFn: (body: BulkInviteBody) =>
      unwrap(api.POST('/api/v1/organizations/members/bulk-invite/preview', { body })),
  });
}

/** The members list reads again afterwards: everyone invited is on it. */
export function useBulkInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkInviteBody) => unwrap(api.POST('/api/v1/organizations/members/bulk-invite', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}

/** Takes back a member's invitation: they stay on the list, not invited. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      unwrap(api.POST('/api/v1/organizations/members/{memberId}/revoke-invite', { params: { path: { memberId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}

/** A file's bytes as base64, as the bulk invite takes a CSV file. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with a whole file's bytes as arguments overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Sends the invitation to several members at once, e.g. everyone an import added. */
export function useSendInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberIds: string[]) =>
      unwrap(api.POST('/api/v1/organizations/members/send-invites', { body: { memberIds } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
