// API keys (docs/api-keys.md): the caller's own, or every key of the organization for those who
// manage it (GET /api-keys); creating one answers its secret once; revoking takes effect at once.
// The person's own keys in every organization (GET /auth/me/api-keys) are what a password reset
// offers to revoke.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';

export type CreateApiKeyBody = ApiPaths['/api/v1/api-keys']['post']['requestBody']['content']['application/json'];
type ApiKeysPage = ApiPaths['/api/v1/api-keys']['get']['responses'][200]['content']['application/json']['data'];
export type ApiKey = ApiKeysPage['items'][number];
type OwnKeys = ApiPaths['/api/v1/auth/me/api-keys']['get']['responses'][200]['content']['application/json']['data'];
export type OwnKey = OwnKeys['items'][number];

export const apiKeysQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['api-keys', organizationId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/api-keys', { params: { query: { limit: 200 } } })),
  });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => unwrap(api.POST('/api/v1/api-keys', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => unwrap(api.DELETE('/api/v1/api-keys/{keyId}', { params: { path: { keyId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}

export const ownKeysEverywhereQuery = queryOptions({
  queryKey: ['api-keys', 'own-everywhere'] as const,
  queryFn: () => unwrap(api.GET('/api/v1/auth/me/api-keys')),
});

/** Revokes one of the person's own keys in whichever organization it works. */
export function useRevokeOwnKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      unwrap(api.DELETE('/api/v1/auth/me/api-keys/{keyId}', { params: { path: { keyId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}
