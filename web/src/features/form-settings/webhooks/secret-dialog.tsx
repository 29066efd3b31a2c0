import { useQuery } from '@tanstack/react-query';
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
import { SecretField } from './secret-field';
import { fetchSecret } from './webhooks-api';

/** Shows an endpoint's signing secret on demand; it is read when the dialog opens, never kept. */
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
  const query = useQuery({
    queryKey: ['webhook-secret', formId, endpointId],
    queryFn: () => fetchSecret(formId, endpointId),
    enabled: open,
    // A secret should not outlive the dialog in memory.
    gcTime: 0,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Signing secret</DialogTitle>
          <DialogDescription className="break-all">
            The secret that signs every request to {url}.
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Spinner label="Loading the secret…" />
        ) : query.isError ? (
          <ErrorState
            headingLevel="h3"
            title="Couldn't load the secret"
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : (
          <SecretField secret={query.data} hint="Keep it private, like a password." />
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
