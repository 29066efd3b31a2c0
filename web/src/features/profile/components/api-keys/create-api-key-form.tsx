import { API_KEY_NAME_MAX, type CreateApiKeyResponse } from '@core/api/api-keys';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';
import { SESSION_QUERY_KEY } from '@/lib/session-cache';
import { useCreateApiKey } from '../../api/api-keys-api';
import { CURRENT_PASSWORD_REQUIRED, reauthErrorOf } from '../security/reauth-error';

/** The form's own fields: the expiry is a day in the person's calendar, sent as its last second. */
const formSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the key a name')
    .max(API_KEY_NAME_MAX, `At most ${API_KEY_NAME_MAX} characters`),
  scope: z.enum(['read', 'read_write']),
  expiresOn: z.string(),
  /** Re-authentication (issue 20): a key acts as you. Google accounts have none to give. */
  currentPassword: z.string().max(200).optional(),
});
type FormValues = z.input<typeof formSchema>;

const EMPTY: FormValues = { name: '', scope: 'read', expiresOn: '', currentPassword: '' };

/** Today as YYYY-MM-DD in the person's time zone: the first day a key may expire on. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The end of that local day, so a key "expiring on the 3rd" still works all of the 3rd. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59.999`).toISOString();
}

export interface CreateApiKeyFormProps {
  onCreated: (created: CreateApiKeyResponse) => void;
}

export function CreateApiKeyForm({ onCreated }: CreateApiKeyFormProps) {
  const create = useCreateApiKey();
  const queryClient = useQueryClient();
  // The profile renders only once the session is loaded, so the cached user is there to read.
  const usesGoogle =
    queryClient.getQueryData<{ authProvider?: string }>(SESSION_QUERY_KEY)?.authProvider ===
    'google';
  const scopeId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    if (!usesGoogle && !values.currentPassword) {
      setError('currentPassword', { type: 'required', message: CURRENT_PASSWORD_REQUIRED });
      return;
    }
    create.mutate(
      {
        name: values.name,
        scope: values.scope,
        ...(values.expiresOn ? { expiresAt: endOfDay(values.expiresOn) } : {}),
        ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
      },
      {
        onSuccess: (created) => {
          reset(EMPTY);
          onCreated(created);
        },
        onError: (error) => {
          const reauth = reauthErrorOf(error);
          if (reauth?.reauth === 'password') {
            setError(
              'currentPassword',
              { type: 'server', message: reauth.message },
              { shouldFocus: true },
            );
            return;
          }
          const messages = fieldMessagesOf(error);
          if (messages.name) setError('name', { type: 'server', message: messages.name });
          if (messages.expiresAt) {
            setError('expiresOn', { type: 'server', message: messages.expiresAt });
          }
          if (!messages.name && !messages.expiresAt) {
            toast({
              title: 'API key not created',
              description: serverMessageOf(error) ?? 'Something went wrong. Please try again.',
              variant: 'destructive',
            });
          }
        },
      },
    );
  });

  return (
    <form noValidate aria-label="Create an API key" className="grid gap-4" onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Key name"
          hint="What uses it, e.g. Zapier or your CRM."
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid content-start gap-2">
          <Label htmlFor={scopeId}>Access</Label>
          <NativeSelect id={scopeId} {...register('scope')}>
            <option value="read">Read only</option>
            <option value="read_write">Read and write</option>
          </NativeSelect>
        </div>
        <TextField
          label="Expires on"
          optional
          type="date"
          min={today()}
          hint="Leave empty for a key that works until you revoke it."
          error={errors.expiresOn?.message}
          {...register('expiresOn')}
        />
      </div>
      {usesGoogle ? null : (
        <div className="sm:max-w-xs">
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            hint="A key acts as you, so making one needs your password."
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        </div>
      )}
      <div>
        <SubmitButton pending={create.isPending} pendingLabel="Creating key…">
          <Plus aria-hidden="true" />
          Create API key
        </SubmitButton>
      </div>
    </form>
  );
}
