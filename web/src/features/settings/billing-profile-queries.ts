// The organization's billing profile (GET/PATCH /organizations/current/billing-profile) and its
// logo (POST multipart, GET as a PNG: fetched as a blob, since an <img> cannot send the
// organization header).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';

const PATH = '/api/v1/organizations/current/billing-profile';
type ProfilePatch = ApiPaths[typeof PATH]['patch']['requestBody']['content']['application/json'];
export type BillingProfile = ApiPaths[typeof PATH]['get']['responses'][200]['content']['application/json']['data'];

export const billingProfileQuery = (organizationId: string | undefined) =>
  queryOptions({
    queryKey: ['settings', 'billing-profile', organizationId] as const,
    queryFn: () => unwrap(api.GET(PATH)),
    enabled: !!organizationId,
  });

/** The logo's bytes as an object URL for the preview; `version` changes with every upload. */
export const billingLogoQuery = (organizationId: string | undefined, version: string | null) =>
  queryOptions({
    queryKey: ['settings', 'billing-logo', organizationId, version] as const,
    queryFn: async () => {
      const blob = await unwrap(api.GET(`${PATH}/logo`, { parseAs: 'blob' }));
      return URL.createObjectURL(blob);
    },
    enabled: !!organizationId && version !== null,
    staleTime: Infinity,
  });

export function useSaveBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePatch) => unwrap(api.PATCH(PATH, { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings', 'billing-profile'] }),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return unwrap(
        api.POST(`${PATH}/logo`, {
          // The browser sets the multipart content type with its boundary.
          body: form as never,
          bodySerializer: (body: unknown) => body as FormData,
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings', 'billing-profile'] }),
  });
}
