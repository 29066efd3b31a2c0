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
import { t } from '@/lib/app-messages/app-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnsubscribe, useUnsubscribeLink } from '../api/use-unsubscribe';
import { notificationSettingsMessages as m } from '../messages';

export const INCOMPLETE_LINK = t(m.incompleteLink);

/** What the link stops, in the words of the question and of the confirmation. */
function describe(link: UnsubscribeResponse) {
  return link.scope === 'daily-digest'
    ? {
        question: t(m.digestQuestion),
        done: DIGEST_UNSUBSCRIBED_MESSAGE,
        already: t(m.digestAlready),
      }
    : {
        question: t(m.formQuestion, { title: link.formTitle ?? '' }),
        done: unsubscribedMessage(link.formTitle ?? ''),
        already: t(m.formAlready, { title: link.formTitle ?? '' }),
      };
}

/**
 * /unsubscribe?token=: opened from a new-response mail or a daily digest. It first says what the
 * link would stop and waits for a click: mail scanners open links, and a GET must change nothing.
 */
export function UnsubscribePage() {
  useDocumentTitle(t(m.title));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <PageContainer className="max-w-xl">
      <PageHeader title={t(m.title)} description={t(m.description)} />
      <Card>
        <CardContent className="p-4 sm:p-6">
          {token ? (
            <UnsubscribeLink token={token} />
          ) : (
            <ErrorState
              title={t(m.linkBrokenTitle)}
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
        title={refused ? t(m.linkBrokenTitle) : t(m.checkErrorTitle)}
        description={
          refused ? (refused.serverMessage ?? INCOMPLETE_LINK) : t(m.checkErrorDescription)
        }
        onRetry={refused ? undefined : () => void link.refetch()}
        retrying={link.isFetching}
        headingLevel="h2"
      />
    );
  }
  if (!link.data) {
    return (
      <div role="status" aria-label={t(m.checking)} className="grid gap-3">
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
          title={t(m.unsubscribed)}
          description={text.done}
          headingLevel="h2"
          action={
            <Button asChild variant="outline">
              <Link href="/dashboard">{t(m.goToDashboard)}</Link>
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
        title={t(m.nothingToStop)}
        description={text.already}
        headingLevel="h2"
      />
    );
  }

  return (
    <form
      aria-label={t(m.unsubscribeButton)}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        unsubscribe.mutate();
      }}
    >
      <h2 className="text-lg leading-snug font-semibold">{text.question}</h2>
      <p className="text-sm text-muted-foreground">{t(m.turnOnAgain)}</p>
      {unsubscribe.isError ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive px-4 py-3 text-sm text-destructive"
        >
          {(isApiError(unsubscribe.error) && unsubscribe.error.serverMessage) ||
            t(m.unsubscribeError)}
        </p>
      ) : null}
      <div>
        <SubmitButton pending={unsubscribe.isPending} pendingLabel={t(m.unsubscribing)}>
          {t(m.unsubscribeButton)}
        </SubmitButton>
      </div>
    </form>
  );
}
