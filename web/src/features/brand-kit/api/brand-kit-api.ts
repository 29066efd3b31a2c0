/**
 * The brand kit's calls: the kit in effect (GET), saving it (PUT) and uploading a logo (multipart
 * POST). Answers are parsed with core's schemas, so a server change that breaks the shape fails
 * here rather than somewhere in the page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BRAND_LOGO_MAX_BYTES,
  brandKitResponseSchema,
  brandLogoResponseSchema,
  type BrandKitResponse,
  type SaveBrandKitRequest,
} from '@core/api/brand-kit';
import { apiRequest, isApiError } from '@/lib/api-client';
import { getQueryFn } from '@/lib/query-client';
import { t } from '@/lib/app-messages/app-messages';
import { brandKitMessages as m } from '../messages';

/** Shared with the settings page's "Apply brand kit" (same key, same cache). */
export const BRAND_KIT_QUERY_KEY = ['/api/brand-kit'] as const;

/** 'global': the kit everyone starts from, which admins edit (/brandkit?scope=global). */
export type BrandKitScope = 'user' | 'global';

const kitQueryKey = (scope: BrandKitScope) =>
  scope === 'global' ? [`${BRAND_KIT_QUERY_KEY[0]}?scope=global`] : BRAND_KIT_QUERY_KEY;

export function useBrandKit(scope: BrandKitScope = 'user') {
  return useQuery({
    queryKey: kitQueryKey(scope),
    // Guests may read the kit; a 401 would mean the session is gone, which the app handles.
    queryFn: getQueryFn<unknown>({ on401: 'throw' }),
    select: (data) => brandKitResponseSchema.parse(data),
  });
}

export function useSaveBrandKit(scope: BrandKitScope = 'user') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kit: SaveBrandKitRequest): Promise<BrandKitResponse> => {
      const res = await apiRequest('PUT', BRAND_KIT_QUERY_KEY[0], { ...kit, scope });
      return brandKitResponseSchema.parse(await res.json());
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(kitQueryKey(scope), saved);
      // The admin's own kit in effect may be the global one.
      if (scope === 'global') void queryClient.invalidateQueries({ queryKey: BRAND_KIT_QUERY_KEY });
      // Saving rewrote every form that follows the kit on the server; cached copies are stale,
      // and a save from a stale copy would be refused as a conflict.
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/forms'),
      });
    },
  });
}

export async function uploadLogo(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const res = await apiRequest('POST', '/api/brand-kit/logo', body);
  return brandLogoResponseSchema.parse(await res.json()).logoUrl;
}

export const LOGO_TOO_LARGE = t(m.logoTooLarge);
export const LOGO_WRONG_TYPE = t(m.logoWrongType);

/** Checked before sending, so a large file is refused at once; the server checks again. */
export function logoProblem(file: File): string | null {
  return file.size > BRAND_LOGO_MAX_BYTES ? LOGO_TOO_LARGE : null;
}

/** What went wrong with an upload, in words the person can act on. */
export function uploadErrorMessage(error: unknown): string {
  if (!isApiError(error)) return t(m.uploadOffline);
  if (error.status === 413) return LOGO_TOO_LARGE;
  // The type is judged from the file's bytes (415), so a renamed file is caught too.
  if (error.status === 415) return error.serverMessage ?? LOGO_WRONG_TYPE;
  if (error.status === 401) return t(m.uploadSignIn);
  if (error.status === 400) return error.serverMessage ?? LOGO_WRONG_TYPE;
  return t(m.uploadFailed);
}
