/**
 * The responses API as this screen uses it (server/src/modules/responses). Answers are parsed with
 * the core/api schemas the server validates against.
 */
import {
  deleteResponsesResponseSchema,
  formSummaryResponseSchema,
  responseDetailSchema,
  responseListSchema,
  type FormSummaryResponse,
} from '@core/api/responses';
import type { z } from 'zod';
import { apiRequest, getJson } from '@/lib/api-client';
import { filterParams, type ResponseFilters, type ResponseStatus } from '../lib/filters';

export type ResponseList = z.infer<typeof responseListSchema>;
export type ResponseDetail = z.infer<typeof responseDetailSchema>;

/** One page of the table. */
export const RESPONSES_PAGE_SIZE = 50;

const formUrl = (formId: string, rest = '') => `/api/forms/${encodeURIComponent(formId)}${rest}`;

export const responsesKeys = {
  /** Every list of the form (any filter), for invalidation. */
  lists: (formId: string) => [formUrl(formId, '/responses')] as const,
  list: (formId: string, status: ResponseStatus, filters: ResponseFilters) =>
    [formUrl(formId, '/responses'), { status, ...filters }] as const,
  detail: (formId: string, responseId: string) =>
    [formUrl(formId, `/responses/${encodeURIComponent(responseId)}`)] as const,
  /** The default query function GETs this key's URL. */
  summary: (formId: string) => [formUrl(formId, '/summary')] as const,
};

export function responsesUrl(
  formId: string,
  status: ResponseStatus,
  filters: ResponseFilters,
  cursor?: string | null,
): string {
  const params = filterParams(filters);
  params.set('status', status);
  params.set('limit', String(RESPONSES_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `${formUrl(formId, '/responses')}?${params.toString()}`;
}

export async function fetchResponsesPage(url: string, signal?: AbortSignal): Promise<ResponseList> {
  return responseListSchema.parse(await getJson(url, { on401: 'throw', signal }));
}

export async function fetchResponseDetail(
  formId: string,
  responseId: string,
  signal?: AbortSignal,
): Promise<ResponseDetail> {
  const url = responsesKeys.detail(formId, responseId)[0];
  return responseDetailSchema.parse(await getJson(url, { on401: 'throw', signal }));
}

export async function deleteResponses(formId: string, ids: readonly string[]): Promise<number> {
  const res = await apiRequest('DELETE', formUrl(formId, '/responses'), { ids: ids.map(Number) });
  return deleteResponsesResponseSchema.parse(await res.json()).deleted;
}

export function parseSummary(data: unknown): FormSummaryResponse {
  return formSummaryResponseSchema.parse(data);
}

/** GET /api/forms/{id}/export.xlsx with the current filters: the CSV export's rows as a workbook. */
export function exportXlsxHref(formId: string, filters: ResponseFilters): string {
  const query = filterParams(filters).toString();
  return `${formUrl(formId, '/export.xlsx')}${query ? `?${query}` : ''}`;
}
