import { defineMessages } from '@/lib/app-messages/app-messages';

/** The app shell's words: header, footer, menus and the app-wide error and 404 screens. */
export const appShellMessages = defineMessages({
  brand: 'Formloom',
  footerTagline: 'Forms and surveys people enjoy filling in, with answers you can act on.',
  footerNav: 'Footer',
  footerProduct: 'Product',
  footerResources: 'Resources',
  footerCompany: 'Company',
  footerLegal: 'Legal',
  createForm: 'Create a form',
  templates: 'Templates',
  pricing: 'Pricing',
  dashboard: 'Dashboard',
  apiReference: 'API reference',
  helpCentre: 'Help centre',
  about: 'About',
  terms: 'Terms of service',
  privacy: 'Privacy policy',
  copyright: '© {year} Formloom',

  // Header and its navigation (layout/header.tsx, layout/nav-items.ts)
  mainNav: 'Main',
  navCreateForm: 'Create Form',
  navNpsAnalytics: 'NPS Analytics',
  navBrandKit: 'Brand Kit',
  logIn: 'Log in',
  openMenu: 'Open menu',
  switchTheme: 'Switch to {theme, select, dark {dark} other {light}} theme',
  skipToContent: 'Skip to content',

  // Account menu (layout/account-controls.tsx) and mobile menu (layout/mobile-menu.tsx)
  profile: 'Profile',
  notifications: 'Notifications',
  billing: 'Billing',
  admin: 'Admin',
  logOut: 'Log out',
  menuTitle: 'Menu',
  menuDescription: 'Navigate Formloom',
  mobileNav: 'Mobile',
  viewProfile: 'View Profile',
  guestPrompt: 'Login to save your forms and access all features.',

  // The e-mail verification reminder (layout/verify-email-banner.tsx)
  verifyBannerTitle: 'Verify your e-mail address',
  verifyBannerBody:
    "Open the link we sent to {email}. Until then, invitations sent to this address can't reach your account.",
  verifyBannerDismiss: 'Dismiss the reminder',

  // Route guards' spinners and toasts (require-auth, redirect-if-signed-in, form-access-guard, router)
  checkingSession: 'Checking your session…',
  redirectingToSignIn: 'Redirecting to sign in…',
  signingYouIn: 'Signing you in…',
  openingForm: 'Opening the form…',
  openingResponses: 'Opening the responses…',
  redirectingToDashboard: 'Redirecting to your dashboard…',
  viewOnlyTitle: 'View only',
  viewOnlyDescription:
    'You can see this form and its responses, but only its editors can change it.',
  loadingPage: 'Loading page…',

  // The 404 page (not-found.tsx) and the route error screen (route-error-boundary.tsx)
  notFoundTitle: 'Page not found',
  goHome: 'Go to the home page',
  openDashboard: 'Open your dashboard',
  routeErrorTitle: "This page didn't load",
  routeErrorBody:
    'Something went wrong while opening it. Reloading usually fixes this; your saved work is not affected.',
  reloadPage: 'Reload page',
});
