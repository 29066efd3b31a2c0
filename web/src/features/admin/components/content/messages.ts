import { defineMessages } from '@/lib/app-messages/app-messages';

/** The admin console's site content section: the list of pages, and a page's editor. */
export const adminContentMessages = defineMessages({
  // Shared
  checkConnection: 'Check your connection and try again.',
  siteContent: 'Site content',
  active: 'Active',
  inactive: 'Inactive',
  activate: 'Activate',
  deactivate: 'Deactivate',
  pageActivated: 'Page activated',
  pageDeactivated: 'Page deactivated',
  nothingChanged: 'Nothing changed',
  loadingPage: 'Loading page…',

  // The list
  listDocumentTitle: 'Admin · Site content',
  listDescription:
    "The About, Help, Terms, Privacy and pricing pages, and the home page's text and video.",
  newPage: 'New page',
  loadingPages: 'Loading pages…',
  pagesLoadError: "Couldn't load the pages",
  noPages: 'No pages yet',
  noPagesDescription: "Create the first one: an About page, help, terms or the home page's text.",
  pages: 'Pages',
  pageWhere: '{type} · {slug} · {path}',
  editNamed: 'Edit<hidden>: {title}</hidden>',
  activateNamed: 'Activate<hidden>: {title}</hidden>',
  deactivateNamed: 'Deactivate<hidden>: {title}</hidden>',
  shownAt: '“{title}” shows at {path}.',
  hiddenFromVisitors: '“{title}” is hidden from visitors.',

  // The editor
  allPages: 'All pages',
  newPageDocumentTitle: 'Admin · New page',
  pageDocumentTitle: 'Admin · {title}',
  editTitle: 'Edit “{title}”',
  showsAt: 'Shows at {path}',
  newPageDescription: 'Write in Markdown; the preview shows the page as visitors will see it.',
  viewPage: 'View page',
  opensInNewTab: '(opens in a new tab)',
  reloadPage: 'Reload the page',
  pageSaved: 'Page saved',
  pageCreated: 'Page created',
  visitorsSeeIt: 'Visitors see it at {path}.',
  notActiveYet: 'It is not active yet.',
  visitorsNoLonger: 'Visitors no longer see it; it stays here.',
  changedElsewhere: 'This page was changed by someone else.',
  notSaved: 'The page was not saved',
  pageNotFound: 'Page not found',
  pageMissing: 'This page does not exist',
  pageMissingDescription: 'It may have been removed.',
  pageLoadError: "Couldn't load this page",
  // The form
  title: 'Title',
  slug: 'Slug',
  slugHint:
    'Lower-case letters, digits and dashes. Pages other than About, Help, Terms and Privacy show at {path}.',
  contentType: 'Content type',
  metaDescription: 'Meta description',
  metaDescriptionHint:
    "What search engines and link previews show: {length} of {max} characters. Left blank, the page's first words are used.",
  activeOnSave: 'Active: visitors can see this page once saved',
  videoAddress: 'Video address',
  contentMarkdown: 'Content (Markdown)',
  videoHint: 'A YouTube or Vimeo link, for example https://www.youtube.com/watch?v=…',
  markdownHint:
    '## for a heading, **bold**, *italic*, - for a list, [text](https://…) for a link. HTML is shown as text.',
  saving: 'Saving…',
  createPage: 'Create page',
  saveChanges: 'Save changes',
  unsavedChanges: 'You have unsaved changes.',
  // The preview
  preview: 'Preview',
  updating: 'Updating…',
  previewError: 'The preview could not be updated.',
  nothingToPreview: 'Nothing to preview yet.',
  // The content types and where each one shows
  typeAbout: 'About',
  typeAboutHint: 'The About page, at /about (slug "about").',
  typeHelp: 'Help',
  typeHelpHint: 'Help pages: /help (slug "help"), others at {path}.',
  typeTerms: 'Terms',
  typeTermsHint: 'The terms of service, at /terms (slug "terms").',
  typePrivacy: 'Privacy',
  typePrivacyHint: 'The privacy policy, at /privacy (slug "privacy").',
  typePricing: 'Pricing',
  typePricingHint: 'Copy for the pricing page (slug "pricing").',
  typeLandingText: 'Landing text',
  typeLandingTextHint:
    'A section of the home page: its title as the heading, then the text. The most recently changed active one shows.',
  typeLandingVideo: 'Landing video',
  typeLandingVideoHint:
    'A video on the home page: put a YouTube or Vimeo link in the content. It loads only when a visitor presses play.',

  // Core's SITE_CONTENT_MESSAGES by key (the server sends the same English)
  titleRequired: 'Title is required',
  contentTooLong: 'Content must be at most {contentMax} characters',
  metaTooLong: 'Meta description must be at most {metaDescriptionMax} characters',
  videoUrl: 'Enter a YouTube or Vimeo address',
  slugTaken: 'A page with this slug already exists',
  changedElsewhereReload: 'This page was changed by someone else. Reload it to see their changes.',
});
