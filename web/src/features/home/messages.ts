import { defineMessages } from '@/lib/app-messages/app-messages';

/** The home page's words: hero, features, steps, the closing call and the landing video. */
export const homeMessages = defineMessages({
  // Hero
  heroBadge: 'Free to start · No sign-up needed',
  heroTitle: 'Forms people actually enjoy filling in',
  heroText:
    'Formloom turns your questions into clear, friendly forms and surveys. Build one in minutes, share a link and watch the answers arrive.',
  createForm: 'Create a form',
  viewTemplates: 'View templates',
  heroGuest: 'Start as a guest. Sign up whenever you like and your forms come with you.',

  // The hero's picture of a form
  previewProgress: 'Question 3 of 5',
  previewPercent: '60%',
  previewLabel: 'Net Promoter Score',
  previewQuestion: 'How likely are you to recommend us to a friend?',
  previewLow: 'Not likely',
  previewHigh: 'Very likely',
  previewSaved: 'Saved just now',
  previewNext: 'Next',

  // Features
  featuresTitle: 'Everything you need to ask better questions',
  featuresText: 'From a two-question poll to a branching research survey.',
  featureTypesTitle: '33 question types',
  featureTypesText:
    'Short answers and ratings, NPS, matrices, rankings, signatures, file uploads, payments and more: ask exactly what you mean.',
  featureLogicTitle: 'Branching logic',
  featureLogicText:
    'Show, hide or skip questions based on earlier answers, so every respondent only sees what matters to them.',
  featureSafeTitle: 'Never lose a response',
  featureSafeText:
    'Answers are saved as people go and every submission is stored safely, even when the connection drops.',
  featureAnalyticsTitle: 'Analytics and NPS',
  featureAnalyticsText:
    'Summaries per question, Net Promoter Score over time and exports turn answers into decisions.',

  // How it works
  howTitle: 'How it works',
  stepNumber: 'Step {number}: ',
  stepBuildTitle: 'Build',
  stepBuildText:
    'Start blank or from a template. Add questions, set up logic and match your brand.',
  stepShareTitle: 'Share',
  stepShareText: 'Publish and send a link, or embed the form on your own site.',
  stepLearnTitle: 'Learn',
  stepLearnText: 'Watch responses arrive and read the summaries, trends and NPS at a glance.',

  // The closing call
  startTitle: 'Start your first form now',
  startText:
    'No account and no card needed. Build as a guest; when you sign up, your forms move into your account.',

  // The landing video
  playVideo: 'Play video<hidden>: {title}</hidden>',
  playsFrom: 'Plays from {provider}. Nothing loads from {provider} until you press play.',
  prefer: 'Prefer {provider}? <link>Watch it on {provider}</link>',
});
