import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  createWebhookRequestSchema,
  WEBHOOK_EVENTS,
  type CreateWebhookResponse,
  type WebhookUrlRules,
  type WebhookEvent,
} from '@core/api/webhooks';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { EVENT_DESCRIPTIONS } from './event-labels';
import { webhooksMessages as m } from './messages';
import { SecretField } from './secret-field';
import { createWebhook, webhooksQueryKey } from './webhooks-api';

type Errors = Partial<Record<'url' | 'events', string>>;

export interface AddWebhookDialogProps {
  formId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (the dialog has no trigger to return to). */
  returnFocus: () => void;
  /** This server's URL rules, from the list; unknown (still loading), the production ones. */
  urlRules?: WebhookUrlRules;
}

const PRODUCTION_RULES: WebhookUrlRules = { httpAllowed: false, privateAllowed: false };

/** The URL field's hint: what this server will call, as its settings say (issue 28). */
export function urlHint({ httpAllowed, privateAllowed }: WebhookUrlRules): string {
  return t(m.urlHint, {
    http: httpAllowed ? 'yes' : 'no',
    private: privateAllowed ? 'yes' : 'no',
  });
}

/**
 * Adds an endpoint: its URL and the events it receives. Once created, the dialog shows the signing
 * secret with a Copy button, so it can go straight into the receiver's configuration.
 */
export function AddWebhookDialog({
  formId,
  open,
  onOpenChange,
  returnFocus,
  urlRules = PRODUCTION_RULES,
}: AddWebhookDialogProps) {
  const [created, setCreated] = useState<CreateWebhookResponse | null>(null);
  // Each opening starts from an empty form, never from the last endpoint's secret (set during
  // render, React's pattern for state that follows a prop).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setCreated(null);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        {created ? (
          <Created created={created} onDone={() => onOpenChange(false)} />
        ) : (
          <AddForm
            formId={formId}
            hint={urlHint(urlRules)}
            onCreated={setCreated}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddForm({
  formId,
  hint,
  onCreated,
  onCancel,
}: {
  formId: string;
  hint: string;
  onCreated: (created: CreateWebhookResponse) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const eventsId = useId();
  const [url, setUrl] = useState('');
  // New responses are what most people connect a form for.
  const [events, setEvents] = useState<WebhookEvent[]>(['response.completed']);
  const [errors, setErrors] = useState<Errors>({});

  const create = useMutation({
    mutationFn: () => createWebhook(formId, { url, events }),
    onSuccess: (result) => {
      onCreated(result);
      return queryClient.invalidateQueries({ queryKey: webhooksQueryKey(formId) });
    },
    onError: (error) => {
      const fields = fieldMessagesOf(error);
      // The server's own URL rules (https only, addresses it will not call) come as a 400 that
      // may name no field; they are about the URL, so they show under it.
      const message = serverMessageOf(error);
      if (!fields.url && !fields.events && message && isApiError(error) && error.status === 400)
        fields.url = message;
      if (fields.url || fields.events) {
        setErrors({ url: fields.url, events: fields.events });
        return;
      }
      toast({
        title: t(m.addError),
        description: message ?? t(m.pleaseTryAgain),
        variant: 'destructive',
      });
    },
  });

  const toggle = (event: WebhookEvent, checked: boolean) =>
    setEvents((old) =>
      // Kept in the list's order, so the card shows them the same way every time.
      WEBHOOK_EVENTS.filter((item) => (item === event ? checked : old.includes(item))),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookRequestSchema.safeParse({ url, events });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'url' || field === 'events') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate();
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(m.addTitle)}</DialogTitle>
        <DialogDescription>{t(m.addDescription)}</DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t(m.addTitle)}>
        <TextField
          label={t(m.endpointUrl)}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/webhooks/formloom"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={errors.url}
          hint={hint}
        />
        <fieldset
          className="grid gap-3"
          aria-describedby={errors.events ? `${eventsId}-error` : undefined}
          aria-invalid={errors.events ? true : undefined}
        >
          <legend className="mb-3 text-sm font-medium">{t(m.events)}</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="flex cursor-pointer items-start gap-3">
              <Checkbox
                className="mt-0.5"
                name="events"
                value={name}
                checked={events.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
              <span className="grid gap-0.5">
                <span className="font-mono text-sm">{name}</span>
                <span className="text-xs text-muted-foreground">{t(EVENT_DESCRIPTIONS[name])}</span>
              </span>
            </label>
          ))}
          {errors.events ? (
            <FieldMessage id={`${eventsId}-error`} tone="error">
              {errors.events}
            </FieldMessage>
          ) : null}
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={create.isPending}>
            {t(m.cancel)}
          </Button>
          <SubmitButton pending={create.isPending} pendingLabel={t(m.adding)}>
            {t(m.addWebhook)}
          </SubmitButton>
        </DialogFooter>
      </form>
    </>
  );
}

function Created({ created, onDone }: { created: CreateWebhookResponse; onDone: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(m.addedTitle)}</DialogTitle>
        <DialogDescription>{t(m.addedDescription)}</DialogDescription>
      </DialogHeader>
      <p className="text-sm break-all">
        {tRich(m.endpointLine, {
          url: created.endpoint.url,
          label: (chunks) => <span className="font-medium">{chunks}</span>,
        })}
      </p>
      <SecretField secret={created.secret} hint={t(m.addedSecretHint)} />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {t(m.done)}
        </Button>
      </DialogFooter>
    </>
  );
}
