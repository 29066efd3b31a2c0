import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { refreshAdmin } from './admin-api';
import { actionErrorMessage } from './admin-errors';
import { t } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../messages';

export interface AdminActionOptions<TVariables, TResult> {
  run: (variables: TVariables) => Promise<TResult>;
  /** The toast after it worked. */
  success: (result: TResult, variables: TVariables) => { title: string; description?: string };
  /**
   * The toast's title when it failed (the description is the server's message). Left out by the
   * dialogs with fields: they show the failure beside the fields and stay open.
   */
  failureTitle?: string;
  onDone?: (result: TResult, variables: TVariables) => void;
  /** After a failure (a confirmation closes, so the toast with the reason is what remains). */
  onFailed?: () => void;
}

/**
 * One admin action: runs it, reads every admin screen again (the audit log included), and says
 * how it went in a toast, with the server's own message when it refused.
 */
export function useAdminAction<TVariables, TResult>(
  options: AdminActionOptions<TVariables, TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: options.run,
    onSuccess: async (result, variables) => {
      toast({ variant: 'success', ...options.success(result, variables) });
      options.onDone?.(result, variables);
      await refreshAdmin(client);
    },
    onError: (error) => {
      options.onFailed?.();
      if (!options.failureTitle) return;
      toast({
        variant: 'destructive',
        title: options.failureTitle,
        description: actionErrorMessage(error, t(m.checkConnection)),
      });
    },
  });
}
