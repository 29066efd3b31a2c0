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

const SIGN_IN_HREF = `/auth?redirect=${encodeURIComponent('/brandkit')}`;

/** /brandkit: the logo, colours, font and button style every new form starts from. */
export function BrandKitPage() {
  // ?scope=global: the admins' kit for everyone (linked from the admin console; the server
  // answers anyone else 403).
  const [searchParams] = useSearchParams();
  const scope = searchParams.get('scope') === 'global' ? 'global' : 'user';
  useDocumentTitle(scope === 'global' ? 'Global brand kit' : 'Brand Kit');
  const kit = useBrandKit(scope);
  const signedIn = useSignedIn();

  return (
    <PageContainer>
      <PageHeader
        title={scope === 'global' ? 'Global brand kit' : 'Brand Kit'}
        description={
          scope === 'global'
            ? 'The logo, colours, font and button style everyone’s new forms start from, until they save a kit of their own.'
            : 'Save your logo, colours, font and button style once, and every new form looks like you.'
        }
      />
      {kit.isError ? (
        <ErrorState
          title="Couldn't load your brand kit"
          description="Check your connection and try again."
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
          <Spinner label="Loading your brand kit…" className="sr-only" />
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
        <h2 className="text-base font-semibold">Sign in to save your own brand kit</h2>
        <p className="text-sm text-muted-foreground">
          This is the kit your forms start from now. With an account you can upload your logo and
          pick your colours, font and button style.
        </p>
      </div>
      <Button asChild className="shrink-0 sm:ml-auto">
        <Link href={SIGN_IN_HREF}>
          <LogIn aria-hidden="true" />
          Sign in
        </Link>
      </Button>
    </Card>
  );
}

function SourceNotice({ source }: { source: 'user' | 'global' | 'default' }) {
  if (source === 'user') return null;
  return (
    <p className="rounded-lg border border-border bg-subtle px-4 py-3 text-sm text-muted-foreground">
      {source === 'global'
        ? 'Your forms start from the kit your administrator set. Save to make your own.'
        : 'You have no brand kit yet: these are the defaults. Save to make them yours.'}
    </p>
  );
}
