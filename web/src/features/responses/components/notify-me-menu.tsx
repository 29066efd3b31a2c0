import { useId } from 'react';
import {
  IMMEDIATE_MAIL_WINDOW_MINUTES,
  RESPONSE_NOTIFY_MODES,
  responseNotifyModeSchema,
  type ResponseNotifyMode,
} from '@core/api/response-notifications';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/use-notification-settings';
import { t } from '@/lib/app-messages/app-messages';
import { NOTIFY_MODE_LABELS } from '../lib/notify-mode-labels';
import { responsesMessages as m } from '../messages';

function changedToast(mode: ResponseNotifyMode, email: string | null) {
  const to = { hasEmail: email ? 'yes' : 'no', email: email ?? '' };
  if (mode === 'immediate') {
    return {
      title: t(m.notifyImmediateTitle),
      description: t(m.notifyImmediateDescription, {
        ...to,
        minutes: String(IMMEDIATE_MAIL_WINDOW_MINUTES),
      }),
    };
  }
  if (mode === 'daily') {
    return {
      title: t(m.notifyDailyTitle),
      description: t(m.notifyDailyDescription, to),
    };
  }
  return { title: t(m.notifyOffTitle), description: undefined };
}

/**
 * "Notify me: Off / Each response / Daily digest" on the responses page: the signed-in owner's or
 * collaborator's own choice for this form. A native select, so keyboard, screen readers and
 * phones get their own picker. Hidden where it cannot apply (a guest, a guest's form, an admin
 * who is not on the form) or when the page itself failed to find the form.
 */
export function NotifyMeMenu({ formId }: { formId: string }) {
  const id = useId();
  const settings = useNotificationSettings(formId);
  const update = useUpdateNotificationSettings(formId);

  if (settings.isError) {
    const gone = isApiError(settings.error) && [401, 403, 404].includes(settings.error.status);
    if (gone) return null;
    return (
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <span>{t(m.notifyLoadError)}</span>
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => void settings.refetch()}
          disabled={settings.isFetching}
        >
          {t(m.tryAgain)}
        </Button>
      </div>
    );
  }
  if (settings.data && !settings.data.available) return null;

  const loading = !settings.data;
  const busy = loading || update.isPending;
  // While a change is saved, show the choice being saved.
  const value = update.isPending && update.variables ? update.variables : settings.data?.mode;

  const onChange = (raw: string) => {
    const mode = responseNotifyModeSchema.parse(raw);
    update.mutate(mode, {
      onSuccess: (saved) => toast({ ...changedToast(saved.mode, saved.email), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t(m.notifyChangeError),
          description: (isApiError(error) && error.serverMessage) || t(m.pleaseTryAgain),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 whitespace-nowrap">
        {t(m.notifyMe)}
      </Label>
      <NativeSelect
        id={id}
        className="w-40"
        value={loading ? '' : value}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby={loading ? undefined : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      >
        {loading ? (
          <option value="">{t(m.loading)}</option>
        ) : (
          RESPONSE_NOTIFY_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(NOTIFY_MODE_LABELS[mode])}
            </option>
          ))
        )}
      </NativeSelect>
      {settings.data?.email ? (
        <span id={`${id}-hint`} className="sr-only">
          {t(m.notifyGoesTo, { email: settings.data.email })}
        </span>
      ) : null}
    </div>
  );
}
