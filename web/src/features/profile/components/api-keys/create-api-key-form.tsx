import {
  API_KEY_NAME_MAX,
  createApiKeyRequestSchema,
  type CreateApiKeyResponse,
} from '@core/api/api-keys';
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
import { t } from '@/lib/app-messages/app-messages';
import { SESSION_QUERY_KEY } from '@/lib/session-cache';
import { useCreateApiKey } from '../../api/api-keys-api';
import { CURRENT_PASSWORD_REQUIRED, reauthErrorOf } from '../security/reauth-error';
import { profileMessages as m } from '../../messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';

/** The form's own fields: the expiry is a day in the person's calendar, sent as its last second. */
const formSchema = z.object({
  name: createApiKeyRequestSchema.shape.name,
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
    resolver: withAppWords(zodResolver(formSchema)),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    if (!usesGoogle && !values.currentPassword) {
      setError('currentPassword', { type: 'required', message: t(CURRENT_PASSWORD_REQUIRED) });
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
              title: t(m.keyNotCreated),
              description: serverMessageOf(error) ?? t(m.somethingWrong),
              variant: 'destructive',
            });
          }
        },
      },
    );
  });

  return (
    <form noValidate aria-label={t(m.createKeyForm)} className="grid gap-4" onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t(m.keyName)}
          hint={t(m.keyNameHint)}
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid content-start gap-2">
          <Label htmlFor={scopeId}>{t(m.access)}</Label>
          <NativeSelect id={scopeId} {...register('scope')}>
            <option value="read">{t(m.scopeRead)}</option>
            <option value="read_write">{t(m.scopeReadWrite)}</option>
          </NativeSelect>
        </div>
        <TextField
          label={t(m.expiresOn)}
          optional
          type="date"
          min={today()}
          hint={t(m.expiresOnHint)}
          error={errors.expiresOn?.message}
          {...register('expiresOn')}
        />
      </div>
      {usesGoogle ? null : (
        <div className="sm:max-w-xs">
          <TextField
            label={t(m.password)}
            type="password"
            autoComplete="current-password"
            hint={t(m.keyPasswordHint)}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        </div>
      )}
      <div>
        <SubmitButton pending={create.isPending} pendingLabel={t(m.creatingKey)}>
          <Plus aria-hidden="true" />
          {t(m.createKey)}
        </SubmitButton>
      </div>
    </form>
  );
}
