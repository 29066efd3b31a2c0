import { defineMessages } from '@/lib/app-messages/app-messages';

/** The brand kit page's words (/brandkit). */
export const brandKitMessages = defineMessages({
  // The page (brand-kit-page.tsx)
  title: 'Brand Kit',
  globalTitle: 'Global brand kit',
  description:
    'Save your logo, colours, font and button style once, and every new form looks like you.',
  globalDescription:
    'The logo, colours, font and button style everyone’s new forms start from, until they save a kit of their own.',
  loadFailedTitle: "Couldn't load your brand kit",
  loadFailedDescription: 'Check your connection and try again.',
  loading: 'Loading your brand kit…',
  guestTitle: 'Sign in to save your own brand kit',
  guestBody:
    'This is the kit your forms start from now. With an account you can upload your logo and pick your colours, font and button style.',
  signIn: 'Sign in',
  sourceGlobal: 'Your forms start from the kit your administrator set. Save to make your own.',
  sourceDefault: 'You have no brand kit yet: these are the defaults. Save to make them yours.',

  // The editor (brand-kit-editor.tsx)
  colourPrimary: 'Primary',
  colourSecondary: 'Secondary',
  colourAccent: 'Accent',
  savedTitle: 'Brand kit saved',
  savedDescription: 'New forms start from it, and forms that follow it are updated.',
  saveFailedTitle: "Couldn't save the brand kit",
  saveSignIn: 'Sign in to save your brand kit.',
  saveRetry: 'Please try again.',
  form: 'Brand kit',
  logoSection: 'Logo',
  coloursSection: 'Colours',
  fontSection: 'Font and buttons',
  saving: 'Saving…',
  unsaved: 'You have unsaved changes',
  allSaved: 'All changes saved',
  notSavedYet: 'Not saved yet: these are the defaults your forms start from',
  discard: 'Discard changes',
  save: 'Save brand kit',
  preview: 'Preview',
  previewHint: 'A sample form with your kit applied. Try it: nothing is sent.',

  // Contrast check (contrast-warnings.tsx, lib/kit-values.ts)
  contrastOk: 'Text on the primary and accent colours reaches WCAG AA contrast (4.5:1).',
  contrastWarnings: 'Contrast warnings',
  contrastWarning:
    '{dark, select, true {Dark text} other {White text}} on your {pair, select, primary {primary} other {accent}} colour has a contrast of {ratio}:1; WCAG AA needs {minimum}:1.',
  colourFormat: 'Use a colour written like #4f46e5',

  // Logo (logo-field.tsx, api/brand-kit-api.ts)
  logoAlt: 'Your logo',
  logoHint: 'Drag a PNG, JPEG or SVG file here, or choose one. 2 MB at most.',
  uploading: 'Uploading…',
  replaceLogo: 'Replace logo',
  chooseLogo: 'Choose a logo',
  removeLogo: 'Remove logo',
  uploadingLogo: 'Uploading the logo…',
  logoTooLarge: 'That file is larger than 2 MB. Choose a smaller logo.',
  logoWrongType: 'Use a PNG, JPEG or SVG image for the logo.',
  uploadOffline: "Couldn't upload the logo. Check your connection and try again.",
  uploadSignIn: 'Sign in to upload a logo.',
  uploadFailed: "Couldn't upload the logo. Please try again.",

  // Font and button style (style-fields.tsx)
  font: 'Font',
  fontOption: '{name} ({kind})',
  fontHint: 'Web-safe fonts only, so respondents’ browsers never fetch fonts from another site.',
  buttonStyle: 'Button style',
  styleRounded: 'Rounded',
  styleSquare: 'Square',
  stylePill: 'Pill',

  // The sample form of the preview (lib/kit-values.ts)
  sampleTitle: 'Customer feedback',
  sampleDescription: 'A sample form with your brand kit applied.',
  sampleName: 'What is your name?',
  sampleVisit: 'How was your visit?',
  sampleGreat: 'Great',
  sampleGood: 'Good',
  sampleCouldBeBetter: 'Could be better',
  sampleMore: 'Anything else to tell us?',
});
