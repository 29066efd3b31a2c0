import { defineMessages } from '@/lib/app-messages/app-messages';

/** The site content pages' words: /about, /help, /terms, /privacy and /p/{slug}. */
export const sitePagesMessages = defineMessages({
  // A page
  lastUpdated: 'Last updated {date}',
  loadingPage: 'Loading page…',
  loadErrorTitle: "Couldn't load this page",
  loadErrorDescription: 'Check your connection and try again.',
  // Not found
  notFoundTitle: 'Page not found',
  goHome: 'Go to the home page',
  visitHelp: 'Visit the help page',
  // The four pages of their own, named while their text loads
  aboutTitle: 'About',
  helpTitle: 'Help',
  termsTitle: 'Terms of service',
  privacyTitle: 'Privacy policy',
});
