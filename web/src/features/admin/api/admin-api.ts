/**
 * The admin API as the console uses it (server/src/modules/admin, contract core/api/admin). Every
 * answer is parsed with the schema the server validates against: the console is an admin-only
 * chunk, so zod's size costs nobody else, and a misread plan or balance is worse here than
 * anywhere. Query keys follow the spec's rule: the first element is the URL the query GETs.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  adminFormsPageSchema,
  adminOverviewSchema,
  adminTemplateResponseSchema,
  adminTemplatesResponseSchema,
  adminUnpublishResponseSchema,
  adminUserActionResponseSchema,
  adminUserDetailSchema,
  adminUsersPageSchema,
  auditPageSchema,
  type AdminCreateTemplateRequest,
  type AdminFormsPage,
  type AdminOverview,
  type AdminTemplate,
  type AdminUpdateTemplateRequest,
  type AdminUserActionResponse,
  type AdminUserDetail,
  type AdminUsersPage,
  type AuditPage,
} from '@core/api/admin';
import { apiRequest, getJson, type HttpMethod } from '@/lib/api-client';

export const ADMIN_API = '/api/admin';
export const OVERVIEW_URL = `${ADMIN_API}/overview`;
export const USERS_URL = `${ADMIN_API}/users`;
export const FORMS_URL = `${ADMIN_API}/forms`;
export const TEMPLATES_URL = `${ADMIN_API}/templates`;
export const AUDIT_URL = `${ADMIN_API}/audit`;

export const userUrl = (id: number, action = '') => `${USERS_URL}/${id}${action}`;
export const formUrl = (id: string, action = '') =>
  `${FORMS_URL}/${encodeURIComponent(id)}${action}`;
export const templateUrl = (id: string, action = '') =>
  `${TEMPLATES_URL}/${encodeURIComponent(id)}${action}`;

async function getParsed<T>(url: string, parse: (data: unknown) => T, signal?: AbortSignal) {
  return parse(await getJson<unknown>(url, { on401: 'throw', signal }));
}

/** A write with a JSON body (the server's same-origin rule expects one, `{}` at least). */
async function send<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  parse: (data: unknown) => T,
): Promise<T> {
  const res = await apiRequest(method, url, body ?? {});
  const text = await res.text();
  return parse(text === '' ? null : JSON.parse(text));
}

/** `?a=1&b=2` from the set values only; '' when none is set. */
export function withParams(url: string, params: Record<string, string | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

// ------------------------------------------------------------------ reads

/** The counts and the 30-day series; fresh each time the overview opens. */
export const overviewQuery = queryOptions<AdminOverview>({
  queryKey: [OVERVIEW_URL],
  queryFn: ({ signal }) => getParsed(OVERVIEW_URL, (d) => adminOverviewSchema.parse(d), signal),
  staleTime: 0,
});

export function fetchUsersPage(q: string, cursor: string | null, signal?: AbortSignal) {
  const url = withParams(USERS_URL, { q: q.trim(), cursor });
  return getParsed<AdminUsersPage>(url, (d) => adminUsersPageSchema.parse(d), signal);
}

export function userDetailQuery(id: number) {
  const url = userUrl(id);
  return queryOptions<AdminUserDetail>({
    queryKey: [url],
    queryFn: ({ signal }) => getParsed(url, (d) => adminUserDetailSchema.parse(d), signal),
    staleTime: 0,
  });
}

export type FormStatusFilter = 'all' | 'published' | 'draft';

export function fetchFormsPage(
  q: string,
  status: FormStatusFilter,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const url = withParams(FORMS_URL, {
    q: q.trim(),
    status: status === 'all' ? null : status,
    cursor,
  });
  return getParsed<AdminFormsPage>(url, (d) => adminFormsPageSchema.parse(d), signal);
}

export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
}

export function fetchAuditPage(filters: AuditFilters, cursor: string | null, signal?: AbortSignal) {
  const url = withParams(AUDIT_URL, {
    actor: filters.actor.trim(),
    action: filters.action.trim(),
    target: filters.target.trim(),
    cursor,
  });
  return getParsed<AuditPage>(url, (d) => auditPageSchema.parse(d), signal);
}

export const templatesQuery = queryOptions<AdminTemplate[]>({
  queryKey: [TEMPLATES_URL],
  queryFn: async ({ signal }) =>
    (await getParsed(TEMPLATES_URL, (d) => adminTemplatesResponseSchema.parse(d), signal))
      .templates,
  staleTime: 0,
});

// ------------------------------------------------------------------ user actions

const userAction = (method: HttpMethod, url: string, body: unknown = {}) =>
  send<AdminUserActionResponse>(method, url, body, (d) => adminUserActionResponseSchema.parse(d));

export const userActions = {
  setRole: (id: number, role: 'user' | 'admin') =>
    userAction('POST', userUrl(id, role === 'admin' ? '/make-admin' : '/revoke-admin')),
  credits: (id: number, amount: number, reason: string) =>
    userAction('POST', userUrl(id, '/credits'), { amount, reason }),
  grantPro: (id: number, until: string) => userAction('POST', userUrl(id, '/pro'), { until }),
  signOut: (id: number) => userAction('POST', userUrl(id, '/sign-out')),
  setDisabled: (id: number, disabled: boolean) =>
    userAction('POST', userUrl(id, disabled ? '/disable' : '/enable')),
  remove: async (id: number, confirmUsername: string) => {
    await apiRequest('DELETE', userUrl(id), { confirmUsername });
  },
};

// ------------------------------------------------------------------ forms and templates

export function unpublishForm(id: string, reason: string) {
  return send('POST', formUrl(id, '/unpublish'), { reason }, (d) =>
    adminUnpublishResponseSchema.parse(d),
  );
}

const templateAnswer = (d: unknown) => adminTemplateResponseSchema.parse(d).template;

export const templateActions = {
  create: (body: AdminCreateTemplateRequest) => send('POST', TEMPLATES_URL, body, templateAnswer),
  update: (id: string, body: AdminUpdateTemplateRequest) =>
    send('PATCH', templateUrl(id), body, templateAnswer),
  retire: (id: string) => send('POST', templateUrl(id, '/retire'), {}, templateAnswer),
  restore: (id: string) => send('POST', templateUrl(id, '/restore'), {}, templateAnswer),
};

/** After any change: every admin read is marked stale (lists, the user, the overview, the log). */
export function refreshAdmin(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(ADMIN_API),
  });
}
