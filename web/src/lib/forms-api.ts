/**
 * The forms API as the web client uses it (server/src/modules/forms). Query keys follow the spec's
 * rule "GET the first element of the key", so `formQueryKey(id)` is shared with the form access
 * guard and every screen of a form reads the same cache entry.
 */
import {
  formDetailSchema,
  formListResponseSchema,
  publishLimitErrorSchema,
  type FormDetail,
  type FormSummary,
  type PublishLimitError,
} from '@core/api/forms';
import { formImageResponseSchema } from '@core/api/form-images';
import { type FormVersionSummary, formVersionListSchema } from '@core/api/form-versions';
import type { FormDefinition } from '@core/form/definition';
import { apiRequest, isApiError } from './api-client';

export const FORMS_LIST_QUERY_KEY = ['/api/forms'] as const;

export { formQueryKey } from './form-query-key';

const formUrl = (id: string, action = '') => `/api/forms/${encodeURIComponent(id)}${action}`;

export function parseFormList(data: unknown): FormSummary[] {
  return formListResponseSchema.parse(data);
}

export function parseFormDetail(data: unknown): FormDetail {
  return formDetailSchema.parse(data);
}

async function detailFrom(res: Response): Promise<FormDetail> {
  return parseFormDetail(await res.json());
}

/** A new form for the caller; the server opens a guest session when there is no user. */
export async function createForm(definition?: Partial<FormDefinition>): Promise<FormDetail> {
  return detailFrom(await apiRequest('POST', '/api/forms', definition ? { definition } : {}));
}

/** Saves the whole definition; a stale `version` is answered with 409 STALE_VERSION. */
export async function saveForm(
  id: string,
  version: number,
  definition: FormDefinition,
  init: { signal?: AbortSignal } = {},
): Promise<FormDetail> {
  return detailFrom(await apiRequest('PUT', formUrl(id), { version, definition }, init));
}

// State-changing calls always carry a JSON body (the server's same-origin rule expects one).
export async function deleteForm(id: string): Promise<void> {
  await apiRequest('DELETE', formUrl(id), {});
}

/** Uploads a picture for an image-choice option; answers the address the option keeps (issue 28). */
export async function uploadFormImage(id: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const res = await apiRequest('POST', formUrl(id, '/images'), body);
  return formImageResponseSchema.parse(await res.json()).imageUrl;
}

export async function duplicateForm(id: string): Promise<FormDetail> {
  return detailFrom(await apiRequest('POST', formUrl(id, '/duplicate'), {}));
}

export async function publishForm(id: string): Promise<FormDetail> {
  return detailFrom(await apiRequest('POST', formUrl(id, '/publish'), {}));
}

/** GET /api/forms/{id}/versions: the query key of a form's history (the default fetcher GETs it). */
export const formVersionsQueryKey = (id: string) => [formUrl(id, '/versions')] as const;

export function parseFormVersions(data: unknown): FormVersionSummary[] {
  return formVersionListSchema.parse(data);
}

/** The builder's draft becomes published version `n` (live once published again). */
export async function restoreVersion(id: string, n: number): Promise<FormDetail> {
  return detailFrom(await apiRequest('POST', formUrl(id, `/versions/${n}/restore`), {}));
}

/** The builder's draft back to the live published version ("Discard changes", ADR 036). */
export async function discardChanges(id: string): Promise<FormDetail> {
  return detailFrom(await apiRequest('POST', formUrl(id, '/discard'), {}));
}

export async function unpublishForm(id: string): Promise<FormDetail> {
  return detailFrom(await apiRequest('POST', formUrl(id, '/unpublish'), {}));
}

/** The 403 body of a publish refused for the published-form limit, else null. */
export function publishLimitOf(error: unknown): PublishLimitError | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const parsed = publishLimitErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** True for the 409 a save gets when someone else saved the form first. */
export function isStaleVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** The field errors of a 400 answer ('questions.3.title' to its message), else null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const data = error.data as { errors?: unknown } | undefined;
  const errors = data?.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The editable definition inside a form as the API returns it. */
export function definitionOf(detail: FormDetail): FormDefinition {
  return {
    title: detail.title,
    description: detail.description,
    questions: detail.questions,
    pageBreaks: detail.pageBreaks,
    theme: detail.theme,
    welcomeScreen: detail.welcomeScreen,
    thankYouScreen: detail.thankYouScreen,
    customization: detail.customization,
    languages: detail.languages,
    translations: detail.translations,
  };
}
