import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollaboratorRole, CollaboratorsResponse } from '@core/api/collaboration';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { SHARED_FORMS_QUERY_KEY } from '@/lib/form-actions-context';
import { FORMS_LIST_QUERY_KEY, formQueryKey } from '@/lib/forms-api';
import {
  changeCollaboratorRole,
  collaboratorsQueryKey,
  removeCollaborator,
  revokeInvitation,
  transferOwnership,
} from './sharing-api';
import { sharingMessages as m } from '../messages';

function failed(title: string) {
  return (error: unknown) =>
    toast({
      title,
      description: serverMessageOf(error) ?? t(m.pleaseTryAgain),
      variant: 'destructive',
    });
}

/**
 * The Share dialog's changes to who has access. Each refreshes the list of people; those that
 * change the caller's own access (leaving, handing the form over) refresh the form and the
 * dashboard's lists too, so every screen hides at once what the caller can no longer do.
 */
export function useSharingActions(formId: string) {
  const queryClient = useQueryClient();
  const refreshPeople = () =>
    queryClient.invalidateQueries({ queryKey: collaboratorsQueryKey(formId) });
  const refreshAccess = () =>
    Promise.all([
      refreshPeople(),
      queryClient.invalidateQueries({ queryKey: formQueryKey(formId) }),
      queryClient.invalidateQueries({ queryKey: FORMS_LIST_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SHARED_FORMS_QUERY_KEY }),
    ]);

  const changeRole = useMutation({
    mutationFn: (input: { userId: number; name: string; role: CollaboratorRole }) =>
      changeCollaboratorRole(formId, input.userId, input.role),
    // The select shows the new role at once (it stays enabled, so keyboard focus stays on it);
    // a refusal reads the list again, which puts the real role back.
    onMutate: (input) => {
      queryClient.setQueryData<CollaboratorsResponse>(collaboratorsQueryKey(formId), (old) =>
        old
          ? {
              ...old,
              collaborators: old.collaborators.map((person) =>
                person.userId === input.userId ? { ...person, role: input.role } : person,
              ),
            }
          : old,
      );
    },
    onSuccess: (_, input) => {
      toast({
        title: t(m.roleChanged),
        description: t(m.roleChangedDescription, { name: input.name, role: input.role }),
        variant: 'success',
      });
      return refreshPeople();
    },
    onError: (error) => {
      failed(t(m.roleChangeFailed))(error);
      return refreshPeople();
    },
  });

  const remove = useMutation({
    mutationFn: (input: { userId: number; name: string }) =>
      removeCollaborator(formId, input.userId),
    onSuccess: (_, input) => {
      toast({
        title: t(m.accessRemoved),
        description: t(m.accessRemovedDescription, { name: input.name }),
        variant: 'success',
      });
      return refreshPeople();
    },
    onError: (error) => failed(t(m.removeFailed))(error),
  });

  const leave = useMutation({
    mutationFn: (userId: number) => removeCollaborator(formId, userId),
    onSuccess: () => {
      toast({ title: t(m.leftTitle), description: t(m.leftDescription) });
      // The form is gone for this account: drop it rather than fetch a 404 into the cache.
      queryClient.removeQueries({ queryKey: formQueryKey(formId) });
      queryClient.removeQueries({ queryKey: collaboratorsQueryKey(formId) });
      return queryClient.invalidateQueries({ queryKey: SHARED_FORMS_QUERY_KEY });
    },
    onError: (error) => failed(t(m.leaveFailed))(error),
  });

  const revoke = useMutation({
    mutationFn: (input: { invitationId: number; email: string }) =>
      revokeInvitation(formId, input.invitationId),
    onSuccess: (_, input) => {
      toast({
        title: t(m.revokedTitle),
        description: t(m.revokedDescription, { email: input.email }),
        variant: 'success',
      });
      return refreshPeople();
    },
    onError: (error) => failed(t(m.revokeFailed))(error),
  });

  const transfer = useMutation({
    mutationFn: (input: { userId: number; name: string }) =>
      transferOwnership(formId, input.userId),
    onSuccess: (_, input) => {
      toast({
        title: t(m.transferredTitle),
        description: t(m.transferredDescription, { name: input.name }),
        variant: 'success',
      });
      return refreshAccess();
    },
    onError: (error) => failed(t(m.transferFailed))(error),
  });

  return { changeRole, remove, leave, revoke, transfer };
}
