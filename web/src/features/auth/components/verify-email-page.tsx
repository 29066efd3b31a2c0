import { ERROR_CODES } from '@core/api/common';
import {
  VERIFICATION_LINK_REASONS,
  type VerificationLinkReason,
  type VerifyEmailResponse,
} from '@core/api/email-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarX2, CircleCheck, Link2Off, MailCheck, UserX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/api-errors';
import { ResendVerificationButton, verifyEmail } from '@/lib/email-verification';
import { SESSION_QUERY_KEY } from '@/lib/session-cache';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@/lib/app-messages/app-messages';
import { linkProblem } from '../link-problems';
import { authMessages as m } from '../messages';

export interface VerifyEmailPageProps {
  /** The signed-in user (the route requires one: the link works in its own account only). */
  user: { username: string; emailVerified?: boolean; pendingEmail?: string | null };
}

/**
 * /verify-email?token=: opened from the verification mail, signed in (the route sends a visitor
 * to sign in first and back here). Posts the token once on arrival and says what happened: the
 * address verified (or changed), or why the link cannot be used, with the way out for each.
 */
export function VerifyEmailPage({ user }: VerifyEmailPageProps) {
  useDocumentTitle(t(m.verifyTitle));
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  return (
    <PageContainer className="max-w-xl">
      <h1 className="sr-only">{t(m.verifyTitle)}</h1>
      {token ? (
        <Verification token={token} user={user} />
      ) : (
        <Unusable reason="invalid" user={user} />
      )}
    </PageContainer>
  );
}

function Verification({ token, user }: { token: string } & VerifyEmailPageProps) {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: verifyEmail,
    // The banner and the profile read the session: it now says verified (or the new address).
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
  // Once per token: the link is single use, and a second post (a re-render, React's development
  // double effects) would only report the first one's success as "already used".
  const sent = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (verify.isSuccess) return <Verified result={verify.data} />;
  if (verify.isError) {
    return <Failure error={verify.error} user={user} retry={() => mutate(token)} />;
  }
  return <PageSpinner label={t(m.verifying)} />;
}

function Verified({ result }: { result: VerifyEmailResponse }) {
  return (
    <EmptyState
      icon={CircleCheck}
      title={result.changed ? t(m.emailChangedTitle) : t(m.emailVerifiedTitle)}
      description={
        result.changed
          ? t(m.emailChangedDescription, { email: result.email })
          : t(m.emailVerifiedDescription, { email: result.email })
      }
      action={
        <>
          <Button asChild>
            <Link href="/dashboard">{t(m.goToDashboard)}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/profile">{t(m.accountSettings)}</Link>
          </Button>
        </>
      }
    />
  );
}

const reasonOf = (error: unknown): VerificationLinkReason | null => {
  if (!isApiError(error) || error.code !== ERROR_CODES.verificationLinkInvalid) return null;
  const reason = (error.data as { reason?: unknown } | undefined)?.reason;
  return VERIFICATION_LINK_REASONS.find((r) => r === reason) ?? 'invalid';
};

function Failure({
  error,
  user,
  retry,
}: { error: unknown; retry: () => void } & VerifyEmailPageProps) {
  const reason = reasonOf(error);
  if (reason) return <Unusable reason={reason} user={user} message={serverMessageOf(error)} />;
  if (isApiError(error) && error.code === ERROR_CODES.emailTaken) {
    return (
      <Outcome
        alert
        icon={UserX}
        title={t(m.addressTakenTitle)}
        description={serverMessageOf(error) ?? t(m.addressTakenFallback)}
        action={<ProfileLink />}
      />
    );
  }
  return (
    <ErrorState
      title={t(m.verifyFailedTitle)}
      description={t(m.verifyFailedDescription)}
      onRetry={retry}
    />
  );
}

const TITLES: Record<VerificationLinkReason, string> = {
  invalid: t(m.linkInvalidTitle),
  expired: t(m.linkExpiredTitle),
  used: t(m.linkUsedTitle),
  other_account: t(m.linkOtherAccountTitle),
};

const ICONS = { invalid: Link2Off, expired: CalendarX2, used: MailCheck, other_account: UserX };

/** A link that cannot be used: what went wrong, and a new link when one would help. */
function Unusable({
  reason,
  user,
  message,
}: { reason: VerificationLinkReason; message?: string } & VerifyEmailPageProps) {
  // A used link of an account that has nothing left to verify: most likely opened twice.
  const done = reason === 'used' && user.emailVerified === true && !user.pendingEmail;
  if (done) {
    return (
      <Outcome
        icon={CircleCheck}
        title={t(m.alreadyVerifiedTitle)}
        description={t(m.alreadyVerifiedDescription)}
        action={<ProfileLink />}
      />
    );
  }
  const canResend = reason !== 'other_account' && (!user.emailVerified || !!user.pendingEmail);
  const text = message ?? linkProblem(reason);
  return (
    <Outcome
      alert
      icon={ICONS[reason]}
      title={TITLES[reason]}
      description={
        reason === 'other_account' ? t(m.signedInAs, { text, username: user.username }) : text
      }
      action={
        <>
          {canResend ? <ResendVerificationButton variant="default" size="default" /> : null}
          <ProfileLink />
        </>
      }
    />
  );
}

function ProfileLink() {
  return (
    <Button asChild variant="outline">
      <Link href="/profile">{t(m.accountSettings)}</Link>
    </Button>
  );
}

/** An outcome in place of the page's content; a refusal is announced (role="alert"). */
function Outcome({
  alert = false,
  ...props
}: {
  alert?: boolean;
  icon: typeof CircleCheck;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <div role={alert ? 'alert' : undefined}>
      <EmptyState {...props} />
    </div>
  );
}
