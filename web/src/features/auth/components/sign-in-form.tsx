import { loginRequestSchema } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '../api/use-sign-in';

type SignInValues = z.input<typeof loginRequestSchema>;

/** Username and password (product spec section 5 for the messages). */
export function SignInForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  return (
    <form
      noValidate
      aria-label="Sign in"
      className="grid gap-5"
      onSubmit={handleSubmit((values) => login.mutate(values))}
    >
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton
        pending={login.isPending}
        pendingLabel="Signing in…"
        size="lg"
        className="w-full"
      >
        <LogIn aria-hidden="true" />
        Sign in
      </SubmitButton>
    </form>
  );
}
