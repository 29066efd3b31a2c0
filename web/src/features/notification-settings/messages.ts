import { defineMessages } from '@/lib/app-messages/app-messages';

/** The unsubscribe page's words (/unsubscribe?token=, opened from a response mail or a digest). */
export const notificationSettingsMessages = defineMessages({
  // The page
  title: 'Unsubscribe',
  description: 'E-mails about new responses to your forms.',
  incompleteLink: 'This link is incomplete. Open it again from the e-mail, or copy the whole link.',
  linkBrokenTitle: "This link doesn't work",
  checkErrorTitle: "Couldn't check this link",
  checkErrorDescription: 'Check your connection and try again.',
  checking: 'Checking your link…',
  // What the link stops
  digestQuestion: 'Stop the daily digest of new responses, for all your forms?',
  digestAlready: "You don't get the daily digest of new responses.",
  formQuestion: 'Stop e-mails about new responses to “{title}”?',
  formAlready: "You don't get e-mails about new responses to “{title}”.",
  // The outcome
  unsubscribed: 'Unsubscribed',
  goToDashboard: 'Go to the dashboard',
  nothingToStop: 'Nothing to stop',
  turnOnAgain: "You can turn them on again on the form's responses page, under “Notify me”.",
  unsubscribeError: "Couldn't unsubscribe. Please try again.",
  unsubscribeButton: 'Unsubscribe',
  unsubscribing: 'Unsubscribing…',
});
