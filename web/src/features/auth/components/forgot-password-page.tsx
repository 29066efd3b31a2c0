import { forgotPasswordRequestSchema, passwordResetRequestedMessage } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { serverMessageOf } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestPasswordReset } from '../api/use-password-reset';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { authMessages as m } from '../messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';

export const SEND_FAILED_FALLBACK = t(m.sendFailedFallback);

type Values = z.input<typeof forgotPasswordRequestSchema>;
type Output = z.output<typeof forgotPasswordRequestSchema>;

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * /forgot-password: asks for a reset link. The confirmation reads the same whether the address
 * has an account or not (so does the server's answer); only a failure to ask at all (the client's
 * request limit, the network) is shown as an error, and it says nothing about the account either.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(t(m.forgotDocumentTitle));
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: withAppWords(zodResolver(forgotPasswordRequestSchema)),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, { onSuccess: () => setSentTo(values.email) }),
  );

  return (
    <PageContainer className="max-w-xl">
      <PageHeader title={t(m.forgotTitle)} description={t(m.forgotDescription)} />
      <Card>
        <CardContent className="grid gap-6 p-4 sm:p-6">
          {sentTo !== null ? (
            <SentNotice
              email={sentTo}
              onAgain={() => {
                request.reset();
                setSentTo(null);
              }}
            />
          ) : (
            <form
              noValidate
              aria-label={t(m.forgotForm)}
              className="grid gap-5"
              onSubmit={onSubmit}
            >
              {request.isError ? (
                <p
                  role="alert"
                  className="rounded-lg border border-destructive px-4 py-3 text-sm text-destructive"
                >
                  {serverMessageOf(request.error) ?? SEND_FAILED_FALLBACK}
                </p>
              ) : null}
              <TextField
                label={t(m.fieldEmail)}
                type="email"
                autoComplete="email"
                spellCheck={false}
                error={errors.email?.message}
                {...register('email')}
              />
              <SubmitButton
                pending={request.isPending}
                pendingLabel={t(m.sendingLink)}
                size="lg"
                className="w-full"
              >
                <Send aria-hidden="true" />
                {t(m.sendResetLink)}
              </SubmitButton>
            </form>
          )}
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {tRich(m.rememberedIt, {
          link: (chunks) => (
            <Link href="/auth" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </PageContainer>
  );
}

/** The one confirmation, focused so that keyboard and screen reader users land on it. */
function SentNotice({ email, onAgain }: { email: string; onAgain: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="grid gap-4 outline-none">
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <p className="text-sm break-words">{passwordResetRequestedMessage(email)}</p>
      </div>
      <p className="text-sm text-muted-foreground">{t(m.resetLinkAdvice)}</p>
      <div>
        <Button variant="outline" onClick={onAgain}>
          {t(m.sendAgain)}
        </Button>
      </div>
    </div>
  );
}
