import { defineMessages } from '@/lib/app-messages/app-messages';

/** The admin console's templates section: the global templates, their dialog and the brand kit. */
export const adminTemplatesMessages = defineMessages({
  // The list
  documentTitle: 'Admin · Templates',
  title: 'Templates',
  description: 'The gallery everyone starts from. Retired templates stay here and can come back.',
  addFromForm: 'Add from a form',
  brandKitTitle: 'Global brand kit',
  brandKitDescription:
    'The logo, colours and font new forms start with, for everyone who has not set their own.',
  editBrandKit: 'Edit the global brand kit',
  listHeading: 'Global templates',
  loading: 'Loading templates…',
  loadError: "Couldn't load templates",
  checkConnection: 'Check your connection and try again.',
  empty: 'No global templates',
  emptyDescription: 'Add one from a form: its questions become a template everyone can start from.',
  // A template
  retired: 'Retired',
  builtIn: 'Built in',
  addedByAdmin: 'Added by an admin',
  details: '{category} · {count, plural, one {# question} other {# questions}} · changed {date}',
  editNamed: 'Edit<hidden>: {title}</hidden>',
  restoreNamed: 'Restore<hidden>: {title}</hidden>',
  restoringNamed: 'Restoring…<hidden>: {title}</hidden>',
  retireNamed: 'Retire<hidden>: {title}</hidden>',
  // Retiring and restoring
  templateRetired: 'Template retired',
  retiredDescription: '“{title}” no longer shows in the gallery.',
  retireError: 'The template was not retired',
  templateRestored: 'Template restored',
  restoredDescription: '“{title}” is back in the gallery.',
  restoreError: 'The template was not restored',
  retireTitle: 'Retire “{title}”?',
  retireDescription:
    'It leaves the gallery; forms started from it are not touched. You can restore it later.',
  retire: 'Retire',
  retiring: 'Retiring…',
  // The dialog
  templateSaved: 'Template saved',
  templateAdded: 'Template added',
  savedDescription: '“{title}” is in the gallery for everyone.',
  pasteForm: 'Paste a link to the form, or its id',
  editTemplate: 'Edit template',
  addTemplateTitle: 'Add a template from a form',
  editDescription:
    'The gallery entry changes for everyone; forms already started from it stay as they are.',
  addDescription:
    'The form’s questions, logic and design become a global template, as they are now.',
  formLinkOrId: 'Form link or id',
  formLinkHint: 'For example, the address of the form in the builder.',
  fieldTitle: 'Title',
  category: 'Category',
  fieldDescription: 'Description <muted>(optional)</muted>',
  saveError: 'The template was not saved. Check your connection and try again.',
  cancel: 'Cancel',
  saving: 'Saving…',
  save: 'Save',
  addTemplate: 'Add template',
});
