import type { ApiKey } from '@core/api/api-keys';
import { Check } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { serverMessageOf } from '@/lib/api-errors';
import { plural } from '@/lib/plural';
import { useSignOutOtherSessions } from '../../api/account-sessions-api';
import { ApiKeySummary } from '../api-keys/api-key-summary';
import { API_KEYS_ANCHOR } from '../api-keys/api-keys-card';

function OtherSessions({ count }: { count: number }) {
  const signOut = useSignOutOtherSessions();
  if (signOut.isSuccess) {
    const ended = signOut.data;
    return (
      <p className="flex items-center gap-2 text-sm">
        <Check aria-hidden="true" className="size-4 text-primary" />
        {ended === 0
          ? 'No other device was signed in.'
          : `${plural(ended, 'other session')} signed out. Only this browser is signed in now.`}
      </p>
    );
  }
  if (count === 0) {
    return <p className="text-sm text-muted-foreground">Only this browser is signed in.</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {count === 1
          ? '1 other session of your account is still signed in.'
          : `${plural(count, 'other session')} of your account are still signed in.`}{' '}
        If any might not be yours, sign them out: they would otherwise never be asked for a code.
      </p>
      {signOut.isError ? (
        <p className="text-sm font-medium text-destructive">
          {serverMessageOf(signOut.error) ?? 'The other sessions were not signed out.'} Try again.
        </p>
      ) : null}
      <div>
        <SubmitButton
          type="button"
          variant="outline"
          pending={signOut.isPending}
          pendingLabel="Signing out…"
          onClick={() => signOut.mutate()}
        >
          Sign out everywhere else
        </SubmitButton>
      </div>
    </div>
  );
}

function ActiveApiKeys({ apiKeys }: { apiKeys: ApiKey[] }) {
  if (apiKeys.length === 0) {
    return <p className="text-sm text-muted-foreground">You have no active API keys.</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {apiKeys.length === 1
          ? 'This API key acts as you without a code.'
          : `These ${apiKeys.length} API keys act as you without a code.`}{' '}
        Revoke any you no longer use, or that someone else may have seen.
      </p>
      <ul aria-label="Active API keys" className="grid gap-2">
        {apiKeys.map((apiKey) => (
          <li key={apiKey.id} className="rounded-lg border border-border p-3">
            <ApiKeySummary apiKey={apiKey} nameAs="h5" />
          </li>
        ))}
      </ul>
      <div>
        <a href={`#${API_KEYS_ANCHOR}`} className={buttonVariants({ variant: 'outline' })}>
          Review API keys
        </a>
      </div>
    </div>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h4 id={id} className="text-sm font-semibold">
        {title}
      </h4>
      {children}
    </section>
  );
}

export interface OtherAccessStepProps {
  /** Other sessions of the account signed in when two-factor was turned on. */
  otherSessions: number;
  /** The account's active API keys then. */
  apiKeys: ApiKey[];
  onDone: () => void;
}

/**
 * Right after two-factor sign-in is turned on (issue 27): it asks for a code from the next sign-in
 * on, so what was open before stays open. Offers "Sign out everywhere else" and lists the API keys
 * that still work, with the way to the keys' card to revoke them. Nothing here is required: Done
 * leaves it as it is.
 */
export function OtherAccessStep({ otherSessions, apiKeys, onDone }: OtherAccessStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The backup codes' panel, which had the focus, is gone: the step's heading takes it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="other-access-heading" className="grid gap-5">
      <div className="grid gap-1">
        <h3 id="other-access-heading" ref={heading} tabIndex={-1} className="font-semibold">
          Close what was open before
        </h3>
        <p className="text-sm text-muted-foreground">
          Two-factor sign-in asks for a code from your next sign-in on. Devices already signed in
          and your API keys keep working without one.
        </p>
      </div>
      <Part id="other-sessions-heading" title="Other sessions">
        <OtherSessions count={otherSessions} />
      </Part>
      <Part id="active-api-keys-heading" title="API keys">
        <ActiveApiKeys apiKeys={apiKeys} />
      </Part>
      <div>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
