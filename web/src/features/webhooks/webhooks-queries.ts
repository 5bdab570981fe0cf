// Webhooks (docs/webhooks.md): the organization's subscriptions for Owners and Admins; creating one
// answers its signing secret once; each has a delivery log whose entries can be sent again.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';

export type CreateWebhookBody = ApiPaths['/api/v1/webhooks']['post']['requestBody']['content']['application/json'];
export type WebhookEvent = CreateWebhookBody['events'][number];
type WebhooksList = ApiPaths['/api/v1/webhooks']['get']['responses'][200]['content']['application/json']['data'];
export type Webhook = WebhooksList['items'][number];
type DeliveriesPage =
  ApiPaths['/api/v1/webhooks/{webhookId}/deliveries']['get']['responses'][200]['content']['application/json']['data'];
export type Delivery = DeliveriesPage['items'][number];

export const webhooksQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['webhooks', organizationId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/webhooks')),
  });

export const deliveriesQuery = (organizationId: string, webhookId: string) =>
  queryOptions({
    queryKey: ['webhooks', organizationId, webhookId, 'deliveries'] as const,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/webhooks/{webhookId}/deliveries', {
          params: { path: { webhookId }, query: { limit: 50 } },
        }),
      ),
    // A delivery still PENDING is being tried in the background: look again until it settles.
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'PENDING') ? 2_000 : false),
  });

function useWebhookMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: CreateWebhookBody) => unwrap(api.POST('/api/v1/webhooks', { body })));

export type UpdateWebhookBody =
  ApiPaths['/api/v1/webhooks/{webhookId}']['patch']['requestBody']['content']['application/json'];

export const useUpdateWebhook = () =>
  useWebhookMutation(({ webhookId, body }: { webhookId: string; body: UpdateWebhookBody }) =>
    unwrap(api.PATCH('/api/v1/webhooks/{webhookId}', { params: { path: { webhookId } }, body })),
  );

/** A new signing secret, answered once; the old one signs alongside it for `overlapHours`. */
export const useRotateSecret = () =>
  useWebhookMutation(({ webhookId, overlapHours }: { webhookId: string; overlapHours: number }) =>
    unwrap(
      api.POST('/api/v1/webhooks/{webhookId}/rotate-secret', {
        params: { path: { webhookId } },
        body: { overlapHours },
      }),
    ),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((webhookId: string) =>
    unwrap(api.DELETE('/api/v1/webhooks/{webhookId}', { params: { path: { webhookId } } })),
  );

export const useTestWebhook = () =>
  useWebhookMutation((webhookId: string) =>
    unwrap(api.POST('/api/v1/webhooks/{webhookId}/test', { params: { path: { webhookId } } })),
  );

export const useRedeliver = () =>
  useWebhookMutation(({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) =>
    unwrap(
      api.POST('/api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver', {
        params: { path: { webhookId, deliveryId } },
      }),
    ),
  );
