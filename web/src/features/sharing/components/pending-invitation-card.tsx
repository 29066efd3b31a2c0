import { Check, LogIn, UserPlus, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { InvitationDetails } from '@core/api/collaboration';
import { ERROR_CODES } from '@core/api/common';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-client';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { ResendVerificationButton } from '@/lib/email-verification';
import { formPaths } from '@/lib/form-paths';
import { invitationQueryKey } from '@/lib/invitation-query';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useRespondToInvitation } from '../api/use-respond-to-invitation';
import { useSignedInUser } from '../api/use-signed-in-user';
import { expiryText } from './expiry-text';
import { ROLE_EXPLANATION, ROLE_LABEL } from './role-text';
import { sharingMessages as m } from '../messages';

/**
 * Why the server would not let this account answer (403): its address is the invitation's but not
 * verified yet (ADR 029: the server's message, and the link to send again), or it is another
 * account altogether.
 */
type Refusal = { kind: 'not-verified'; message: string } | { kind: 'wrong-account' };

function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || error.status !== 403) return null;
  if (error.code === ERROR_CODES.emailNotVerified) {
    return {
      kind: 'not-verified',
      message: error.serverMessage ?? t(m.verifyToAnswer),
    };
  }
  return { kind: 'wrong-account' };
}

/** A pending invitation: what it is, and Accept / Decline (or sign up or in first). */
export function PendingInvitationCard({
  invitation,
  token,
}: {
  invitation: InvitationDetails;
  token: string;
}) {
  const who = invitation.invitedBy ?? t(m.someone);
  return (
    <Card>
      <CardContent className="grid gap-5 p-5 sm:p-6">
        <div className="grid gap-2">
          <Badge variant="soft">
            {t(m.invitationBadge, { role: t(ROLE_LABEL[invitation.role]) })}
          </Badge>
          <h2 className="text-xl leading-snug font-semibold tracking-tight break-words">
            {t(m.invitedYou, { who, title: invitation.formTitle })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t(m.asRole, {
              role: invitation.role,
              explanation: t(ROLE_EXPLANATION[invitation.role]),
            })}
          </p>
          <p className="text-sm text-muted-foreground">
            {tRich(m.sentTo, {
              mail: (chunks) => <span className="break-all">{chunks}</span>,
              address: invitation.email,
              expiry: (
                <time dateTime={invitation.expiresAt}>{expiryText(invitation.expiresAt)}</time>
              ),
            })}
          </p>
        </div>
        <Answer invitation={invitation} token={token} />
      </CardContent>
    </Card>
  );
}

function Answer({ invitation, token }: { invitation: InvitationDetails; token: string }) {
  const session = useSignedInUser();
  const [location, navigate] = useLocation();
  const respond = useRespondToInvitation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const queryClient = useQueryClient();

  if (session.status === 'loading') return <Spinner label={t(m.checkingSession)} />;
  if (session.status === 'guest') {
    // Signing up or in brings the person back here (RedirectIfSignedIn reads `redirect`).
    const back = encodeURIComponent(location);
    return (
      <div className="grid gap-3">
        <p className="text-sm">{t(m.needAccount)}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link href={`/auth?tab=register&redirect=${back}`}>
              <UserPlus aria-hidden="true" />
              {t(m.createAccount)}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`/auth?redirect=${back}`}>
              <LogIn aria-hidden="true" />
              {t(m.logIn)}
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  const answer = (action: 'accept' | 'decline') =>
    respond.mutate(
      { invitationId: invitation.id, token, action },
      {
        onSuccess: (result) => {
          if (action === 'decline') navigate('/dashboard');
          else
            navigate(
              safeRedirectPath(
                result.redirectUrl,
                formPaths.responses({ id: invitation.formId, userId: 0 }),
              ),
            );
        },
        onError: (error) => {
          setRefusal(refusalOf(error));
          // 410: expired, withdrawn or answered meanwhile; the page then says which.
          if (isApiError(error) && error.status === 410)
            void queryClient.invalidateQueries({
              queryKey: invitationQueryKey(String(invitation.id), token),
            });
        },
      },
    );

  return (
    <div className="grid gap-3">
      {refusal?.kind === 'not-verified' ? (
        <div
          role="alert"
          className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
        >
          <p>{refusal.message}</p>
          <div>
            <ResendVerificationButton />
          </div>
        </div>
      ) : refusal?.kind === 'wrong-account' ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
        >
          {tRich(m.wrongAccount, {
            mail: (chunks) => <span className="break-all">{chunks}</span>,
            address: invitation.email,
            username: session.user.username,
          })}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton
          type="button"
          pending={respond.isPending && respond.variables.action === 'accept'}
          pendingLabel={t(m.accepting)}
          disabled={respond.isPending}
          onClick={() => answer('accept')}
        >
          <Check aria-hidden="true" />
          {t(m.accept)}
        </SubmitButton>
        <SubmitButton
          type="button"
          variant="outline"
          pending={respond.isPending && respond.variables.action === 'decline'}
          pendingLabel={t(m.declining)}
          disabled={respond.isPending}
          onClick={() => answer('decline')}
        >
          <X aria-hidden="true" />
          {t(m.decline)}
        </SubmitButton>
      </div>
    </div>
  );
}
