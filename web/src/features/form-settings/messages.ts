import { defineMessages } from '@/lib/app-messages/app-messages';

/** The form settings page's words (/forms/:id/settings); the webhooks have their own catalogue. */
export const formSettingsMessages = defineMessages({
  // Page
  pageTitle: 'Form settings',
  pageDescriptionFor: 'How “{title}” looks, when it closes, and where its responses go.',
  pageDescription: 'How your form looks, when it closes, and where its responses go.',
  backToBuilder: 'Back to the builder',
  preview: 'Preview',
  formNotFound: 'Form not found',
  loadError: "Couldn't load the settings",
  checkConnection: 'Check your connection and try again.',
  tryAgain: 'Try again',
  loading: 'Loading the settings…',

  // Settings form
  settingsSaved: 'Settings saved',
  saveError: "Couldn't save the settings",
  pleaseTryAgain: 'Please try again.',
  coloursTitle: 'Colours',
  coloursDescription: 'The page and its text, then the three colours a brand kit sets.',
  colourBackground: 'Background',
  colourText: 'Text',
  colourPrimary: 'Primary',
  colourSecondary: 'Secondary',
  colourAccent: 'Accent',
  colourFollowsPrimary: '{use} Leave it empty to use the primary colour.',
  previewLabel: 'Preview',
  saving: 'Saving…',
  unsavedChanges: 'You have unsaved changes',
  allSaved: 'All changes saved',
  discardChanges: 'Discard changes',
  saveSettings: 'Save settings',

  // Conflict dialog
  conflictTitle: 'This form was changed elsewhere',
  conflictDescription:
    'A newer version was saved in another tab or by someone else, so these settings were not saved. Reload to see the latest settings, then make your changes again.',
  reloading: 'Reloading…',
  reload: 'Reload',

  // Theme
  themeTitle: 'Theme',
  themeDescription: 'Start from your brand kit or a preset, then fine-tune below.',
  brandKitApplied: 'Brand kit applied',
  brandKitAppliedDescription:
    'Save the settings to keep it. The form then follows your kit when it changes.',
  brandKitLoadError: "Couldn't load your brand kit",
  followsBrandKit:
    'This form follows your brand kit: when you change the kit, the form changes too.',
  ownTheme:
    'This form has its own theme. Apply your brand kit to use its logo, colours, font and button style.',
  applying: 'Applying…',
  applyBrandKit: 'Apply brand kit',
  presets: 'Presets',
  presetsHint:
    'A preset sets the colours, font, button and card style, and turns off “Use my brand kit”.',
  presetDark: 'Dark',
  presetLight: 'Light',
  presetSample: 'Aa',

  // Style, media, display, custom CSS
  styleTitle: 'Style',
  font: 'Font',
  buttonStyle: 'Button style',
  buttonRounded: 'Rounded',
  buttonSquare: 'Square',
  buttonPill: 'Pill',
  cardStyle: 'Card style',
  cardShadow: 'Shadow',
  cardBorder: 'Border',
  cardFlat: 'Flat',
  mediaTitle: 'Media',
  mediaDescription: 'Only https addresses are accepted, or the logo uploaded to your brand kit.',
  logoLabel: 'Logo address',
  logoHint: 'Shown at the top of the form. Apply your brand kit to use its uploaded logo.',
  youtubeLabel: 'YouTube video',
  youtubeHint: 'Shown on the welcome screen. YouTube links only.',
  displayTitle: 'Display',
  progressBar: 'Progress bar',
  progressBarHint: 'Shows how far along respondents are.',
  questionNumbers: 'Question numbers',
  questionNumbersHint: 'Numbers each question: 1, 2, 3…',
  branding: 'Formloom branding',
  brandingHint: 'A small “Made with Formloom” line under the form.',
  useBrandKit: 'Use my brand kit',
  useBrandKitHint: 'Takes colours, font and logo from your brand kit when one is set.',
  customCssTitle: 'Custom CSS',
  customCssDescription:
    'For fine-tuning the look. It is sanitised and scoped to this form when the form is shown, so it can never affect the rest of the page.',
  cssLabel: 'CSS',

  // Availability
  availabilityTitle: 'Availability',
  availabilityDescription: 'Close the form at a time or after a number of responses.',
  closeOn: 'Close on',
  closeOnHint: 'In your time zone. Leave empty to keep it open.',
  maxResponses: 'Close after this many responses',
  noLimit: 'No limit',
  closedMessage: 'Message when closed',
  closedMessagePlaceholder: 'This form is no longer accepting responses.',

  // Theme preview
  previewQuestion: 'How did you hear about us?',
  previewQuestionNumbered: '1. How did you hear about us?',
  previewHint: 'Pick one',
  previewChoice: 'From a friend',
  previewNext: 'Next',
  previewBranding: 'Made with Formloom',
  previewCaption: 'A sample of your form with these settings.',

  // Response retention
  retentionTitle: 'Response retention',
  retentionDescription:
    'Delete responses after a number of days, with their files. Off: responses stay until you delete them.',
  retentionLoadError: "Couldn't load the retention setting",
  retentionLoading: 'Loading the retention setting…',
  retentionEnterDays: 'Enter a number of days',
  retentionSaved: 'Retention saved',
  retentionKept: 'Responses are kept until you delete them.',
  retentionSaveError: "Couldn't save retention",
  retentionOff: 'Off: responses are kept.',
  retentionOn: 'On: {note}',
  retentionToggle: 'Delete responses after a number of days',
  retentionToggleHint:
    'Checked once a day. Deleted responses and their files cannot be brought back.',
  retentionDays: 'Delete responses after (days)',
  retentionDaysHint: 'From {min} to {max} days.',
  saveRetention: 'Save retention',

  // Validation
  colourFormat: 'Use a colour written like #4f46e5',
  required: 'Required',
  logoFormat: 'Use an address that starts with https://, or upload a logo in your brand kit',
  youtubeFormat: 'Use an https link to youtube.com or youtu.be',
  customCssTooLong: 'Custom CSS can be at most 20,000 characters',
  maxResponsesFormat: 'Use a whole number, 1 or more',
  closedMessageTooLong: 'At most 500 characters',
});
