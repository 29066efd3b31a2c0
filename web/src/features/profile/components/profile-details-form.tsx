import { updateProfileRequestSchema } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fieldMessagesOf } from '@/lib/api-errors';
import { useUpdateProfile } from '../api/use-profile-mutations';

// The shared request schema's rules, with the e-mail required: the form always shows one.
const detailsSchema = z.object({
  name: updateProfileRequestSchema.shape.name.unwrap().unwrap(),
  email: updateProfileRequestSchema.shape.email.unwrap(),
});

type DetailsValues = z.input<typeof detailsSchema>;

export interface ProfileDetailsFormProps {
  user: { name?: string | null; email: string };
}

export function ProfileDetailsForm({ user }: ProfileDetailsFormProps) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DetailsValues, unknown, z.output<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { name: user.name ?? '', email: user.email },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { name: values.name || null, email: values.email },
      {
        onSuccess: (saved) => reset({ name: saved.name ?? '', email: saved.email }),
        onError: (error) => {
          const messages = fieldMessagesOf(error);
          if (messages.email) setError('email', { type: 'server', message: messages.email });
          if (messages.name) setError('name', { type: 'server', message: messages.name });
        },
      },
    ),
  );

  return (
    <form noValidate aria-label="Profile details" className="grid gap-5" onSubmit={onSubmit}>
      <TextField
        label="Name"
        optional
        autoComplete="name"
        hint="Shown in the header and to people you collaborate with."
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <SubmitButton pending={update.isPending} pendingLabel="Saving…">
          <Save aria-hidden="true" />
          Save changes
        </SubmitButton>
      </div>
    </form>
  );
}
