import type { LoginRequest, RegisterRequest, User } from '@core/api/auth';
import { ERROR_CODES } from '@core/api/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/api-errors';
import { settleGuestSession, storeSignedInUser } from '@/lib/session-cache';
import type { GoogleProviderConfig } from '../google-sign-in';
import { AUTH_PROVIDERS_QUERY_KEY, logIn, parseAuthProviders, register } from './auth-requests';
import { t } from '@/lib/app-messages/app-messages';
import { authMessages as m } from '../messages';

export const LOGIN_FAILED_FALLBACK = t(m.loginFailedFallback);
export const REGISTRATION_FAILED_FALLBACK = t(m.registrationFailedFallback);
export const GOOGLE_FAILED_MESSAGE = t(m.googleFailedMessage);

/** Every way in shares one topic: success by any of them clears the failure of an earlier try. */
const SIGN_IN_TOPIC = 'sign-in';

/*
 * Each sign-in stores the user as the session; the app shell then takes the person on (to the
 * `redirect` target) and runs the guest-form migration. Failures are toasts with the spec's texts
 * (section 8); forms add field messages of their own.
 */

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      await settleGuestSession(queryClient);
      return logIn(credentials);
    },
    onSuccess: (user) => {
      toast({ title: t(m.welcomeBackToast), variant: 'success', topic: SIGN_IN_TOPIC });
      storeSignedInUser(queryClient, user);
    },
    onError: (error) => {
      // A request for a proof of work or for a second factor is no failure: the form asks for it.
      if (isApiError(error) && error.code === ERROR_CODES.captchaRequired) return;
      if (isApiError(error) && error.code === ERROR_CODES.twoFactorRequired) return;
      toast({
        title: t(m.loginFailed),
        description: serverMessageOf(error) ?? LOGIN_FAILED_FALLBACK,
        variant: 'destructive',
        topic: SIGN_IN_TOPIC,
      });
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: RegisterRequest) => {
      await settleGuestSession(queryClient);
      return register(fields);
    },
    onSuccess: (user) => {
      toast({ title: t(m.welcomeToast), variant: 'success', topic: SIGN_IN_TOPIC });
      storeSignedInUser(queryClient, user);
    },
    onError: (error) => {
      toast({
        title: t(m.registrationFailed),
        description: serverMessageOf(error) ?? REGISTRATION_FAILED_FALLBACK,
        variant: 'destructive',
        topic: SIGN_IN_TOPIC,
      });
    },
  });
}

/** The Google configuration, or null when the server has no Google sign-in (or cannot say). */
export function useGoogleProvider(): GoogleProviderConfig | null {
  const query = useQuery({
    queryKey: AUTH_PROVIDERS_QUERY_KEY,
    select: parseAuthProviders,
  });
  const google = query.data?.google;
  // Without an API key the identity service cannot open its chooser: no button then.
  return google?.apiKey ? { ...google, apiKey: google.apiKey } : null;
}

export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (config: GoogleProviderConfig): Promise<User | null> => {
      const { signInWithGoogle, isGoogleSignInCancelled } = await import('../google-sign-in');
      try {
        await settleGuestSession(queryClient);
        return await signInWithGoogle(config);
      } catch (error) {
        if (isGoogleSignInCancelled(error)) return null;
        throw error;
      }
    },
    onSuccess: (user) => {
      if (!user) return;
      toast({ title: t(m.welcomeToast), variant: 'success', topic: SIGN_IN_TOPIC });
      storeSignedInUser(queryClient, user);
    },
    onError: () => {
      toast({
        title: t(m.googleFailed),
        description: GOOGLE_FAILED_MESSAGE,
        variant: 'destructive',
        topic: SIGN_IN_TOPIC,
      });
    },
  });
}
