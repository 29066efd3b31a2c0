/**
 * A published form's draft that differs from the live version (ADR 036): says so, and offers to
 * publish the changes or discard them (the draft goes back to what respondents see).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Rocket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { discardChanges, formQueryKey, parseFormDetail } from '@/lib/forms-api';
import { adoptServerDraft } from '../state/adopt-draft';
import { useBuilderSession } from '../state/builder-context';
import { t } from '@/lib/app-messages/app-messages';
import { builderPublishingMessages as m } from './publishing/messages';

export interface UnpublishedChangesProps {
  formId: string;
  busy: boolean;
  onPublish: () => void;
}

export function UnpublishedChanges({ formId, busy, onPublish }: UnpublishedChangesProps) {
  const session = useBuilderSession();
  const queryClient = useQueryClient();
  // Every save writes the server's answer to this cache entry (builder-session.ts).
  const { data: changed } = useQuery({
    queryKey: formQueryKey(formId),
    select: (data) => parseFormDetail(data).unpublishedChanges,
    enabled: false,
  });
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  if (!changed) return null;

  const discard = async () => {
    setDiscarding(true);
    try {
      if (!(await session.autosave.flush())) throw new Error('unsaved');
      adoptServerDraft(session, queryClient, await discardChanges(formId));
      setConfirming(false);
      toast({ title: t(m.changesDiscardedTitle), description: t(m.changesDiscardedDescription) });
    } catch {
      toast({
        title: t(m.discardFailedTitle),
        description: t(m.pleaseTryAgain),
        variant: 'destructive',
      });
    } finally {
      setDiscarding(false);
    }
  };

  return (
    <>
      <Badge variant="outline">{t(m.unpublishedChanges)}</Badge>
      <Button variant="outline" disabled={busy || discarding} onClick={() => setConfirming(true)}>
        <Undo2 aria-hidden="true" />
        {t(m.discardChanges)}
      </Button>
      <Button disabled={busy || discarding} onClick={onPublish}>
        <Rocket aria-hidden="true" />
        {t(busy ? m.publishing : m.publishChanges)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(m.discardConfirmTitle)}
        description={t(m.discardConfirmDescription)}
        confirmLabel={t(m.discardChanges)}
        pendingLabel={t(m.discarding)}
        pending={discarding}
        destructive
        onConfirm={() => void discard()}
      />
    </>
  );
}
