// Online payments (docs/integrations.md): the organization's payment processor for Owners and
// Admins, and what the processor reported for an invoice.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';

export type ConnectBody = ApiPaths['/api/v1/payments/connection']['put']['requestBody']['content']['application/json'];
export type PaymentConnection = NonNullable<
  ApiPaths['/api/v1/payments/connection']['get']['responses'][200]['content']['application/json']['data']
>;
export type InvoicePayments =
  ApiPaths['/api/v1/financials/invoices/{invoiceId}/payments']['get']['responses'][200]['content']['application/json']['data'];

export const paymentConnectionQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['payments', organizationId, 'connection'] as const,
    queryFn: () => unwrap(api.GET('/api/v1/payments/connection')),
  });

export const invoicePaymentsQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: ['payments', 'invoice', invoiceId] as const,
    queryFn: () =>
      unwrap(api.GET('/api/v1/financials/invoices/{invoiceId}/payments', { params: { path: { invoiceId } } })),
  });

function usePaymentsMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Invoices show a pay link only while a processor is connected.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['invoices'] }),
      ]),
  });
}

export const useConnectProcessor = () =>
  usePaymentsMutation((body: ConnectBody) => unwrap(api.PUT('/api/v1/payments/connection', { body })));

export const useDisconnectProcessor = () =>
  usePaymentsMutation(() => unwrap(api.DELETE('/api/v1/payments/connection')));
