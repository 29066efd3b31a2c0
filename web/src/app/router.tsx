import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation, useRoute } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { SessionEffects } from '@/features/session';
import { ChunkErrorBoundary } from '@/lib/chunk-error-boundary';
import { FormAccessGuard } from './form-access-guard';
import { AppLayout, BareLayout } from './layout/app-layout';
import { PrerenderedFallback } from './layout/prerendered-page';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';

/** A lazily loaded screen that can also be loaded ahead of its first render. */
type Screen<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy for a named export, so every screen is its own chunk. `preload()` loads the chunk
 * ahead: a screen whose chunk is already there renders at once, without suspending. For a
 * server-rendered page that is one commit of the final screen instead of the fallback first and
 * the screen after it (two rounds of DOM building and layout on a slow phone).
 */
function screen<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
): Screen<P> {
  let loaded: ComponentType<P> | undefined;
  const resolve = async () => {
    const module = await load();
    loaded = module[name] as ComponentType<P>;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await resolve() }));
  function LazyScreen(props: P) {
    // Decided once per mount: switching between the two element types would remount the screen.
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyScreen, { preload: () => resolve().then(() => undefined) });
}

const HomePage = screen(() => import('@/features/home/components/home-page'), 'HomePage');
const AuthPage = screen(() => import('@/features/auth/components/auth-page'), 'AuthPage');
const LoginPage = screen(() => import('@/features/auth/components/login-page'), 'LoginPage');
const PricingPage = screen(
  () => import('@/features/billing/components/pricing-page'),
  'PricingPage',
);
const CheckoutPage = screen(
  () => import('@/features/billing/components/checkout-page'),
  'CheckoutPage',
);
const CheckoutRedirectPage = screen(
  () => import('@/features/billing/components/checkout-redirect-page'),
  'CheckoutRedirectPage',
);
const SubscriptionSuccessPage = screen(
  () => import('@/features/billing/components/subscription-success-page'),
  'SubscriptionSuccessPage',
);
const BillingPage = screen(
  () => import('@/features/billing/components/billing-page'),
  'BillingPage',
);
const CancelSubscriptionPage = screen(
  () => import('@/features/billing/components/cancel-subscription-page'),
  'CancelSubscriptionPage',
);
const PublicFormPage = screen(
  () => import('@/features/form-renderer/components/public-form-page'),
  'PublicFormPage',
);
const BuilderPage = screen(
  () => import('@/features/form-builder/components/builder-page'),
  'BuilderPage',
);
const ThankYouPage = screen(
  () => import('@/features/form-builder/components/thank-you-page'),
  'ThankYouPage',
);
const PreviewPage = screen(
  () => import('@/features/form-preview/components/preview-page'),
  'PreviewPage',
);
const ResponsesPage = screen(
  () => import('@/features/responses/components/responses-page'),
  'ResponsesPage',
);
const SettingsPage = screen(
  () => import('@/features/form-settings/components/settings-page'),
  'SettingsPage',
);
const DashboardPage = screen(
  () => import('@/features/dashboard/components/dashboard-page'),
  'DashboardPage',
);
const BrandKitPage = screen(
  () => import('@/features/brand-kit/components/brand-kit-page'),
  'BrandKitPage',
);
const TemplatesPage = screen(
  () => import('@/features/templates/components/templates-page'),
  'TemplatesPage',
);
const ProfilePage = screen<{
  user: {
    name?: string | null;
    username: string;
    email: string;
    authProvider?: string;
    createdAt?: string;
  };
}>(() => import('@/features/profile/components/profile-page'), 'ProfilePage');
const NpsAnalyticsPage = screen(
  () => import('@/features/nps-analytics/components/nps-analytics-page'),
  'NpsAnalyticsPage',
);
const NotificationsPage = screen(
  () => import('@/features/notifications/components/notifications-page'),
  'NotificationsPage',
);
const InvitationPage = screen(
  () => import('@/features/sharing/components/invitation-page'),
  'InvitationPage',
);
const ForgotPasswordPage = screen(
  () => import('@/features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = screen(
  () => import('@/features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const UnsubscribePage = screen(
  () => import('@/features/notification-settings/components/unsubscribe-page'),
  'UnsubscribePage',
);
const AdminConsole = screen(
  () => import('@/features/admin/components/admin-console'),
  'AdminConsole',
);
const ContentPage = screen(
  () => import('@/features/site-pages/components/content-page'),
  'ContentPage',
);
const NotFoundPage = screen(() => import('./not-found'), 'NotFoundPage');

/**
 * Loads the screen of a server-rendered path (server/src/prerender: home, /pricing, the content
 * pages) before the app's first render, so the app's first commit is the screen itself. Any other
 * path resolves at once: its screen loads as usual, behind the route's fallback.
 */
export function preloadPrerenderedScreen(path: string): Promise<void> {
  if (path === '/') return HomePage.preload();
  if (path === '/pricing') return PricingPage.preload();
  if (/^\/(about|help|terms|privacy|p\/[^/]+)$/.test(path)) return ContentPage.preload();
  return Promise.resolve();
}

function Authed({ children }: { children: ReactNode }) {
  return <RequireAuth>{() => children}</RequireAuth>;
}

/**
 * Every route of product spec section 2. Order matters: the first match wins, so `/forms/new`
 * comes before `/forms/:id`. A form's edit, preview and settings screens run the form access check
 * first (spec section 4).
 */
export function AppRoutes() {
  return (
    <Switch>
      {/* Public */}
      <Route path="/">
        <HomePage />
      </Route>
      <Route path="/auth">
        <RedirectIfSignedIn>
          <AuthPage />
        </RedirectIfSignedIn>
      </Route>
      <Route path="/login">
        <RedirectIfSignedIn>
          <LoginPage />
        </RedirectIfSignedIn>
      </Route>
      <Route path="/pricing">
        <PricingPage />
      </Route>
      <Route path="/checkout">
        <CheckoutPage />
      </Route>
      <Route path="/forgot-password">
        <RedirectIfSignedIn>
          <ForgotPasswordPage />
        </RedirectIfSignedIn>
      </Route>
      <Route path="/reset-password">
        <ResetPasswordPage />
      </Route>
      <Route path="/invitations/:invitationId/:token">
        <InvitationPage />
      </Route>
      <Route path="/unsubscribe">
        <UnsubscribePage />
      </Route>
      {/* Site content (issue 16): the server renders these pages; the app shows the same. */}
      <Route path="/about">
        <ContentPage />
      </Route>
      <Route path="/help">
        <ContentPage />
      </Route>
      <Route path="/terms">
        <ContentPage />
      </Route>
      <Route path="/privacy">
        <ContentPage />
      </Route>
      <Route path="/p/:slug">
        <ContentPage />
      </Route>
      {/* Admins only; anyone else gets the not-found page (the console decides, from the session). */}
      <Route path="/admin" nest>
        <AdminConsole />
      </Route>

      {/* Guest or user: the builder (three routes, one screen) and the form's own screens */}
      <Route path="/forms/new">
        <BuilderPage />
      </Route>
      <Route path="/form-builder">
        <BuilderPage />
      </Route>
      <Route path="/form-builder/:id">
        <BuilderPage />
      </Route>
      <Route path="/forms/:id/edit">
        <FormAccessGuard needsEdit>
          <BuilderPage />
        </FormAccessGuard>
      </Route>
      <Route path="/forms/:id/preview">
        <FormAccessGuard>
          <PreviewPage />
        </FormAccessGuard>
      </Route>
      <Route path="/forms/:id/thankyou">
        <ThankYouPage />
      </Route>
      <Route path="/forms/:id/responses">
        <FormAccessGuard>
          <ResponsesPage />
        </FormAccessGuard>
      </Route>
      <Route path="/forms/:id/settings">
        <FormAccessGuard needsEdit>
          <SettingsPage />
        </FormAccessGuard>
      </Route>
      <Route path="/dashboard">
        <DashboardPage />
      </Route>
      <Route path="/brandkit">
        <BrandKitPage />
      </Route>
      <Route path="/templates">
        <TemplatesPage />
      </Route>

      {/* Public: a form as respondents see it (no header or footer), and guest forms */}
      <Route path="/forms/:id">
        <PublicFormPage />
      </Route>
      <Route path="/anonymous-forms/:id/edit">
        <FormAccessGuard>
          <BuilderPage />
        </FormAccessGuard>
      </Route>
      <Route path="/anonymous-forms/:id/preview">
        <FormAccessGuard>
          <PreviewPage />
        </FormAccessGuard>
      </Route>
      <Route path="/anonymous-forms/:id/thankyou">
        <ThankYouPage />
      </Route>
      <Route path="/anonymous-forms/:id">
        <PublicFormPage />
      </Route>

      {/* Sign-in required */}
      <Route path="/checkout-redirect">
        <Authed>
          <CheckoutRedirectPage />
        </Authed>
      </Route>
      <Route path="/subscription-success">
        <Authed>
          <SubscriptionSuccessPage />
        </Authed>
      </Route>
      <Route path="/profile">
        <RequireAuth>{(user) => <ProfilePage user={user} />}</RequireAuth>
      </Route>
      <Route path="/billing">
        <Authed>
          <BillingPage />
        </Authed>
      </Route>
      <Route path="/cancel-subscription">
        <Authed>
          <CancelSubscriptionPage />
        </Authed>
      </Route>
      <Route path="/notifications">
        <Authed>
          <NotificationsPage />
        </Authed>
      </Route>
      <Route path="/nps-analytics">
        <Authed>
          <NpsAnalyticsPage />
        </Authed>
      </Route>

      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** Picks the layout: the public form view has no header or footer. */
export function AppShell() {
  const [location] = useLocation();
  const [isFormsNew] = useRoute('/forms/new');
  const [isPublicForm] = useRoute('/forms/:id');
  const [isAnonymousForm] = useRoute('/anonymous-forms/:id');
  const bare = (isPublicForm && !isFormsNew) || isAnonymousForm;
  const Layout = bare ? BareLayout : AppLayout;

  return (
    <Layout>
      {/* Guest sessions and the post-sign-in migration; the respondent's form view needs neither. */}
      {bare ? null : <SessionEffects />}
      <RouteErrorBoundary key={location}>
        {/* A screen's chunk gone after a deploy says so; any other failure reaches the route's. */}
        <ChunkErrorBoundary
          buttonClassName={buttonVariants()}
          className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center"
        >
          <Suspense
            fallback={
              <PrerenderedFallback>
                <PageSpinner label="Loading page…" />
              </PrerenderedFallback>
            }
          >
            <AppRoutes />
          </Suspense>
        </ChunkErrorBoundary>
      </RouteErrorBoundary>
    </Layout>
  );
}
