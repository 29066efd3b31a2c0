/**
 * The templates API as the gallery uses it (server/src/modules/templates). Answers are typed from
 * `core/api/templates` but not parsed with its schemas: the gallery's own chunk must stay small,
 * and zod would more than double it (the server already validates every reply against them).
 * Query keys follow the spec's rule: the first element is the URL the default query function GETs.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TemplateDetail, TemplateSummary } from '@core/api/templates';
import { apiRequest } from '@/lib/api-client';

export type TemplateScope = 'global' | 'mine';

const TEMPLATES_URL = '/api/templates';
const templateUrl = (id: string, action = '') =>
  `${TEMPLATES_URL}/${encodeURIComponent(id)}${action}`;

/** GET /api/templates[?scope=mine][&q=…]: the gallery or the caller's own templates. */
export function templateListUrl(scope: TemplateScope, q: string): string {
  const params = new URLSearchParams();
  if (scope === 'mine') params.set('scope', 'mine');
  const words = q.trim();
  if (words) params.set('q', words);
  const search = params.toString();
  return search ? `${TEMPLATES_URL}?${search}` : TEMPLATES_URL;
}

export function templateListQuery(scope: TemplateScope, q: string) {
  return queryOptions<TemplateSummary[]>({
    queryKey: [templateListUrl(scope, q)],
    // Whoever signs in or out sees their own templates; the gallery itself changes rarely.
    staleTime: scope === 'mine' ? 0 : 5 * 60 * 1000,
  });
}

export function templateDetailQuery(id: string) {
  return queryOptions<TemplateDetail>({ queryKey: [templateUrl(id)] });
}

/** POST /api/templates/{id}/use: a new form for the caller, built from the template. */
export async function createFormFromTemplate(id: string): Promise<{ id: string }> {
  const res = await apiRequest('POST', templateUrl(id, '/use'), {});
  return (await res.json()) as { id: string };
}

// State-changing calls always carry a JSON body (the server's same-origin rule expects one).
export async function deleteTemplateRequest(id: string): Promise<void> {
  await apiRequest('DELETE', templateUrl(id), {});
}

const isTemplateList = (key: readonly unknown[]) =>
  typeof key[0] === 'string' &&
  (key[0] === TEMPLATES_URL || key[0].startsWith(`${TEMPLATES_URL}?`));

/** Drops a deleted template from every cached list, then reads the caller's lists again. */
export function forgetTemplate(client: QueryClient, id: string): void {
  client.setQueriesData<TemplateSummary[]>(
    { predicate: (query) => isTemplateList(query.queryKey) },
    (list) => list?.filter((template) => template.id !== id),
  );
  client.removeQueries({ queryKey: [templateUrl(id)] });
}
