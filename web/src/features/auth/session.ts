// The signed-in person, and signing in and out with the server's httpOnly session cookie.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, chooseOrganization, chosenOrganizationId, unwrap, type ApiPaths } from '../../lib/api';

export type SignInBody = ApiPaths['/api/v1/auth/session']['post']['requestBody']['content']['application/json'];
type SessionAnswer = ApiPaths['/api/v1/auth/session']['post']['responses'][200]['content']['application/json']['data'];

export const meQuery = queryOptions({
  queryKey: ['auth', 'me'] as const,
  queryFn: () => unwrap(api.GET('/api/v1/auth/me')),
});

export type Me = Awaited<ReturnType<NonNullable<typeof meQuery.queryFn>>>;

/** Keeps the remembered organization when the person still belongs to it, else their first. */
export function reconcileOrganization(organizations: readonly { id: string }[]): void {
  const remembered = chosenOrganizationId();
  if (remembered && organizations.some((organization) => organization.id === remembered)) return;
  chooseOrganization(organizations[0]?.id ?? null);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody): Promise<SessionAnswer> => unwrap(api.POST('/api/v1/auth/session', { body })),
    onSuccess: async (session) => {
      reconcileOrganization(session.organizations);
      // Whatever an earlier person's session cached is not this person's.
      queryClient.clear();
      await queryClient.prefetchQuery(meQuery);
    },
  });
}

export function useSendSignInCode() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/v1/auth/send-otp', { body: { email, purpose: 'signin' } })),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/auth/session')),
    onSuccess: () => queryClient.clear(),
  });
}
