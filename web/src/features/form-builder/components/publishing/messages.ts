import { defineMessages } from '@/lib/app-messages/app-messages';

/**
 * The builder's publishing words: publish and unpublish, the publish limit and credits, sharing
 * the live form, the version history and saving the form as a template. The components that show
 * them sit in components/ beside the editor's; their words are split off the builder's catalogue
 * only to keep each catalogue short.
 */
export const builderPublishingMessages = defineMessages({
  // Publishing
  publish: 'Publish',
  publishing: 'Publishing…',
  unpublish: 'Unpublish',
  unpublishing: 'Unpublishing…',
  getLink: 'Get link',
  saveFirstTitle: 'Save your changes first',
  saveFirstToPublish: 'The form has unsaved changes or problems to fix before it can go live.',
  saveFirstToTemplate: 'The form has unsaved changes or problems to fix before it can be saved.',
  changesPublishedTitle: 'Changes published',
  changesPublishedDescription: 'Respondents now see version {version}.',
  publishFailedTitle: "Couldn't publish",
  pleaseTryAgain: 'Please try again.',
  unpublishedTitle: 'Form unpublished',
  unpublishedDescription: 'The public link no longer accepts responses.',
  unpublishFailedTitle: "Couldn't unpublish",
  missingTranslationsTitle: 'Published with missing translations',
  missingTranslationsDescription: '{languages}. Respondents see those texts in {fallback}.',
  limitTitle: 'Form Publishing Limit Reached',
  limitCreateAccount: 'Create a free account to publish more forms',
  limitUpgrade: 'Upgrade to Pro for unlimited form publishing',
  limitReached: "You've reached the limit of {max} published forms. {next}",
  // Unpublished changes of a live form
  unpublishedChanges: 'Unpublished changes',
  discardChanges: 'Discard changes',
  publishChanges: 'Publish changes',
  discardConfirmTitle: 'Discard unpublished changes?',
  discardConfirmDescription:
    'The form goes back to the version respondents see now. Your changes since it was published are lost.',
  discarding: 'Discarding…',
  changesDiscardedTitle: 'Changes discarded',
  changesDiscardedDescription: 'The form is back to its live version.',
  discardFailedTitle: "Couldn't discard the changes",
  // The publish-limit dialog
  limitNoPayments:
    "You've reached the limit of {max} published forms. Payments are not configured on this server, so Pro and credits cannot be bought here.",
  limitWithPayments:
    "You've reached the limit of {max} published forms. Upgrade to Pro for unlimited form publishing",
  withoutPayments:
    'To publish this form, unpublish one you no longer need, or ask whoever runs this server for Pro or credits.',
  checkingCredits: 'Checking your credits…',
  creditsGuest:
    'Your forms move into a free account when you create one; there, a credit or Pro publishes more.',
  creditsUnknown: 'One credit publishes this form for {days} days.',
  creditsSome:
    'You have {credits, plural, one {{credits} credit} other {{credits} credits}}. One credit publishes this form for {days} days; it stays published after that.',
  creditsNoneNoPayments: 'You have no credits. {withoutPayments}',
  creditsNone: 'You have no credits. A credit publishes one more form for {days} days.',
  formPublishedTitle: 'Form published',
  creditSpent:
    '1 credit used: it covers this form until {date}, and the form stays published after that. {credits} left.',
  noCreditNeeded: 'No credit was needed: the form was within your limit.',
  noCreditsLeftNoPayments: 'You have no credits left. {withoutPayments}',
  noCreditsLeft: 'You have no credits left. Buy credits or upgrade to Pro.',
  publishFailed: "Couldn't publish. Please try again.",
  useOneCredit: 'Use 1 credit',
  createFreeAccount: 'Create a free account',
  buyCredits: 'Buy credits',
  seeYourForms: 'See your forms',
  upgradeToPro: 'Upgrade to Pro',
  // Sharing a live form
  shareTitle: 'Your form is live',
  shareDescription: 'Share the link, print the QR code or embed the form.',
  publicLink: 'Public link',
  qrCodeAlt: 'QR code that opens the form “{title}”',
  qrCodeHint: 'Scanning the code opens the form on a phone.',
  openTheForm: 'Open the form',
  embedCode: 'Embed code',
  embedHint:
    'Paste the embed code into your page’s HTML where the form should appear. The form fits the width it is given and grows with its content.',
  popupCode: 'Popup button code',
  popupHint:
    'Or paste this one to show a button there instead, which opens the form over the page. Change <code>data-button-text</code> to label the button your way.',
  popupButtonText: 'Open the form',
  qrCodeFailed: 'The QR code could not be drawn.',
  copyLabel: 'Copy {label}',
  copied: 'Copied',
  copy: 'Copy',
  // Version history
  history: 'History',
  versionHistory: 'Version history',
  versionHistoryDescription: 'Every published version and what it changed.',
  loadingHistory: 'Loading the history…',
  historyFailed: "Couldn't load the history",
  notPublishedTitle: 'Not published yet',
  notPublishedDescription: 'Each time you publish, the form is kept here as a numbered version.',
  versionRestoredTitle: 'Version {number} restored',
  versionRestoredDescription: 'It goes live when you publish the changes.',
  restoreFailedTitle: "Couldn't restore the version",
  publishedVersions: 'Published versions',
  versionHeading: 'Version {number}',
  live: 'Live',
  versionPublishedBy:
    '{date} by {name} · {count, plural, one {1 response} other {{count} responses}}',
  versionPublished: '{date} · {count, plural, one {1 response} other {{count} responses}}',
  restoring: 'Restoring…',
  restoreVersion: 'Restore version {number}',
  // Save as template
  templateDialogTitle: 'Save as template',
  templateDialogUser:
    'Reuse this form from My templates in the gallery. Only you can see it; responses are never copied.',
  templateDialogGuest:
    'Templates are kept in your account, so saving one needs you to sign in. Your guest forms move into your account when you do.',
  notNow: 'Not now',
  logInOrRegister: 'Log in or create an account',
  savedAsTemplateTitle: 'Saved as a template',
  savedAsTemplateDescription: '“{title}” is in My templates, ready to start new forms from.',
  viewMyTemplates: 'View My templates',
  saveTemplateFailedTitle: "Couldn't save the template",
  templateName: 'Template name',
  templateDescription: 'Description <muted>(optional)</muted>',
  templateDescriptionPlaceholder: 'What is this template for?',
  templateCategory: 'Category',
  cancel: 'Cancel',
  savingTemplate: 'Saving…',
  saveTemplate: 'Save template',
});
