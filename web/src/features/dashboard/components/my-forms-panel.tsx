import { CircleExclamationPoint, FileText, LayoutTemplate, RotateCw, SearchX } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { FormSummary } from '@core/api/forms';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/app-messages/app-messages';
import { copyText } from '@/lib/clipboard';
import { publicFormUrl } from '@/lib/form-paths';
import { searchAndSortForms, type SortKey } from '../api/sort-forms';
import { useFormActions } from '../api/use-form-actions';
import type { useFormsList } from '../api/use-forms-list';
import { DashboardSkeleton } from './dashboard-skeleton';
import { FormCard } from './form-card';
import { FormsToolbar } from './forms-toolbar';
import { dashboardMessages as m } from '../messages';

export interface MyFormsPanelProps {
  list: ReturnType<typeof useFormsList>;
  /** The create button, labelled for where it shows. */
  createButton: (label: string) => ReactNode;
  /** A guest's empty state says where their forms go; an account's has nothing to promise. */
  signedIn: boolean;
}

/** The "My forms" tab: the caller's own forms (a guest's too): search, sort, duplicate, delete. */
export function MyFormsPanel({ list, createButton, signedIn }: MyFormsPanelProps) {
  const { duplicate, remove } = useFormActions();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey>('updated');
  const [toDelete, setToDelete] = useState<FormSummary | null>(null);
  const forms = useMemo(
    () => (list.data ? searchAndSortForms(list.data, query, sort) : []),
    [list.data, query, sort],
  );

  const onCopyLink = useCallback(async (form: FormSummary) => {
    const ok = await copyText(publicFormUrl(form));
    toast(
      ok
        ? {
            title: t(m.linkCopied),
            description: form.published ? t(m.linkCopiedPublished) : t(m.linkCopiedDraft),
          }
        : { title: t(m.copyFailed), variant: 'destructive' },
    );
  }, []);
  const duplicateForm = duplicate.mutate;
  const onDuplicate = useCallback((form: FormSummary) => duplicateForm(form), [duplicateForm]);
  const onDelete = useCallback((form: FormSummary) => setToDelete(form), []);

  return (
    <>
      {list.isPending ? <DashboardSkeleton /> : null}
      {list.isError ? (
        <EmptyState
          icon={CircleExclamationPoint}
          title={t(m.loadErrorTitle)}
          description={t(m.checkConnection)}
          action={
            <Button onClick={() => void list.refetch()} disabled={list.isFetching}>
              <RotateCw aria-hidden="true" />
              {t(list.isFetching ? m.tryingAgain : m.tryAgain)}
            </Button>
          }
        />
      ) : null}
      {list.data && list.data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={t(m.firstFormTitle)}
          description={signedIn ? t(m.firstFormDescription) : t(m.firstFormDescriptionGuest)}
          action={
            <>
              {createButton(t(m.createFirstForm))}
              <Button asChild variant="outline">
                <Link href="/templates">
                  <LayoutTemplate aria-hidden="true" />
                  {t(m.browseTemplates)}
                </Link>
              </Button>
            </>
          }
        />
      ) : null}
      {list.data && list.data.length > 0 ? (
        <>
          <FormsToolbar query={query} onQueryChange={setQuery} sort={sort} onSortChange={setSort} />
          <p className="sr-only" role="status">
            {forms.length === list.data.length
              ? t(m.formCount, { count: forms.length })
              : t(m.formMatchCount, { count: forms.length, total: list.data.length })}
          </p>
          {forms.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title={t(m.noMatchTitle)}
              description={t(m.noMatchDescription, { query: query.trim() })}
              action={
                <Button variant="outline" onClick={() => setQuery('')}>
                  {t(m.clearSearch)}
                </Button>
              }
            />
          ) : (
            <ul aria-label={t(m.yourForms)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {forms.map((form) => (
                <FormCard
                  key={form.id}
                  form={form}
                  onCopyLink={onCopyLink}
                  onDuplicate={onDuplicate}
                  onDelete={onDelete}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
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
    </>
  );
}
