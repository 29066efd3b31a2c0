import { defineMessages } from '@/lib/app-messages/app-messages';

/** The template gallery's words: /templates, its cards, preview and actions. */
export const templatesMessages = defineMessages({
  // The page and its tabs
  documentTitle: 'Templates',
  pageTitle: 'Templates',
  pageDescription:
    'Start from a complete, ready-to-publish form for feedback, NPS, research, HR, events, quizzes, leads or intake, then make it yours.',
  startBlank: 'Start from a blank form',
  collections: 'Template collections',
  allTab: 'All templates',
  mineTab: 'My templates',
  galleryEmptyTitle: 'No templates yet',
  galleryEmptyDescription: 'The gallery is empty. Start from a blank form instead.',
  loadingMine: 'Loading your templates…',
  guestTitle: 'Sign in to keep your own templates',
  guestDescription:
    'Saving a form as a template needs an account, so your templates are kept safe and ready on any device. Forms you made as a guest move into your account when you sign in.',
  guestAction: 'Log in or create an account',
  mineEmptyTitle: 'No templates of your own yet',
  mineEmptyDescription:
    'Open one of your forms in the builder and choose “Save as template”. It appears here, ready to start new forms from, and only you can see it.',
  goToForms: 'Go to your forms',
  deleteTitle: 'Delete this template?',
  deleteDescription:
    '“{title}” will be removed from My templates. Forms you already made from it stay as they are.',
  deleteConfirm: 'Delete template',
  deletePending: 'Deleting…',

  // The browser: search, filters, results
  loading: 'Loading templates…',
  loadErrorTitle: "Couldn't load templates",
  checkConnection: 'Check your connection and try again.',
  searchMine: 'Search your templates',
  searchAll: 'Search templates',
  searchPlaceholder: 'Try “NPS”, “event” or “onboarding”',
  searching: 'Searching…',
  resultCount: '{count, plural, one {# template} other {# templates}}',
  resultMatches: '{count, plural, one {# template matches} other {# templates match}} “{words}”',
  noMatchInCategory: 'No templates in this category match “{words}”',
  noMatch: 'No templates match “{words}”',
  noneInCategory: 'No templates in this category',
  noMatchDescription:
    'Try other words or another category, or clear the filters to see every template.',
  clearFilters: 'Clear filters',
  listMine: 'Your templates',
  listAll: 'Templates',
  filterByCategory: 'Filter by category',
  categoryAll: 'All',
  categoryChip: '{label}, {count, plural, one {# template} other {# templates}}',

  // A template's card
  deleteNamed: 'Delete {title}',
  questionCount: '{count, plural, one {# question} other {# questions}}',
  questionTypes: 'Question types',
  moreTypes: '+{count} more',
  useTemplate: 'Use this template',
  creatingForm: 'Creating form…',
  useNamed: 'Use this template: {title}',
  creatingNamed: 'Creating form…: {title}',
  preview: 'Preview',
  previewNamed: 'Preview: {title}',

  // The preview dialog
  previewTitle: 'Template preview',
  previewLoadFailed: 'The template could not be loaded.',
  previewLoading: 'Loading the template…',
  formPreview: 'Form preview',
  goneTitle: 'This template is no longer available',
  goneDescription: 'It may have been deleted. Pick another one from the gallery.',
  templateLoadErrorTitle: "Couldn't load this template",
  backToTemplates: 'Back to templates',
  previewLoadingRenderer: 'Loading the preview…',
  previewFailedTitle: "Couldn't show the preview",
  previewFailedDescription: 'Reload the page and try again.',

  // Toasts
  createdTitle: 'Form created',
  createdDescription: '“{title}” is now your form. Change anything you like.',
  createFailedTitle: "Couldn't create a form",
  deletedTitle: 'Template deleted',
  deletedDescription: '“{title}” is gone.',
  deleteFailedTitle: "Couldn't delete the template",
  tryAgain: 'Please try again.',
});
