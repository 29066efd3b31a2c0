import { defineMessages } from '@/lib/app-messages/app-messages';

/** The preview's words: the banner above the form and the page's loading and error states. */
export const formPreviewMessages = defineMessages({
  // The page
  documentTitle: 'Preview',
  heading: 'Preview',
  loadErrorTitle: "Couldn't load the preview",
  loadErrorDescription: 'Check your connection and try again.',
  tryAgain: 'Try again',
  loading: 'Loading the preview…',
  backToResponses: 'Back to the responses',
  emptyTitle: 'Nothing to preview yet',
  emptyEditor: 'This form has no questions. Add one in the builder, then preview it here.',
  emptyViewer: 'This form has no questions yet.',
  // The banner
  bannerNotice: '<strong>Preview</strong>: answers you give here are not saved.',
  restart: 'Restart',
  backToBuilder: 'Back to the builder',
});
