import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { SearchX } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import type { TemplateSummary } from '@core/api/templates';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@core/templates/template';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { t } from '@/lib/app-messages/app-messages';
import { templateListQuery, type TemplateScope } from '../api/templates-api';
import { CategoryFilter } from './category-filter';
import { GallerySkeleton } from './gallery-skeleton';
import { SearchBox } from './search-box';
import { TemplateCard } from './template-card';
import { templatesMessages as m } from '../messages';

export interface TemplateBrowserProps {
  scope: TemplateScope;
  q: string;
  category: TemplateCategory | null;
  onSearch: (q: string) => void;
  onCategory: (category: TemplateCategory | null) => void;
  onClearFilters: () => void;
  onPreview: (template: TemplateSummary) => void;
  onUse: (template: TemplateSummary) => void;
  /** The id of the template being used, if any. */
  usingId: string | null;
  onDelete?: (template: TemplateSummary) => void;
  /** What to show when there are no templates at all (not merely none matching). */
  noTemplates: { icon: LucideIcon; title: string; description: ReactNode; action?: ReactNode };
}

/** The catalogue's categories; "Other" (users' own templates) only when something is in it. */
const GALLERY_CATEGORIES = TEMPLATE_CATEGORIES.filter((category) => category !== 'other');

/**
 * One list of templates with its search and category filter. The server searches (titles,
 * descriptions and question texts); the category filter and its counts work on that answer in the
 * browser, so switching category is instant and every chip can say how many it holds.
 */
export function TemplateBrowser(props: TemplateBrowserProps) {
  const { scope, q, category, onClearFilters } = props;
  const list = useQuery({ ...templateListQuery(scope, q), placeholderData: keepPreviousData });
  const templates = list.data;

  const counts = useMemo(() => {
    const out: Partial<Record<TemplateCategory, number>> = {};
    for (const template of templates ?? []) {
      out[template.category] = (out[template.category] ?? 0) + 1;
    }
    return out;
  }, [templates]);
  const categories =
    scope === 'mine'
      ? TEMPLATE_CATEGORIES.filter((key) => (counts[key] ?? 0) > 0 || key === category)
      : [...GALLERY_CATEGORIES, ...((counts.other ?? 0) > 0 ? (['other'] as const) : [])];
  const shown = useMemo(
    () => (templates ?? []).filter((template) => !category || template.category === category),
    [templates, category],
  );
  const filtered = q.trim() !== '' || category !== null;

  if (list.isPending) return <GallerySkeleton />;
  if (list.isError && !templates) {
    return (
      <ErrorState
        title={t(m.loadErrorTitle)}
        description={t(m.checkConnection)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (templates && templates.length === 0 && !filtered) {
    const { icon, title, description, action } = props.noTemplates;
    return <EmptyState icon={icon} title={title} description={description} action={action} />;
  }

  const searchId = `template-search-${scope}`;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <SearchBox
          id={searchId}
          label={t(scope === 'mine' ? m.searchMine : m.searchAll)}
          placeholder={t(m.searchPlaceholder)}
          value={q}
          onCommit={props.onSearch}
        />
        <CategoryFilter
          categories={categories}
          counts={counts}
          total={templates?.length ?? 0}
          value={category}
          onChange={props.onCategory}
        />
      </div>
      <p role="status" className="text-sm text-muted-foreground" aria-live="polite">
        {list.isFetching && list.isPlaceholderData ? t(m.searching) : resultLine(shown.length, q)}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={noMatchTitle(q, category !== null)}
          description={t(m.noMatchDescription)}
          action={
            <Button variant="outline" onClick={onClearFilters}>
              {t(m.clearFilters)}
            </Button>
          }
        />
      ) : (
        <ul
          aria-label={t(scope === 'mine' ? m.listMine : m.listAll)}
          aria-busy={list.isFetching || undefined}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {shown.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onPreview={props.onPreview}
              onUse={props.onUse}
              using={props.usingId === template.id}
              onDelete={props.onDelete}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function resultLine(count: number, q: string): string {
  const words = q.trim();
  if (!words) return t(m.resultCount, { count });
  return t(m.resultMatches, { count, words });
}

function noMatchTitle(q: string, inCategory: boolean): string {
  const words = q.trim();
  if (words && inCategory) return t(m.noMatchInCategory, { words });
  if (words) return t(m.noMatch, { words });
  return t(m.noneInCategory);
}
