/**
 * The CMS API as the content editor uses it (server/src/modules/site-content, /api/admin/content).
 * Answers are parsed with core/api/site-content's schemas. After a change, every site content
 * query is dropped, the public pages' included, so the admin sees their edit on /terms at once.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  contentDetailSchema,
  contentListResponseSchema,
  previewContentResponseSchema,
  type ContentDetail,
  type ContentSummary,
  type CreateContentRequest,
  type UpdateContentRequest,
} from '@core/api/site-content';
import { apiRequest, getJson, type HttpMethod } from '@/lib/api-client';

export const CONTENT_URL = '/api/admin/content';
export const contentUrl = (id: number, action = '') => `${CONTENT_URL}/${id}${action}`;

export const contentListQuery = queryOptions<ContentSummary[]>({
  queryKey: [CONTENT_URL],
  queryFn: async ({ signal }) =>
    contentListResponseSchema.parse(await getJson(CONTENT_URL, { on401: 'throw', signal })),
  staleTime: 0,
});

export const contentDetailQuery = (id: number) =>
  queryOptions<ContentDetail>({
    queryKey: [contentUrl(id)],
    queryFn: async ({ signal }) =>
      contentDetailSchema.parse(await getJson(contentUrl(id), { on401: 'throw', signal })),
    staleTime: 0,
  });

async function send<T>(method: HttpMethod, url: string, body: unknown, parse: (d: unknown) => T) {
  const res = await apiRequest(method, url, body);
  return parse(await res.json());
}

export const contentActions = {
  create: (body: CreateContentRequest) =>
    send('POST', CONTENT_URL, body, (d) => contentDetailSchema.parse(d)),
  update: (id: number, body: UpdateContentRequest) =>
    send('PUT', contentUrl(id), body, (d) => contentDetailSchema.parse(d)),
  setActive: (id: number, isActive: boolean) =>
    send('PUT', contentUrl(id, '/active'), { isActive }, (d) => contentDetailSchema.parse(d)),
  preview: (markdown: string, signal?: AbortSignal) =>
    apiRequest('POST', `${CONTENT_URL}/preview`, { markdown }, { signal })
      .then((res) => res.json())
      .then((d) => previewContentResponseSchema.parse(d).html),
};

/** The editor's lists and pages, the public pages and the home page's sections, read again. */
export async function refreshContent(client: QueryClient, saved?: ContentDetail): Promise<void> {
  if (saved) client.setQueryData(contentDetailQuery(saved.id).queryKey, saved);
  await client.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return (
        key.startsWith('/api/site-content') ||
        key === CONTENT_URL ||
        key.startsWith('/api/admin/audit')
      );
    },
  });
}
