import { CircleExclamationPoint, FileText, LayoutTemplate, RotateCw, SearchX } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { FormSummary } from '@core/api/forms';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { publicFormUrl } from '@/lib/form-paths';
import { plural } from '@/lib/plural';
import { searchAndSortForms, type SortKey } from '../api/sort-forms';
import { useFormActions } from '../api/use-form-actions';
import type { useFormsList } from '../api/use-forms-list';
import { DashboardSkeleton } from './dashboard-skeleton';
import { FormCard } from './form-card';
import { FormsToolbar } from './forms-toolbar';

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
            title: 'Link copied',
            description: form.published
              ? 'Paste it anywhere to share the form.'
              : 'Publish the form so people can open the link.',
          }
        : { title: "Couldn't copy the link", variant: 'destructive' },
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
          title="Couldn't load your forms"
          description="Check your connection and try again."
          action={
            <Button onClick={() => void list.refetch()} disabled={list.isFetching}>
              <RotateCw aria-hidden="true" />
              {list.isFetching ? 'Trying again…' : 'Try again'}
            </Button>
          }
        />
      ) : null}
      {list.data && list.data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="Create your first form"
          description={
            signedIn
              ? 'Build a form from 33 question types with branching logic, then publish and share it.'
              : 'Build a form from 33 question types with branching logic, then publish and share it. As a guest, your forms move into your account when you sign in or register.'
          }
          action={
            <>
              {createButton('Create your first form')}
              <Button asChild variant="outline">
                <Link href="/templates">
                  <LayoutTemplate aria-hidden="true" />
                  Browse templates
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
              ? plural(forms.length, 'form')
              : `${forms.length} of ${plural(list.data.length, 'form')} ${forms.length === 1 ? 'matches' : 'match'}`}
          </p>
          {forms.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title="No forms match your search"
              description={`Nothing is titled like “${query.trim()}”.`}
              action={
                <Button variant="outline" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <ul aria-label="Your forms" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
        title="Delete this form?"
        description={`“${toDelete?.title ?? ''}” and all of its responses will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete form"
        pendingLabel="Deleting…"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })
        }
      />
    </>
  );
}
