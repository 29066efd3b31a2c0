import { captchaRequiredErrorSchema, loginRequestSchema } from '@core/api/auth';
import { twoFactorRequiredErrorSchema } from '@core/api/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useLogin } from '../api/use-sign-in';
import { TwoFactorStep } from './two-factor-step';
import { t } from '@/lib/app-messages/app-messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';
import { authMessages as m } from '../messages';

// Loaded only when the server asks for a proof of work, so a normal sign-in never downloads it.
const AltchaWidget = lazy(() => import('@/components/ui/altcha-widget'));

type SignInValues = z.input<typeof loginRequestSchema>;
type SignInOutput = z.output<typeof loginRequestSchema>;

interface Challenge {
  url: string;
  message: string;
}

/** The server's request for a proof of work (401 CAPTCHA_REQUIRED), if that is what `error` is. */
function challengeOf(error: unknown): Challenge | null {
  if (!isApiError(error)) return null;
  const parsed = captchaRequiredErrorSchema.safeParse(error.data);
  return parsed.success ? { url: parsed.data.challengeUrl, message: parsed.data.message } : null;
}

/** The server's request for a second factor (401 TWO_FACTOR_REQUIRED): its message, or null. */
function twoFactorMessageOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const parsed = twoFactorRequiredErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data.message : null;
}

/**
 * Username (or the account's e-mail address) and password (product spec section 5 for the
 * messages). An account with two-factor
 * sign-in then asks for a code (TwoFactorStep): the same request is sent again with it. After repeated failures for an
 * account the server asks for an ALTCHA proof of work: the widget appears and starts at once, and
 * the attempt it held back is sent again with the proof as soon as it is ready.
 */
export function SignInForm() {
  const login = useLogin();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [proof, setProof] = useState<string | undefined>();
  /** The last attempt was turned away for want of a proof, not judged: resend it with one. */
  const [resendWithProof, setResendWithProof] = useState(false);
  /** Set once the password was right and the account asked for a second factor. */
  const [twoFactor, setTwoFactor] = useState<string | null>(null);
  const [useBackupCode, setUseBackupCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<SignInValues, unknown, SignInOutput>({
    resolver: withAppWords(zodResolver(loginRequestSchema)),
    defaultValues: { username: '', password: '' },
  });

  // The field of the second step takes the focus when it appears (and when the kind changes).
  useEffect(() => {
    if (twoFactor !== null) setFocus(useBackupCode ? 'backupCode' : 'code');
  }, [twoFactor, useBackupCode, setFocus]);

  const send = (values: SignInOutput, captcha: string | undefined) =>
    login.mutate(
      {
        username: values.username,
        password: values.password,
        ...(captcha ? { captcha } : {}),
        ...(values.code ? { code: values.code } : {}),
        ...(values.backupCode ? { backupCode: values.backupCode } : {}),
      },
      {
        onError: (error) => {
          // Whatever the answer, a proof that was sent is spent: the widget starts a new one.
          setProof(undefined);
          const asked = challengeOf(error);
          setResendWithProof(asked !== null);
          if (asked) setChallenge(asked);
          const secondStep = twoFactorMessageOf(error);
          if (secondStep === null) return;
          // A code was sent and refused: say so on its field; else this is the step's start.
          if (values.code || values.backupCode) {
            const field = values.backupCode ? 'backupCode' : 'code';
            setError(field, { type: 'server', message: secondStep }, { shouldFocus: true });
          } else setTwoFactor(secondStep);
        },
      },
    );

  const onProof = (payload: string | undefined) => {
    setProof(payload);
    if (payload && resendWithProof) {
      setResendWithProof(false);
      void handleSubmit((values) => send(values, payload))();
    }
  };

  return (
    <form
      noValidate
      aria-label={t(m.signInForm)}
      className="grid gap-5"
      onSubmit={handleSubmit((values) => send(values, proof))}
    >
      {twoFactor !== null ? (
        <TwoFactorStep
          message={twoFactor}
          useBackupCode={useBackupCode}
          onUseBackupCodeChange={setUseBackupCode}
          onBack={() => {
            setTwoFactor(null);
            setUseBackupCode(false);
          }}
          register={register}
          errors={errors}
        />
      ) : (
        <>
          {/* The spec names the field Username; the hint says an address works too (issue 27). */}
          <TextField
            label={t(m.fieldUsername)}
            hint={t(m.usernameHint)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label={t(m.fieldPassword)}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          {/* Under the field it is about; Enter in the password field still signs in at once. */}
          <p className="-mt-2 text-right text-sm">
            <Link
              href="/forgot-password"
              className="font-medium text-primary underline underline-offset-4"
            >
              {t(m.forgotPassword)}
            </Link>
          </p>
        </>
      )}
      {challenge ? (
        <div className="grid gap-2">
          <p role="alert" className="text-sm text-muted-foreground">
            {challenge.message}
          </p>
          <Suspense
            fallback={<p className="text-sm text-muted-foreground">{t(m.loadingVerification)}</p>}
          >
            <AltchaWidget
              payload={proof}
              onPayload={onProof}
              challengeUrl={challenge.url}
              auto="onload"
            />
          </Suspense>
        </div>
      ) : null}
      <SubmitButton
        pending={login.isPending}
        pendingLabel={t(m.signingIn)}
        size="lg"
        className="w-full"
      >
        <LogIn aria-hidden="true" />
        {twoFactor !== null ? t(m.verifyAndSignIn) : t(m.signIn)}
      </SubmitButton>
    </form>
  );
}
