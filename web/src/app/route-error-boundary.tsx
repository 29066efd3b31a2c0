import { RefreshCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-header';

interface State {
  error: Error | null;
}

/**
 * Keeps the shell usable when a screen fails to render or its code fails to load (for example
 * after a deploy replaced the hashed files). Reset it with a `key` per location.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render:', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <PageContainer className="flex min-h-[50vh] flex-col items-center justify-center text-center">
        <h1 className="text-2xl font-bold tracking-tight">This page didn&apos;t load</h1>
        <p className="mt-2 max-w-md text-muted-foreground">
          Something went wrong while opening it. Reloading usually fixes this; your saved work is
          not affected.
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload page
        </Button>
      </PageContainer>
    );
  }
}
