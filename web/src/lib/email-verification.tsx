/**
 * E-mail verification (ADR 029) as every screen that offers it calls it: the verification page,
 * the reminder banner, the profile's e-mail field and the invitation page. Features cannot import
 * each other, so the calls and the one "Send the link again" button live here.
 */
import {
  resendVerificationResponseSchema,
  verifyEmailResponseSchema,
  type ResendVerificationResponse,
  type VerifyEmailResponse,
} from '@core/api/email-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from './api-client';
import { serverMessageOf } from './api-errors';
import { SESSION_QUERY_KEY } from './session-cache';
import { t } from '@/lib/app-messages/app-messages';
import { libMessages as m } from './messages';

export const RESEND_FAILED_FALLBACK = t(m.resendFailedFallback);

/** POST /api/auth/verify-email: the token from the mail's link, signed in as its account. */
export async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  const res = await apiRequest('POST', '/api/auth/verify-email', { token });
  return verifyEmailResponseSchema.parse(await res.json());
}

/** POST /api/auth/verify-email/resend: a new link to the address waiting to be verified. */
export async function resendVerificationEmail(): Promise<ResendVerificationResponse> {
  const res = await apiRequest('POST', '/api/auth/verify-email/resend', {});
  return resendVerificationResponseSchema.parse(await res.json());
}

/**
 * Sends the link again and says so in a toast: where it went, or why not (the server's message:
 * once a minute, an address another account verified, nothing left to verify).
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: (sent) =>
      toast({ title: t(m.linkSent), description: sent.message, variant: 'success' }),
    onError: (error) => {
      toast({
        title: t(m.linkNotSent),
        description: serverMessageOf(error) ?? RESEND_FAILED_FALLBACK,
        variant: 'destructive',
      });
      // The refusal may mean the account changed meanwhile (verified, or lost the address).
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export interface ResendVerificationButtonProps {
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/** "Send the link again": the one action every unverified-address message offers. */
export function ResendVerificationButton({
  variant = 'outline',
  size = 'sm',
  className,
}: ResendVerificationButtonProps) {
  const resend = useResendVerification();
  return (
    <SubmitButton
      type="button"
      variant={variant}
      size={size}
      className={className}
      pending={resend.isPending}
      pendingLabel={t(m.resendPending)}
      onClick={() => resend.mutate()}
    >
      <MailCheck aria-hidden="true" />
      {t(m.resendButton)}
    </SubmitButton>
  );
}
