import { RefreshCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-header';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from './messages';

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
        <h1 className="text-2xl font-bold tracking-tight">{t(m.routeErrorTitle)}</h1>
        <p className="mt-2 max-w-md text-muted-foreground">{t(m.routeErrorBody)}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t(m.reloadPage)}
        </Button>
      </PageContainer>
    );
  }
}
