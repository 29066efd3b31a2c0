import { useQueryClient } from '@tanstack/react-query';
import { Globe, Link2, Rocket } from 'lucide-react';
import { useState } from 'react';
import type { FormDetail } from '@core/api/forms';
import { languageName } from '@core/i18n/form-languages';
import { missingTranslations } from '@core/i18n/translation-keys';
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
import { missingTextsLabel } from './languages/language-copy';
import { PublishLimitDialog } from './publish-limit-dialog';
import { ShareDialog } from './share-dialog';
import { UnpublishedChanges } from './unpublished-changes';
import { t } from '@/lib/app-messages/app-messages';
import { builderPublishingMessages as m } from './publishing/messages';

export interface PublishControlsProps {
  form: FormRef;
  published: boolean;
  onPublishedChange: (published: boolean) => void;
}

/** The spec's publish-limit toast (product spec section 8), worded by the server's upgradeType. */
export function showPublishLimitToast(max: number, upgradeType: string): void {
  const next = upgradeType === 'create_account' ? t(m.limitCreateAccount) : t(m.limitUpgrade);
  toast({
    title: t(m.limitTitle),
    description: t(m.limitReached, { max: String(max), next }),
    duration: TOAST_DURATION.limit,
    variant: 'destructive',
  });
}

/**
 * Publishing is allowed with missing translations (they fall back to the default language), but
 * the owner is told which languages are incomplete.
 */
function warnMissingTranslations(definition: Parameters<typeof missingTranslations>[0]): void {
  const incomplete = missingTranslations(definition).filter((entry) => entry.missing.length > 0);
  if (incomplete.length === 0) return;
  const fallback = languageName(definition.languages[0] ?? 'en');
  toast({
    title: t(m.missingTranslationsTitle),
    description: t(m.missingTranslationsDescription, {
      // A list of languages, as the old text joined them (the app speaks English only for now).
      languages: incomplete
        .map((entry) => missingTextsLabel(entry.missing.length, entry.language))
        .join(', '),
      fallback,
    }),
  });
}

/** Publish / Unpublish, and the public link once the form is live. Publishing saves pending edits first. */
export function PublishControls({ form, published, onPublishedChange }: PublishControlsProps) {
  const { autosave, store } = useBuilderSession();
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
          title: t(m.saveFirstTitle),
          description: t(m.saveFirstToPublish),
          variant: 'destructive',
        });
        return;
      }
      const detail = await publishForm(form.id);
      applied(detail);
      warnMissingTranslations(store.getState().definition);
      if (!changes) setShareOpen(true);
      else
        toast({
          title: t(m.changesPublishedTitle),
          description: t(m.changesPublishedDescription, {
            version: String(detail.publishedVersion ?? 1),
          }),
        });
    } catch (error) {
      const limit = publishLimitOf(error);
      const role = queryClient.getQueryData<FormDetail>(formQueryKey(form.id))?.permissions.role;
      if (limit?.upgradeType === 'upgrade_pro' && role === 'owner') setLimitMax(limit.max);
      else if (limit) showPublishLimitToast(limit.max, limit.upgradeType);
      else
        toast({
          title: t(m.publishFailedTitle),
          description: t(m.pleaseTryAgain),
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
        title: t(m.unpublishedTitle),
        description: t(m.unpublishedDescription),
      });
    } catch {
      toast({
        title: t(m.unpublishFailedTitle),
        description: t(m.pleaseTryAgain),
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
            {t(busy ? m.unpublishing : m.unpublish)}
          </Button>
          <Button onClick={() => setShareOpen(true)}>
            <Link2 aria-hidden="true" />
            {t(m.getLink)}
          </Button>
        </>
      ) : (
        <Button disabled={busy} onClick={() => void publish()}>
          <Rocket aria-hidden="true" />
          {t(busy ? m.publishing : m.publish)}
        </Button>
      )}
      <ShareDialog open={shareOpen} onOpenChange={setShareOpen} form={form} title={title} />
      <PublishLimitDialog
        max={limitMax}
        onClose={() => setLimitMax(null)}
        formId={form.id}
        onPublished={(detail) => {
          applied(detail);
          warnMissingTranslations(store.getState().definition);
          setShareOpen(true);
        }}
      />
    </>
  );
}
