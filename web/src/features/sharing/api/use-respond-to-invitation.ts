import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { SHARED_FORMS_QUERY_KEY } from '@/lib/form-actions-context';
import { respondToInvitation } from './sharing-api';
import { sharingMessages as m } from '../messages';

export interface RespondInput {
  invitationId: number;
  token: string;
  action: 'accept' | 'decline';
}

/**
 * Accept or decline (POST /api/invitations/{id}/respond) with the spec's toasts (section 8). The
 * lists that change with the answer are refreshed: the forms shared with the caller, and the
 * notifications (the invitation's item is answered now).
 */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RespondInput) =>
      respondToInvitation(input.invitationId, input.action, input.token),
    onSuccess: (_, input) => {
      toast(
        input.action === 'accept'
          ? {
              title: t(m.acceptedTitle),
              description: t(m.acceptedDescription),
              variant: 'success',
            }
          : { title: t(m.declinedTitle), description: t(m.declinedDescription) },
      );
      void queryClient.invalidateQueries({ queryKey: SHARED_FORMS_QUERY_KEY });
      void queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' &&
          query.queryKey[0].startsWith('/api/notifications'),
      });
    },
    onError: (error) =>
      toast({
        title: t(m.errorTitle),
        description: serverMessageOf(error) ?? t(m.respondFailed),
        variant: 'destructive',
      }),
  });
}
