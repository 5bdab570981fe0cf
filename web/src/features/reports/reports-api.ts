// The time report, its CSV and XLSX (fetched as blobs: a link cannot send the organization
// header), and the choices of its filters, through the typed client.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap, type ApiPaths } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { allPages } from '../projects';

const REPORT = '/api/v1/reports/time';
export type ReportQuery = NonNullable<ApiPaths[typeof REPORT]['get']['parameters']['query']>;

export const reportQuery = (query: ReportQuery) =>
  queryOptions({
    queryKey: ['time', 'report', query] as const,
    queryFn: () => unwrap(api.GET(REPORT, { params: { query } })),
    placeholderData: keepPreviousData,
  });

export type TimeReport = Awaited<ReturnType<NonNullable<ReturnType<typeof reportQuery>['queryFn']>>>;

export async function downloadReport(query: ReportQuery, format: 'csv' | 'xlsx') {
  const path = format === 'csv' ? `${REPORT}/export.csv` : `${REPORT}/export.xlsx`;
  const blob = await unwrap(api.GET(path as `${typeof REPORT}/export.csv`, { params: { query }, parseAs: 'blob' }));
  saveFile(blob, `time-report-${query.from ?? ''}-${query.to ?? ''}.${format}`);
}

const PAGE = 200;

/** Every project, archived ones too: a report of the past names them. */
export const projectChoicesQuery = queryOptions({
  queryKey: ['projects', 'report-choices'] as const,
  queryFn: () =>
    allPages((cursor) =>
      unwrap(api.GET('/api/v1/projects', { params: { query: { status: 'ALL', limit: PAGE, cursor } } })),
    ),
  staleTime: 60_000,
});

export const clientChoicesQuery = queryOptions({
  queryKey: ['clients', 'report-choices'] as const,
  queryFn: () =>
    allPages((cursor) =>
      unwrap(api.GET('/api/v1/clients', { params: { query: { status: 'ALL', limit: PAGE, cursor } } })),
    ),
  staleTime: 60_000,
});

export const peopleChoicesQuery = queryOptions({
  queryKey: ['members', 'report-choices'] as const,
  queryFn: () =>
    allPages((cursor) =>
      unwrap(api.GET('/api/v1/organizations/members', { params: { query: { limit: PAGE, cursor } } })),
    ),
  staleTime: 60_000,
});
