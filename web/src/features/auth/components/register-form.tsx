import { registerRequestSchema } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fieldMessagesOf } from '@/lib/api-errors';
import { useRegister } from '../api/use-sign-in';
import { useReturningUserCheck } from '../api/use-returning-user-check';
import { t } from '@/lib/app-messages/app-messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';
import { authMessages as m } from '../messages';

type RegisterValues = z.input<typeof registerRequestSchema>;

const FIELDS: readonly Path<RegisterValues>[] = [
  'name',
  'username',
  'email',
  'password',
  'confirmPassword',
];

export interface RegisterFormProps {
  /** Called when the e-mail turns out to have an account, with the path of the sign-in page. */
  loginPath: string;
  /**
   * The address an invitation was sent to, filled in (and left editable: the server lets only the
   * verified holder of that address answer, so another address simply cannot accept it).
   */
  invitedEmail?: string;
}

/**
 * Creates an account (product spec section 5 for the messages). When the e-mail field loses focus
 * and the address already has an account, "Welcome Back!" shows and the person goes to /login.
 */
export function RegisterForm({ loginPath, invitedEmail }: RegisterFormProps) {
  const registration = useRegister();
  const returning = useReturningUserCheck(loginPath);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<RegisterValues, unknown, z.output<typeof registerRequestSchema>>({
    resolver: withAppWords(zodResolver(registerRequestSchema)),
    defaultValues: {
      name: '',
      username: '',
      email: invitedEmail ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const email = register('email');
  // The invitation may arrive after the form opened: fill it in then, unless something was typed.
  useEffect(() => {
    if (invitedEmail && getValues('email') === '') setValue('email', invitedEmail);
  }, [invitedEmail, getValues, setValue]);

  const onSubmit = handleSubmit((values) =>
    registration.mutate(
      { ...values, name: values.name || undefined },
      {
        onError: (error) => {
          // The server's field messages (a taken username or e-mail) go next to their fields.
          const messages = fieldMessagesOf(error);
          let focused = false;
          for (const field of FIELDS) {
            const message = messages[field];
            if (!message) continue;
            setError(field, { type: 'server', message }, { shouldFocus: !focused });
            focused = true;
          }
        },
      },
    ),
  );

  return (
    <form noValidate aria-label={t(m.createAccount)} className="grid gap-5" onSubmit={onSubmit}>
      {returning.recognised ? (
        // The toast announces it; this keeps the notice in view next to the form.
        <div className="rounded-lg border border-primary bg-primary-soft px-4 py-3 text-sm text-primary-soft-foreground">
          <p className="font-semibold">{t(m.welcomeBackTitle)}</p>
          <p>{t(m.welcomeBackNotice)}</p>
        </div>
      ) : null}
      <TextField
        label={t(m.fieldName)}
        optional
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t(m.fieldUsername)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t(m.usernameHintRules)}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t(m.fieldEmail)}
        type="email"
        autoComplete="email"
        spellCheck={false}
        hint={invitedEmail ? t(m.invitationSentTo, { email: invitedEmail }) : undefined}
        error={errors.email?.message}
        {...email}
        onBlur={(event) => {
          void email.onBlur(event);
          returning.check(event.target.value);
        }}
      />
      <TextField
        label={t(m.fieldPassword)}
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
        pending={registration.isPending}
        pendingLabel={t(m.creatingAccount)}
        size="lg"
        className="w-full"
      >
        <UserPlus aria-hidden="true" />
        {t(m.createAccount)}
      </SubmitButton>
    </form>
  );
}
