import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { webhooksMessages as m } from './messages';
import { SecretField } from './secret-field';
import { fetchSecret, rotateSecret } from './webhooks-api';

/**
 * Shows an endpoint's signing secret on demand (read when the dialog opens, never kept), and
 * rotates it after a second, explicit step: the old secret stops working at once.
 */
export function SecretDialog({
  formId,
  endpointId,
  url,
  open,
  onOpenChange,
}: {
  formId: string;
  endpointId: number;
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const queryKey = ['webhook-secret', formId, endpointId];
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({
    queryKey,
    queryFn: () => fetchSecret(formId, endpointId),
    enabled: open,
    // A secret should not outlive the dialog in memory.
    gcTime: 0,
  });
  const rotate = useMutation({
    mutationFn: () => rotateSecret(formId, endpointId),
    onSuccess: (secret) => {
      queryClient.setQueryData(queryKey, secret);
      setConfirming(false);
      toast({
        title: t(m.secretRotated),
        description: t(m.secretRotatedDescription),
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: t(m.rotateError),
        description: serverMessageOf(error) ?? t(m.pleaseTryAgain),
        variant: 'destructive',
      }),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setConfirming(false);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t(m.signingSecret)}</DialogTitle>
          <DialogDescription className="break-all">
            {t(m.secretDescription, { url })}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Spinner label={t(m.secretLoading)} />
        ) : query.isError ? (
          <ErrorState
            headingLevel="h3"
            title={t(m.secretLoadError)}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : (
          <SecretField secret={query.data} hint={t(m.secretHint)} />
        )}
        {confirming ? (
          <div
            role="group"
            aria-label={t(m.rotateGroup)}
            className="grid gap-3 rounded-lg border border-destructive/40 p-3 text-sm"
          >
            <p className="flex items-start gap-2">
              <TriangleAlert
                className="mt-0.5 size-4 shrink-0 text-destructive"
                aria-hidden="true"
              />
              {t(m.rotateWarning)}
            </p>
            <div className="flex flex-wrap gap-2">
              <SubmitButton
                type="button"
                variant="destructive"
                pending={rotate.isPending}
                pendingLabel={t(m.rotating)}
                onClick={() => rotate.mutate()}
              >
                {t(m.rotateNow)}
              </SubmitButton>
              <Button
                type="button"
                variant="outline"
                disabled={rotate.isPending}
                onClick={() => setConfirming(false)}
              >
                {t(m.keepThisOne)}
              </Button>
            </div>
          </div>
        ) : null}
        <DialogFooter>
          {query.isSuccess && !confirming ? (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              {t(m.rotateSecret)}
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t(m.close)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
