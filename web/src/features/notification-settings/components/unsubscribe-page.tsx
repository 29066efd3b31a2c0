import { BellOff, CircleCheck } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import {
  DIGEST_UNSUBSCRIBED_MESSAGE,
  type UnsubscribeResponse,
  unsubscribedMessage,
} from '@core/api/response-notifications';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnsubscribe, useUnsubscribeLink } from '../api/use-unsubscribe';

export const INCOMPLETE_LINK =
  'This link is incomplete. Open it again from the e-mail, or copy the whole link.';

/** What the link stops, in the words of the question and of the confirmation. */
function describe(link: UnsubscribeResponse) {
  return link.scope === 'daily-digest'
    ? {
        question: 'Stop the daily digest of new responses, for all your forms?',
        done: DIGEST_UNSUBSCRIBED_MESSAGE,
        already: "You don't get the daily digest of new responses.",
      }
    : {
        question: `Stop e-mails about new responses to “${link.formTitle ?? ''}”?`,
        done: unsubscribedMessage(link.formTitle ?? ''),
        already: `You don't get e-mails about new responses to “${link.formTitle ?? ''}”.`,
      };
}

/**
 * /unsubscribe?token=: opened from a new-response mail or a daily digest. It first says what the
 * link would stop and waits for a click: mail scanners open links, and a GET must change nothing.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <PageContainer className="max-w-xl">
      <PageHeader title="Unsubscribe" description="E-mails about new responses to your forms." />
      <Card>
        <CardContent className="p-4 sm:p-6">
          {token ? (
            <UnsubscribeLink token={token} />
          ) : (
            <ErrorState
              title="This link doesn't work"
              description={INCOMPLETE_LINK}
              headingLevel="h2"
            />
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function UnsubscribeLink({ token }: { token: string }) {
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);

  if (link.isError) {
    // A 404 is the server's word on the link (forged, cut short, form gone): say it and stop.
    const refused = isApiError(link.error) && link.error.status === 404 ? link.error : null;
    return (
      <ErrorState
        title={refused ? "This link doesn't work" : "Couldn't check this link"}
        description={
          refused
            ? (refused.serverMessage ?? INCOMPLETE_LINK)
            : 'Check your connection and try again.'
        }
        onRetry={refused ? undefined : () => void link.refetch()}
        retrying={link.isFetching}
        headingLevel="h2"
      />
    );
  }
  if (!link.data) {
    return (
      <div role="status" aria-label="Checking your link…" className="grid gap-3">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-10 w-40" />
      </div>
    );
  }

  const text = describe(link.data);
  if (unsubscribe.isSuccess) {
    return (
      <div role="status">
        <EmptyState
          icon={CircleCheck}
          title="Unsubscribed"
          description={text.done}
          headingLevel="h2"
          action={
            <Button asChild variant="outline">
              <Link href="/dashboard">Go to the dashboard</Link>
            </Button>
          }
        />
      </div>
    );
  }
  if (!link.data.subscribed) {
    return (
      <EmptyState
        icon={BellOff}
        title="Nothing to stop"
        description={text.already}
        headingLevel="h2"
      />
    );
  }

  return (
    <form
      aria-label="Unsubscribe"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        unsubscribe.mutate();
      }}
    >
      <h2 className="text-lg leading-snug font-semibold">{text.question}</h2>
      <p className="text-sm text-muted-foreground">
        You can turn them on again on the form&apos;s responses page, under “Notify me”.
      </p>
      {unsubscribe.isError ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive px-4 py-3 text-sm text-destructive"
        >
          {(isApiError(unsubscribe.error) && unsubscribe.error.serverMessage) ||
            "Couldn't unsubscribe. Please try again."}
        </p>
      ) : null}
      <div>
        <SubmitButton pending={unsubscribe.isPending} pendingLabel="Unsubscribing…">
          Unsubscribe
        </SubmitButton>
      </div>
    </form>
  );
}
