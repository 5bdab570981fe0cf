// Invoices through the typed client: the list, one invoice, creating by hand or from approved
// time (with its preview), editing a draft, moving the status, deleting a draft, and the PDF and
// CSV as files (fetched as blobs: a link cannot send the organization header).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { allPages } from '../projects';

const LIST = '/api/v1/financials/invoices';
const ONE = '/api/v1/financials/invoices/{invoiceId}';
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type InvoiceStatus = NonNullable<ApiPaths[typeof LIST]['get']['parameters']['query']>['status'];
export type InvoiceSummary = Json<ApiPaths[typeof LIST]['get']['responses'][200]>['data']['items'][number];
export type Invoice = Json<ApiPaths[typeof ONE]['get']['responses'][200]>['data'];
export type CreateInvoiceBody = Json<ApiPaths[typeof LIST]['post']['requestBody']>;
export type UpdateInvoiceBody = Json<NonNullable<ApiPaths[typeof ONE]['patch']['requestBody']>>;
export type FromTimeBody = Json<ApiPaths['/api/v1/financials/invoices/from-time']['post']['requestBody']>;

export interface InvoiceFilters {
  status?: InvoiceStatus;
  client?: string;
}

export const invoicesQuery = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: ['invoices', 'list', filters] as const,
    queryFn: () =>
      allPages((cursor) => unwrap(api.GET(LIST, { params: { query: { ...filters, limit: 100, cursor } } }))),
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: ['invoices', 'one', invoiceId] as const,
    queryFn: () => unwrap(api.GET(ONE, { params: { path: { invoiceId } } })),
  });

/** The invoice's PDF as an object URL, redrawn whenever the invoice changes (`version`). */
export const invoicePdfQuery = (invoiceId: string, version: string) =>
  queryOptions({
    queryKey: ['invoices', 'pdf', invoiceId, version] as const,
    queryFn: async () =>
      URL.createObjectURL(await unwrap(api.GET(`${ONE}/pdf`, { params: { path: { invoiceId } }, parseAs: 'blob' }))),
    staleTime: Infinity,
    gcTime: 0,
  });

export async function downloadInvoicesCsv(filters: InvoiceFilters) {
  const blob = await unwrap(api.GET(`${LIST}/export.csv`, { params: { query: filters }, parseAs: 'blob' }));
  saveFile(blob, 'invoices.csv');
}

function useInvoicesChanged() {
  const queryClient = useQueryClient();
  // Billing time changes what entries say (invoiced) and projects' figures.
  return () =>
    Promise.all(['invoices', 'time', 'projects'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

export function useCreateInvoice() {
  const changed = useInvoicesChanged();
  return useMutation({ mutationFn: (body: CreateInvoiceBody) => unwrap(api.POST(LIST, { body })), onSuccess: changed });
}

export function useCreateFromTime() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (body: FromTimeBody) => unwrap(api.POST(`${LIST}/from-time`, { body })),
    onSuccess: changed,
  });
}

/** Nothing is stored: the answer is what creating would make. */
export function usePreviewFromTime() {
  return useMutation({
    mutationFn: (body: FromTimeBody) => unwrap(api.POST(`${LIST}/from-time/preview`, { body })),
  });
}

export function useUpdateInvoice(invoiceId: string) {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (body: UpdateInvoiceBody) => unwrap(api.PATCH(ONE, { params: { path: { invoiceId } }, body })),
    onSuccess: changed,
  });
}

export function useSetInvoiceStatus(invoiceId: string) {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (status: InvoiceStatus & string) =>
      unwrap(api.PATCH(`${ONE}/status`, { params: { path: { invoiceId } }, body: { status } })),
    onSuccess: changed,
  });
}

export function useDeleteInvoice(invoiceId: string) {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE(ONE, { params: { path: { invoiceId } } })),
    onSuccess: changed,
  });
}
