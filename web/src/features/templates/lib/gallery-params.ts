/**
 * The gallery's state lives in the address, so a link to a filtered gallery (or to a template's
 * preview) opens exactly that: `?tab=mine&q=nps&category=hr-and-employee&preview={id}`.
 */
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@core/templates/template';

export type GalleryTab = 'all' | 'mine';

export interface GalleryParams {
  tab: GalleryTab;
  q: string;
  category: TemplateCategory | null;
  preview: string | null;
}

const isCategory = (value: string | null): value is TemplateCategory =>
  value !== null && (TEMPLATE_CATEGORIES as readonly string[]).includes(value);

/** Unknown values (an old link, a typo) fall back to the unfiltered gallery. */
export function readGalleryParams(params: URLSearchParams): GalleryParams {
  const category = params.get('category');
  return {
    tab: params.get('tab') === 'mine' ? 'mine' : 'all',
    q: params.get('q') ?? '',
    category: isCategory(category) ? category : null,
    preview: params.get('preview') || null,
  };
}

/** The query string for `params`, leaving defaults out so plain /templates stays plain. */
export function writeGalleryParams(params: GalleryParams): string {
  const out = new URLSearchParams();
  if (params.tab === 'mine') out.set('tab', 'mine');
  if (params.q.trim()) out.set('q', params.q);
  if (params.category) out.set('category', params.category);
  if (params.preview) out.set('preview', params.preview);
  return out.toString();
}
