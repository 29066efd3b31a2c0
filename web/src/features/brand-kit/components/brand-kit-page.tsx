import { LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBrandKit } from '../api/brand-kit-api';
import { useSignedIn } from '../api/use-signed-in';
import { BrandKitEditor } from './brand-kit-editor';
import { t } from '@/lib/app-messages/app-messages';
import { brandKitMessages as m } from '../messages';

const SIGN_IN_HREF = `/auth?redirect=${encodeURIComponent('/brandkit')}`;

/** /brandkit: the logo, colours, font and button style every new form starts from. */
export function BrandKitPage() {
  // ?scope=global: the admins' kit for everyone (linked from the admin console; the server
  // answers anyone else 403).
  const [searchParams] = useSearchParams();
  const scope = searchParams.get('scope') === 'global' ? 'global' : 'user';
  useDocumentTitle(scope === 'global' ? t(m.globalTitle) : t(m.title));
  const kit = useBrandKit(scope);
  const signedIn = useSignedIn();

  return (
    <PageContainer>
      <PageHeader
        title={scope === 'global' ? t(m.globalTitle) : t(m.title)}
        description={scope === 'global' ? t(m.globalDescription) : t(m.description)}
      />
      {kit.isError ? (
        <ErrorState
          title={t(m.loadFailedTitle)}
          description={t(m.loadFailedDescription)}
          onRetry={() => void kit.refetch()}
          retrying={kit.isFetching}
        />
      ) : kit.data && signedIn !== 'loading' ? (
        <div className="flex flex-col gap-6">
          {signedIn === 'guest' ? (
            <GuestNotice />
          ) : scope === 'user' ? (
            <SourceNotice source={kit.data.source} />
          ) : null}
          <BrandKitEditor
            key={kit.data.updatedAt ?? kit.data.source}
            kit={kit.data}
            readOnly={signedIn === 'guest'}
            scope={scope}
          />
        </div>
      ) : (
        <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <Spinner label={t(m.loading)} className="sr-only" />
          <div className="flex flex-col gap-6">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-40 w-full rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      )}
    </PageContainer>
  );
}

function GuestNotice() {
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">{t(m.guestTitle)}</h2>
        <p className="text-sm text-muted-foreground">{t(m.guestBody)}</p>
      </div>
      <Button asChild className="shrink-0 sm:ml-auto">
        <Link href={SIGN_IN_HREF}>
          <LogIn aria-hidden="true" />
          {t(m.signIn)}
        </Link>
      </Button>
    </Card>
  );
}

function SourceNotice({ source }: { source: 'user' | 'global' | 'default' }) {
  if (source === 'user') return null;
  return (
    <p className="rounded-lg border border-border bg-subtle px-4 py-3 text-sm text-muted-foreground">
      {source === 'global' ? t(m.sourceGlobal) : t(m.sourceDefault)}
    </p>
  );
}
