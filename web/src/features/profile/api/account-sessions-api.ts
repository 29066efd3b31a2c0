/**
 * The account's signed-in sessions as the profile's card uses them (server: identity/
 * list-sessions.ts, revoke-session.ts, sign-out-other-sessions.ts), parsed with core/api/account.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AccountSession,
  type AccountSessionList,
  accountSessionListSchema,
  SESSIONS_PATH,
  SIGN_OUT_OTHERS_PATH,
  sessionsEndedSchema,
} from '@core/api/account';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, getJson } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { profileMessages as m } from '../messages';

export const sessionsQuery = queryOptions<AccountSessionList>({
  queryKey: [SESSIONS_PATH],
  queryFn: async ({ signal }) =>
    accountSessionListSchema.parse(
      await getJson<unknown>(SESSIONS_PATH, { on401: 'throw', signal }),
    ),
  // "Last seen" moves while the page is open elsewhere; read afresh when the card opens.
  staleTime: 0,
});

const FAILED = m.somethingWrong;

function dropSessions(
  list: AccountSessionList | undefined,
  keep: (session: AccountSession) => boolean,
): AccountSessionList | undefined {
  return list ? { sessions: list.sessions.filter(keep) } : list;
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (session: AccountSession) => {
      const res = await apiRequest('DELETE', `${SESSIONS_PATH}/${session.id}`);
      sessionsEndedSchema.parse(await res.json());
      return session;
    },
    onSuccess: (ended) => {
      queryClient.setQueryData<AccountSessionList>([SESSIONS_PATH], (list) =>
        dropSessions(list, (s) => s.id !== ended.id),
      );
      toast({
        title: t(m.signedOutTitle),
        description: t(m.signedOutDescription, { browser: ended.browser, system: ended.system }),
        variant: 'success',
      });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: [SESSIONS_PATH] });
      toast({
        title: t(m.notSignedOut),
        description: serverMessageOf(error) ?? t(FAILED),
        variant: 'destructive',
      });
    },
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', SIGN_OUT_OTHERS_PATH, {});
      return sessionsEndedSchema.parse(await res.json()).ended;
    },
    onSuccess: (ended) => {
      queryClient.setQueryData<AccountSessionList>([SESSIONS_PATH], (list) =>
        dropSessions(list, (s) => s.current),
      );
      toast({
        title: t(m.signedOutEverywhere),
        description:
          ended === 0 ? t(m.noOtherDevice) : t(m.otherSessionsSignedOut, { count: ended }),
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t(m.notSignedOut),
        description: serverMessageOf(error) ?? t(FAILED),
        variant: 'destructive',
      });
    },
  });
}
