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
});
