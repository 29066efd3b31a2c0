import type { ApiKey } from '@core/api/api-keys';
import { Check } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { useSignOutOtherSessions } from '../../api/account-sessions-api';
import { ApiKeySummary } from '../api-keys/api-key-summary';
import { API_KEYS_ANCHOR } from '../api-keys/api-keys-card';
import { profileMessages as m } from '../../messages';

function OtherSessions({ count }: { count: number }) {
  const signOut = useSignOutOtherSessions();
  if (signOut.isSuccess) {
    const ended = signOut.data;
    return (
      <p className="flex items-center gap-2 text-sm">
        <Check aria-hidden="true" className="size-4 text-primary" />
        {ended === 0 ? t(m.noOtherDevice) : t(m.othersSignedOutOnly, { count: ended })}
      </p>
    );
  }
  if (count === 0) {
    return <p className="text-sm text-muted-foreground">{t(m.onlyThisBrowser)}</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm">{t(m.othersStillSignedIn, { count })}</p>
      {signOut.isError ? (
        <p className="text-sm font-medium text-destructive">
          {t(m.tryAgainSuffix, {
            message: serverMessageOf(signOut.error) ?? t(m.othersNotSignedOut),
          })}
        </p>
      ) : null}
      <div>
        <SubmitButton
          type="button"
          variant="outline"
          pending={signOut.isPending}
          pendingLabel={t(m.signingOut)}
          onClick={() => signOut.mutate()}
        >
          {t(m.signOutEverywhereElse)}
        </SubmitButton>
      </div>
    </div>
  );
}

function ActiveApiKeys({ apiKeys }: { apiKeys: ApiKey[] }) {
  if (apiKeys.length === 0) {
    return <p className="text-sm text-muted-foreground">{t(m.noActiveKeys)}</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm">{t(m.activeKeysText, { count: apiKeys.length })}</p>
      <ul aria-label={t(m.activeApiKeys)} className="grid gap-2">
        {apiKeys.map((apiKey) => (
          <li key={apiKey.id} className="rounded-lg border border-border p-3">
            <ApiKeySummary apiKey={apiKey} nameAs="h5" />
          </li>
        ))}
      </ul>
      <div>
        <a href={`#${API_KEYS_ANCHOR}`} className={buttonVariants({ variant: 'outline' })}>
          {t(m.reviewApiKeys)}
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
          {t(m.otherAccessTitle)}
        </h3>
        <p className="text-sm text-muted-foreground">{t(m.otherAccessText)}</p>
      </div>
      <Part id="other-sessions-heading" title={t(m.otherSessionsPart)}>
        <OtherSessions count={otherSessions} />
      </Part>
      <Part id="active-api-keys-heading" title={t(m.apiKeysPart)}>
        <ActiveApiKeys apiKeys={apiKeys} />
      </Part>
      <div>
        <Button type="button" onClick={onDone}>
          {t(m.done)}
        </Button>
      </div>
    </section>
  );
}
