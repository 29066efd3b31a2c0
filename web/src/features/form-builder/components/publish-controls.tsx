import { useQueryClient } from '@tanstack/react-query';
import { Globe, Link2, Rocket } from 'lucide-react';
import { useState } from 'react';
import type { FormDetail } from '@core/api/forms';
import { Button } from '@/components/ui/button';
import { toast, TOAST_DURATION } from '@/components/ui/use-toast';
import {
  FORMS_LIST_QUERY_KEY,
  formQueryKey,
  publishForm,
  publishLimitOf,
  unpublishForm,
} from '@/lib/forms-api';
import type { FormRef } from '@/lib/form-paths';
import { useBuilderSelector, useBuilderSession } from '../state/builder-context';
import { PublishLimitDialog } from './publish-limit-dialog';
import { ShareDialog } from './share-dialog';
import { UnpublishedChanges } from './unpublished-changes';

export interface PublishControlsProps {
  form: FormRef;
  published: boolean;
  onPublishedChange: (published: boolean) => void;
}

/** The spec's publish-limit toast (product spec section 8), worded by the server's upgradeType. */
export function showPublishLimitToast(max: number, upgradeType: string): void {
  const next =
    upgradeType === 'create_account'
      ? 'Create a free account to publish more forms'
      : 'Upgrade to Pro for unlimited form publishing';
  toast({
    title: 'Form Publishing Limit Reached',
    description: `You've reached the limit of ${max} published forms. ${next}`,
    duration: TOAST_DURATION.limit,
    variant: 'destructive',
  });
}

/** Publish / Unpublish, and the public link once the form is live. Publishing saves pending edits first. */
export function PublishControls({ form, published, onPublishedChange }: PublishControlsProps) {
  const { autosave } = useBuilderSession();
  const queryClient = useQueryClient();
  const title = useBuilderSelector((state) => state.definition.title);
  const [busy, setBusy] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  // The limit an owner hit: they choose between a credit and Pro (issue 15); others get the toast.
  const [limitMax, setLimitMax] = useState<number | null>(null);

  const applied = (detail: FormDetail) => {
    autosave.setVersion(detail.version);
    queryClient.setQueryData(formQueryKey(form.id), detail);
    void queryClient.invalidateQueries({ queryKey: FORMS_LIST_QUERY_KEY });
    onPublishedChange(detail.published);
  };

  /** First publish opens the link to share; publishing changes of a live form says so instead. */
  const publish = async (changes = false) => {
    setBusy(true);
    try {
      if (!(await autosave.flush())) {
        toast({
          title: 'Save your changes first',
          description: 'The form has unsaved changes or problems to fix before it can go live.',
          variant: 'destructive',
        });
        return;
      }
      const detail = await publishForm(form.id);
      applied(detail);
      if (!changes) setShareOpen(true);
      else
        toast({
          title: 'Changes published',
          description: `Respondents now see version ${detail.publishedVersion ?? 1}.`,
        });
    } catch (error) {
      const limit = publishLimitOf(error);
      const role = queryClient.getQueryData<FormDetail>(formQueryKey(form.id))?.permissions.role;
      if (limit?.upgradeType === 'upgrade_pro' && role === 'owner') setLimitMax(limit.max);
      else if (limit) showPublishLimitToast(limit.max, limit.upgradeType);
      else
        toast({
          title: "Couldn't publish",
          description: 'Please try again.',
          variant: 'destructive',
        });
    } finally {
      setBusy(false);
    }
  };

  const unpublish = async () => {
    setBusy(true);
    try {
      applied(await unpublishForm(form.id));
      toast({
        title: 'Form unpublished',
        description: 'The public link no longer accepts responses.',
      });
    } catch {
      toast({
        title: "Couldn't unpublish",
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {published ? (
        <>
          <UnpublishedChanges formId={form.id} busy={busy} onPublish={() => void publish(true)} />
          <Button variant="outline" disabled={busy} onClick={() => void unpublish()}>
            <Globe aria-hidden="true" />
            {busy ? 'Unpublishing…' : 'Unpublish'}
          </Button>
          <Button onClick={() => setShareOpen(true)}>
            <Link2 aria-hidden="true" />
            Get link
          </Button>
        </>
      ) : (
        <Button disabled={busy} onClick={() => void publish()}>
          <Rocket aria-hidden="true" />
          {busy ? 'Publishing…' : 'Publish'}
        </Button>
      )}
      <ShareDialog open={shareOpen} onOpenChange={setShareOpen} form={form} title={title} />
      <PublishLimitDialog
        max={limitMax}
        onClose={() => setLimitMax(null)}
        formId={form.id}
        onPublished={(detail) => {
          applied(detail);
          setShareOpen(true);
        }}
      />
    </>
  );
}
