import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation, useRoute } from 'wouter';
import { CLIENT_ROUTES, type ClientRoutePath } from '@core/routes/client-routes';
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
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from './messages';

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
const VerifyEmailPage = screen<{
  user: { username: string; emailVerified?: boolean; pendingEmail?: string | null };
}>(() => import('@/features/auth/components/verify-email-page'), 'VerifyEmailPage');
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
 * The screen of every route in core's list (product spec section 2 and later screens; the list's
 * order is the order of matching). A Record, so a route added to the list without a screen here,
 * or a screen without a route, does not compile: the server's 404s come from the same list. A
 * form's edit, preview and settings screens run the form access check first (spec section 4).
 */
const SCREENS: Record<ClientRoutePath, ReactNode> = {
  // Public
  '/': <HomePage />,
  '/auth': (
    <RedirectIfSignedIn>
      <AuthPage />
    </RedirectIfSignedIn>
  ),
  '/login': (
    <RedirectIfSignedIn>
      <LoginPage />
    </RedirectIfSignedIn>
  ),
  '/pricing': <PricingPage />,
  '/checkout': <CheckoutPage />,
  '/forgot-password': (
    <RedirectIfSignedIn>
      <ForgotPasswordPage />
    </RedirectIfSignedIn>
  ),
  '/reset-password': <ResetPasswordPage />,
  '/invitations/:invitationId/:token': <InvitationPage />,
  '/unsubscribe': <UnsubscribePage />,
  '/verify-email': <RequireAuth>{(user) => <VerifyEmailPage user={user} />}</RequireAuth>,
  // Site content (issue 16): the server renders these pages; the app shows the same.
  '/about': <ContentPage />,
  '/help': <ContentPage />,
  '/terms': <ContentPage />,
  '/privacy': <ContentPage />,
  '/p/:slug': <ContentPage />,
  // Admins only; anyone else gets the not-found page (the console decides, from the session).
  '/admin': <AdminConsole />,

  // Guest or user: the builder (three routes, one screen) and the form's own screens
  '/forms/new': <BuilderPage />,
  '/form-builder': <BuilderPage />,
  '/form-builder/:id': <BuilderPage />,
  '/forms/:id/edit': (
    <FormAccessGuard needsEdit>
      <BuilderPage />
    </FormAccessGuard>
  ),
  '/forms/:id/preview': (
    <FormAccessGuard>
      <PreviewPage />
    </FormAccessGuard>
  ),
  '/forms/:id/thankyou': <ThankYouPage />,
  '/forms/:id/responses': (
    <FormAccessGuard>
      <ResponsesPage />
    </FormAccessGuard>
  ),
  '/forms/:id/settings': (
    <FormAccessGuard needsEdit>
      <SettingsPage />
    </FormAccessGuard>
  ),
  '/dashboard': <DashboardPage />,
  '/brandkit': <BrandKitPage />,
  '/templates': <TemplatesPage />,

  // Public: a form as respondents see it (no header or footer), and guest forms
  '/forms/:id': <PublicFormPage />,
  '/anonymous-forms/:id/edit': (
    <FormAccessGuard>
      <BuilderPage />
    </FormAccessGuard>
  ),
  '/anonymous-forms/:id/preview': (
    <FormAccessGuard>
      <PreviewPage />
    </FormAccessGuard>
  ),
  '/anonymous-forms/:id/thankyou': <ThankYouPage />,
  '/anonymous-forms/:id': <PublicFormPage />,

  // Sign-in required
  '/checkout-redirect': (
    <Authed>
      <CheckoutRedirectPage />
    </Authed>
  ),
  '/subscription-success': (
    <Authed>
      <SubscriptionSuccessPage />
    </Authed>
  ),
  '/profile': <RequireAuth>{(user) => <ProfilePage user={user} />}</RequireAuth>,
  '/billing': (
    <Authed>
      <BillingPage />
    </Authed>
  ),
  '/cancel-subscription': (
    <Authed>
      <CancelSubscriptionPage />
    </Authed>
  ),
  '/notifications': (
    <Authed>
      <NotificationsPage />
    </Authed>
  ),
  '/nps-analytics': (
    <Authed>
      <NpsAnalyticsPage />
    </Authed>
  ),
};

export function AppRoutes() {
  return (
    <Switch>
      {CLIENT_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} nest={'nest' in route && route.nest}>
          {SCREENS[route.path]}
        </Route>
      ))}
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
                <PageSpinner label={t(m.loadingPage)} />
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
