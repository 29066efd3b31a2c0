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

const MY_TEMPLATES_PATH = '/templates?tab=mine';

/**
 * /templates: the gallery (everyone) and "My templates" (signed-in users). Search, category, tab
 * and the previewed template live in the query string, so any view of the gallery can be linked.
 */
export function TemplatesPage() {
  useDocumentTitle('Templates');
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
  const onPreview = useCallback((t: TemplateSummary) => update({ preview: t.id }), [update]);
  const startFrom = start.mutate;
  const onUse = useCallback((t: TemplateSummary) => startFrom(t), [startFrom]);
  const onDelete = useCallback((t: TemplateSummary) => setToDelete(t), [setToDelete]);
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
      <GallerySkeleton label="Loading your templates…" />
    ) : signedIn === 'guest' ? (
      <EmptyState
        icon={UserRound}
        title="Sign in to keep your own templates"
        description="Saving a form as a template needs an account, so your templates are kept safe and ready on any device. Forms you made as a guest move into your account when you sign in."
        action={
          <Button asChild>
            <Link href={`/auth?redirect=${encodeURIComponent(MY_TEMPLATES_PATH)}`}>
              Log in or create an account
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
          title: 'No templates of your own yet',
          description:
            'Open one of your forms in the builder and choose “Save as template”. It appears here, ready to start new forms from, and only you can see it.',
          action: (
            <Button asChild variant="outline">
              <Link href="/dashboard">Go to your forms</Link>
            </Button>
          ),
        }}
      />
    );

  return (
    <PageContainer>
      <PageHeader
        title="Templates"
        description="Start from a complete, ready-to-publish form for feedback, NPS, research, HR, events, quizzes, leads or intake, then make it yours."
        actions={
          <Button asChild variant="outline">
            <Link href="/forms/new">
              <FilePlus aria-hidden="true" />
              Start from a blank form
            </Link>
          </Button>
        }
      />
      <Tabs<GalleryTab>
        label="Template collections"
        value={params.tab}
        // A category chosen in one collection may not exist in the other.
        onValueChange={(tab) => update({ tab, category: null })}
        className="sm:max-w-none"
        items={[
          {
            value: 'all',
            label: 'All templates',
            panel: (
              <TemplateBrowser
                {...browse('global')}
                noTemplates={{
                  icon: LayoutTemplate,
                  title: 'No templates yet',
                  description: 'The gallery is empty. Start from a blank form instead.',
                }}
              />
            ),
          },
          { value: 'mine', label: 'My templates', panel: myTemplates },
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
        title="Delete this template?"
        description={`“${toDelete?.title ?? ''}” will be removed from My templates. Forms you already made from it stay as they are.`}
        confirmLabel="Delete template"
        pendingLabel="Deleting…"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })
        }
      />
    </PageContainer>
  );
}
