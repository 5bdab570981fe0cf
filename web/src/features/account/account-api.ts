// The account calls: codes by email, sign-up, password reset, invitations and the published terms.
// The register, reset and accept-invite answers carry a Bearer token meant for API clients; the
// browser never keeps it and signs in with the session cookie instead (useSignIn of auth).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';
import { meQuery } from '../auth';

type BodyOf<Path extends keyof ApiPaths> = ApiPaths[Path] extends {
  post: { requestBody?: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

export type CodePurpose = BodyOf<'/api/v1/auth/send-otp'>['purpose'];
export type RegisterBody = BodyOf<'/api/v1/auth/register'>;
export type ResetPasswordBody = BodyOf<'/api/v1/auth/reset-password'>;
export type AcceptInviteBody = BodyOf<'/api/v1/auth/accept-invite'>;

export const legalQuery = queryOptions({
  queryKey: ['auth', 'legal'] as const,
  queryFn: () => unwrap(api.GET('/api/v1/auth/legal')),
  staleTime: 5 * 60_000,
});

export function useSendCode(purpose: CodePurpose) {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/v1/auth/send-otp', { body: { email, purpose } })),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (body: { email: string; otp: string }) => unwrap(api.POST('/api/v1/auth/verify-otp', { body })),
  });
}

/** Creates the account; the answer's token is dropped (only the organization is kept). */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const { organization } = await unwrap(api.POST('/api/v1/auth/register', { body }));
      return { organization };
    },
  });
}

/** Who an invitation is from (its organization's name, accent and logo); null when it is no longer open. */
export const invitationBrandQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', token] as const,
    queryFn: async () => {
      const { data } = await api.GET('/api/v1/auth/invitations/{token}', { params: { path: { token } } });
      return data?.data.organization ?? null;
    },
    retry: false,
    staleTime: Infinity,
  });

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => unwrap(api.POST('/api/v1/auth/reset-password', { body })),
  });
}

/** Joins the organization; keeps only who joined where (the token is dropped). */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: async (body: AcceptInviteBody) => {
      const { user, organization } = await unwrap(api.POST('/api/v1/auth/accept-invite', { body }));
      return { email: user.email, organization };
    },
  });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (termsVersion: string) => unwrap(api.POST('/api/v1/auth/accept-terms', { body: { termsVersion } })),
    onSuccess: () => queryClient.invalidateQueries(meQuery),
  });
}
