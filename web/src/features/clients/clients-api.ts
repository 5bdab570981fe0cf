// Clients through the typed client (GET/POST/PATCH /clients, archive and unarchive). Every change
// refreshes all ['clients'] queries (the project form's picker is one) and ['projects'] (a rename
// shows in every project's client name).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';
import { allPages } from '../projects';

type ClientsPath = ApiPaths['/api/v1/clients'];
type ClientsPage = ClientsPath['get']['responses'][200]['content']['application/json']['data'];
export type Client = ClientsPage['items'][number];
export type CreateClientBody = ClientsPath['post']['requestBody']['content']['application/json'];
export type UpdateClientBody = NonNullable<
  ApiPaths['/api/v1/clients/{clientId}']['patch']['requestBody']
>['content']['application/json'];

const PAGE_SIZE = 200;

export const clientsQuery = (status: 'ACTIVE' | 'ALL', search: string) =>
  queryOptions({
    queryKey: ['clients', 'list', status, search] as const,
    queryFn: () =>
      allPages((cursor) =>
        unwrap(
          api.GET('/api/v1/clients', {
            params: { query: { status, limit: PAGE_SIZE, cursor, ...(search && { search }) } },
          }),
        ),
      ),
    // Typing a search keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

function useClientsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['clients'] }),
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
    ]);
}

export function useCreateClient() {
  const changed = useClientsChanged();
  return useMutation({
    mutationFn: (body: CreateClientBody) => unwrap(api.POST('/api/v1/clients', { body })),
    onSuccess: changed,
  });
}

export function useUpdateClient(clientId: string) {
  const changed = useClientsChanged();
  return useMutation({
    mutationFn: (body: UpdateClientBody) =>
      unwrap(api.PATCH('/api/v1/clients/{clientId}', { params: { path: { clientId } }, body })),
    onSuccess: changed,
  });
}

export function useArchiveClient(clientId: string) {
  const changed = useClientsChanged();
  return useMutation({
    mutationFn: (archive: boolean) =>
      archive
        ? unwrap(api.POST('/api/v1/clients/{clientId}/archive', { params: { path: { clientId } } }))
        : unwrap(api.POST('/api/v1/clients/{clientId}/unarchive', { params: { path: { clientId } } })),
    onSuccess: changed,
  });
}
