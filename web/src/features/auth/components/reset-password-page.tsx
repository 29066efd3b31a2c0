import {
  RESET_LINK_INVALID,
  RESET_LINK_INVALID_CODE,
  resetPasswordRequestSchema,
} from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/use-password-reset';
import { t } from '@/lib/app-messages/app-messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';
import { authMessages as m } from '../messages';

export const RESET_FAILED_FALLBACK = t(m.resetFailedFallback);

type Values = z.input<typeof resetPasswordRequestSchema>;
type Output = z.output<typeof resetPasswordRequestSchema>;

const isInvalidLink = (error: unknown) =>
  isApiError(error) && error.code === RESET_LINK_INVALID_CODE;

/**
 * /reset-password?token=: the new password, with the registration's rules and messages. Success
 * goes to /auth with a toast (the reset signed the account out everywhere). An unknown, used or
 * expired link gets one message and a way to ask for a new one.
 */
export function ResetPasswordPage() {
  useDocumentTitle(t(m.resetTitle));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <PageContainer className="max-w-xl">
      <PageHeader title={t(m.resetTitle)} description={t(m.resetDescription)} />
      <Card>
        <CardContent className="p-4 sm:p-6">
          {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function InvalidLink() {
  return (
    <ErrorState
      title={t(m.resetLinkUnusable)}
      description={RESET_LINK_INVALID}
      headingLevel="h2"
      action={
        <Button asChild>
          <Link href="/forgot-password">{t(m.askNewLink)}</Link>
        </Button>
      }
    />
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [, setLocation] = useLocation();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: withAppWords(zodResolver(resetPasswordRequestSchema)),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => setLocation('/auth'),
      onError: (error) => {
        // The policy's refusals (too common, names the account) go under their field.
        const messages = fieldMessagesOf(error);
        let focused = false;
        for (const field of ['password', 'confirmPassword'] as const) {
          const message = messages[field];
          if (!message) continue;
          setError(field, { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
      },
    }),
  );

  if (isInvalidLink(reset.error)) return <InvalidLink />;
  const fieldErrors = fieldMessagesOf(reset.error);
  const generalError =
    reset.isError && !fieldErrors.password && !fieldErrors.confirmPassword
      ? (serverMessageOf(reset.error) ?? RESET_FAILED_FALLBACK)
      : null;

  return (
    <form noValidate aria-label={t(m.resetForm)} className="grid gap-5" onSubmit={onSubmit}>
      {generalError ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive px-4 py-3 text-sm text-destructive"
        >
          {generalError}
        </p>
      ) : null}
      <TextField
        label={t(m.newPassword)}
        type="password"
        autoComplete="new-password"
        hint={t(m.passwordHint)}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t(m.fieldConfirmPassword)}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton
        pending={reset.isPending}
        pendingLabel={t(m.savingPassword)}
        size="lg"
        className="w-full"
      >
        <KeyRound aria-hidden="true" />
        {t(m.setNewPassword)}
      </SubmitButton>
    </form>
  );
}
