import { defineMessages } from '@/lib/app-messages/app-messages';

/** The dashboard's words: the caller's forms, the forms shared with them, and their cards. */
export const dashboardMessages = defineMessages({
  // The page and its tabs
  documentTitle: 'Dashboard',
  pageTitle: 'Dashboard',
  pageDescription: 'All your forms in one place: drafts, published forms and their responses.',
  createForm: 'Create a form',
  creating: 'Creating…',
  tabs: 'Forms',
  myFormsTab: 'My forms',
  sharedTab: 'Shared with me',
  publishLimit:
    'You have {counted} published forms and the Free plan allows {limit}. They stay published and keep collecting responses, but you can publish another form only once you are under the limit, with a credit, or on Pro. <link>See plans</link>',

  // My forms
  loadingForms: 'Loading your forms…',
  loadErrorTitle: "Couldn't load your forms",
  checkConnection: 'Check your connection and try again.',
  tryingAgain: 'Trying again…',
  tryAgain: 'Try again',
  firstFormTitle: 'Create your first form',
  firstFormDescription:
    'Build a form from 33 question types with branching logic, then publish and share it.',
  firstFormDescriptionGuest:
    'Build a form from 33 question types with branching logic, then publish and share it. As a guest, your forms move into your account when you sign in or register.',
  createFirstForm: 'Create your first form',
  browseTemplates: 'Browse templates',
  formCount: '{count, plural, one {# form} other {# forms}}',
  formMatchCount:
    '{count} of {total, plural, one {# form} other {# forms}} {count, plural, one {matches} other {match}}',
  noMatchTitle: 'No forms match your search',
  noMatchDescription: 'Nothing is titled like “{query}”.',
  clearSearch: 'Clear search',
  yourForms: 'Your forms',
  deleteTitle: 'Delete this form?',
  deleteDescription:
    '“{title}” and all of its responses will be deleted for good. This cannot be undone.',
  deleteConfirm: 'Delete form',
  deletePending: 'Deleting…',
  searchLabel: 'Search forms',
  searchPlaceholder: 'Search by title',
  sortLabel: 'Sort by',
  sortUpdated: 'Last edited',
  sortCreated: 'Date created',
  sortTitle: 'Title (A–Z)',
  sortResponses: 'Most responses',

  // Shared with me
  sharedEmptyTitle: 'Nothing shared with you yet',
  sharedEmptyGuest:
    'Forms others share with you appear here. Sharing needs an account: sign in to see them.',
  sharedEmpty:
    'Forms others share with you appear here. When someone invites you, accept from the bell or the e-mail.',
  logIn: 'Log in or create an account',
  loadingShared: 'Loading the forms shared with you…',
  sharedLoadErrorTitle: "Couldn't load the forms shared with you",
  sharedList: 'Forms shared with you',
  sharedBy: 'Shared by {name}',
  roleEditor: 'Editor',
  roleViewer: 'Viewer',

  // A form's card and its menu
  published: 'Published',
  draft: 'Draft',
  responsesTerm: 'Responses',
  responseCount: '{count, plural, one {# response} other {# responses}}',
  questionsTerm: 'Questions',
  questionCount: '{count, plural, one {# question} other {# questions}}',
  lastEditedTerm: 'Last edited',
  edited: 'Edited {when}',
  edit: 'Edit',
  editNamed: 'Edit {title}',
  responses: 'Responses',
  responsesNamed: 'Responses to {title}',
  moreActions: 'More actions for {title}',
  preview: 'Preview',
  settings: 'Settings',
  copyLink: 'Copy public link',
  duplicate: 'Duplicate',
  deleteMenu: 'Delete…',

  // Toasts
  linkCopied: 'Link copied',
  linkCopiedPublished: 'Paste it anywhere to share the form.',
  linkCopiedDraft: 'Publish the form so people can open the link.',
  copyFailed: "Couldn't copy the link",
  createFailedTitle: "Couldn't create a form",
  duplicatedTitle: 'Form duplicated',
  duplicatedDescription: '“{title}” is ready to edit.',
  duplicateFailedTitle: "Couldn't duplicate the form",
  pleaseTryAgain: 'Please try again.',
  deletedTitle: 'Form deleted',
  deletedDescription: '“{title}” and its responses are gone.',
  deleteFailedTitle: "Couldn't delete the form",
});
