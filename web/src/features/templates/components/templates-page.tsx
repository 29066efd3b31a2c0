import { BookmarkPlus, FilePlus, LayoutTemplate, UserRound } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import type { TemplateSummary } from '@core/api/templates';
import type { TemplateCategory } from '@core/templates/template';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { t } from '@/lib/app-messages/app-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteTemplate, useStartFromTemplate } from '../api/use-template-actions';
import { useSignedIn } from '../api/use-signed-in';
import {
  readGalleryParams,
  writeGalleryParams,
  type GalleryParams,
  type GalleryTab,
} from '../lib/gallery-params';
import { GallerySkeleton } from './gallery-skeleton';
import { TemplateBrowser } from './template-browser';
import { TemplatePreviewDialog } from './template-preview-dialog';
import { templatesMessages as m } from '../messages';

const MY_TEMPLATES_PATH = '/templates?tab=mine';

/**
 * /templates: the gallery (everyone) and "My templates" (signed-in users). Search, category, tab
 * and the previewed template live in the query string, so any view of the gallery can be linked.
 */
export function TemplatesPage() {
  useDocumentTitle(t(m.documentTitle));
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readGalleryParams(searchParams);
  const signedIn = useSignedIn();
  const start = useStartFromTemplate();
  const remove = useDeleteTemplate();
  const [toDelete, setToDelete] = useState<TemplateSummary | null>(null);

  // Typing replaces the history entry; choosing a tab, a category or a preview adds one, so Back
  // undoes the last choice rather than the last keystroke.
  const update = useCallback(
    (patch: Partial<GalleryParams>, replace = false) =>
      setSearchParams(
        (current) => writeGalleryParams({ ...readGalleryParams(current), ...patch }),
        {
          replace,
        },
      ),
    [setSearchParams],
  );
  const onSearch = useCallback((q: string) => update({ q }, true), [update]);
  const onCategory = useCallback(
    (category: TemplateCategory | null) => update({ category }),
    [update],
  );
  const onClearFilters = useCallback(() => update({ q: '', category: null }), [update]);
  const onPreview = useCallback(
    (template: TemplateSummary) => update({ preview: template.id }),
    [update],
  );
  const startFrom = start.mutate;
  const onUse = useCallback((template: TemplateSummary) => startFrom(template), [startFrom]);
  const onDelete = useCallback((template: TemplateSummary) => setToDelete(template), [setToDelete]);
  const usingId = start.isPending ? (start.variables?.id ?? null) : null;

  const browse = (scope: 'global' | 'mine') => ({
    scope,
    q: params.q,
    category: params.category,
    onSearch,
    onCategory,
    onClearFilters,
    onPreview,
    onUse,
    usingId,
  });

  const myTemplates =
    signedIn === 'loading' ? (
      <GallerySkeleton label={t(m.loadingMine)} />
    ) : signedIn === 'guest' ? (
      <EmptyState
        icon={UserRound}
        title={t(m.guestTitle)}
        description={t(m.guestDescription)}
        action={
          <Button asChild>
            <Link href={`/auth?redirect=${encodeURIComponent(MY_TEMPLATES_PATH)}`}>
              {t(m.guestAction)}
            </Link>
          </Button>
        }
      />
    ) : (
      <TemplateBrowser
        {...browse('mine')}
        onDelete={onDelete}
        noTemplates={{
          icon: BookmarkPlus,
          title: t(m.mineEmptyTitle),
          description: t(m.mineEmptyDescription),
          action: (
            <Button asChild variant="outline">
              <Link href="/dashboard">{t(m.goToForms)}</Link>
            </Button>
          ),
        }}
      />
    );

  return (
    <PageContainer>
      <PageHeader
        title={t(m.pageTitle)}
        description={t(m.pageDescription)}
        actions={
          <Button asChild variant="outline">
            <Link href="/forms/new">
              <FilePlus aria-hidden="true" />
              {t(m.startBlank)}
            </Link>
          </Button>
        }
      />
      <Tabs<GalleryTab>
        label={t(m.collections)}
        value={params.tab}
        // A category chosen in one collection may not exist in the other.
        onValueChange={(tab) => update({ tab, category: null })}
        className="sm:max-w-none"
        items={[
          {
            value: 'all',
            label: t(m.allTab),
            panel: (
              <TemplateBrowser
                {...browse('global')}
                noTemplates={{
                  icon: LayoutTemplate,
                  title: t(m.galleryEmptyTitle),
                  description: t(m.galleryEmptyDescription),
                }}
              />
            ),
          },
          { value: 'mine', label: t(m.mineTab), panel: myTemplates },
        ]}
      />
      <TemplatePreviewDialog
        id={params.preview}
        onClose={() => update({ preview: null }, true)}
        onUse={onUse}
        using={start.isPending}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t(m.deleteTitle)}
        description={t(m.deleteDescription, { title: toDelete?.title ?? '' })}
        confirmLabel={t(m.deleteConfirm)}
        pendingLabel={t(m.deletePending)}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })
        }
      />
    </PageContainer>
  );
}
