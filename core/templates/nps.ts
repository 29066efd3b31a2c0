/** Net Promoter Score surveys: each asks detractors, passives and promoters a different follow-up. */
import { calculate, q, rule, setValue, show, template, when } from './build-template';
import type { CatalogueTemplate } from './template';
import { THEMES } from './template-themes';

const classicNps = template({
  slug: 'net-promoter-score-survey',
  title: 'Net Promoter Score (NPS) survey',
  description:
    'The classic 0-10 recommendation question, a follow-up that fits the score, and the segment saved with each response.',
  category: 'nps',
  theme: THEMES.indigo,
  questions: [
    q('score', 'NPS', 'How likely are you to recommend us to a friend or colleague?', {
      required: true,
      logic: [
        rule('detractor', when('score', 'LESS_THAN_OR_EQUAL', 6), [
          show('detractor_reason'),
          setValue('segment', 'detractor'),
        ]),
        rule('passive', when('score', 'IS_ONE_OF', [7, 8]), [
          show('passive_reason'),
          setValue('segment', 'passive'),
        ]),
        rule('promoter', when('score', 'GREATER_THAN_OR_EQUAL', 9), [
          show('promoter_reason'),
          setValue('segment', 'promoter'),
        ]),
      ],
    }),
    q('detractor_reason', 'LONG_TEXT', "We're sorry. What's the main thing we got wrong?", {
      required: true,
    }),
    q('passive_reason', 'LONG_TEXT', 'What would it take for you to give us a 9 or 10?'),
    q('promoter_reason', 'LONG_TEXT', 'Thank you! What do you love most about us?'),
    q('segment', 'HIDDEN_FIELD', 'NPS segment', { settings: { name: 'segment' } }),
    q('follow_up', 'YES_NO', 'May we follow up with you about your answer?', {
      logic: [rule('follow-up-yes', when('follow_up', 'EQUALS', true), [show('email')])],
    }),
    q('email', 'EMAIL', 'Your email address', { required: true }),
  ],
  thankYou: {
    title: 'Thank you!',
    description: 'Your answer goes straight to the people who can act on it.',
  },
});

const employeeNps = template({
  slug: 'employee-net-promoter-score',
  title: 'Employee NPS (eNPS)',
  description:
    'An anonymous pulse on whether people would recommend working here, with the reasons behind the score.',
  category: 'nps',
  theme: THEMES.forest,
  welcome: {
    title: 'Quick pulse check',
    description: 'This survey is anonymous: we never ask for your name or email.',
    buttonText: 'Begin',
  },
  questions: [
    q('team', 'DROPDOWN', 'Which part of the company do you work in?', {
      required: true,
      options: ['Engineering', 'Product and design', 'Sales', 'Marketing', 'Operations', 'Other'],
    }),
    q('enps', 'NPS_RATING', 'How likely are you to recommend us as a place to work?', {
      required: true,
      settings: { icon: 'number' },
      logic: [
        rule('enps-low', when('enps', 'LESS_THAN', 7), [show('change')]),
        rule('enps-high', when('enps', 'GREATER_THAN', 8), [show('keep')]),
      ],
    }),
    q('change', 'LONG_TEXT', 'What is the one thing we should change first?', { required: true }),
    q('keep', 'LONG_TEXT', 'What should we make sure never changes?'),
    q('tenure', 'MULTIPLE_CHOICE', 'How long have you worked here?', {
      options: ['Less than a year', '1-2 years', '3-5 years', 'More than 5 years'],
    }),
  ],
  thankYou: {
    title: 'Thanks for your honesty',
    description: 'Results are shared with everyone at the next all-hands.',
  },
});

const productNps = template({
  slug: 'product-nps-with-feature-feedback',
  title: 'Product NPS with feature feedback',
  description:
    'NPS for a software product plus which features people use and which improvements matter most; promoters are asked for a referral.',
  category: 'nps',
  theme: THEMES.midnight,
  questions: [
    q('score', 'NPS', 'How likely are you to recommend our product to a colleague?', {
      required: true,
      logic: [
        rule('promoter', when('score', 'GREATER_THAN_OR_EQUAL', 9), [show('referral')]),
        rule('not-promoter', when('score', 'LESS_THAN', 9), [show('blocker')]),
      ],
    }),
    q('blocker', 'LONG_TEXT', "What's holding you back from a higher score?"),
    q('referral', 'YES_NO', 'Would you be happy to introduce us to someone who could use it?', {
      logic: [rule('referral-yes', when('referral', 'EQUALS', true), [show('referral_email')])],
    }),
    q('referral_email', 'EMAIL', "Their work email (we'll mention you sent us)"),
    q('features', 'CHECKBOX', 'Which features do you use at least once a week?', {
      options: ['Dashboards', 'Reports', 'Integrations', 'Mobile app', 'API', 'Automations'],
      settings: { allowOther: false, minSelections: 1 },
    }),
    q('priorities', 'RANKING', 'Rank these improvements from most to least important to you', {
      options: ['Faster performance', 'More integrations', 'Better reporting', 'Lower price'],
    }),
  ],
  pages: [{ id: 'usage', afterQuestionId: 'referral_email', title: 'How you use the product' }],
  thankYou: {
    title: 'Thanks for helping us build a better product',
    description:
      'We publish what we changed because of your feedback in our monthly release notes.',
  },
});

const purchaseNps = template({
  slug: 'post-purchase-nps',
  title: 'Post-purchase NPS',
  description:
    'A transactional NPS sent after checkout, scoring each response +1, 0 or -1 so the NPS can be summed in a spreadsheet.',
  category: 'nps',
  theme: THEMES.rose,
  questions: [
    q('order', 'HIDDEN_FIELD', 'Order number', { settings: { name: 'order' } }),
    q('score', 'NPS_RATING', 'Based on this purchase, how likely are you to recommend our shop?', {
      required: true,
      settings: { icon: 'heart' },
      logic: [
        rule('contribution', when('score', 'IS_NOT_EMPTY'), [
          calculate('nps_contribution', 'if({score} >= 9, 1, 0) - if({score} <= 6, 1, 0)'),
        ]),
        rule('unhappy', when('score', 'LESS_THAN_OR_EQUAL', 6), [show('what_happened')]),
      ],
    }),
    q(
      'nps_contribution',
      'HIDDEN_FIELD',
      'NPS contribution (+1 promoter, 0 passive, -1 detractor)',
      {
        settings: { name: 'nps_contribution' },
      },
    ),
    q('what_happened', 'LONG_TEXT', 'What went wrong with this order?', { required: true }),
    q('checkout', 'SCALE', 'How easy was checkout?', {
      scaleMin: 1,
      scaleMax: 5,
      scaleMinLabel: 'Very hard',
      scaleMaxLabel: 'Very easy',
    }),
  ],
  thankYou: { title: 'Thank you for shopping with us', description: 'Enjoy your purchase!' },
});

export const NPS_TEMPLATES: CatalogueTemplate[] = [
  classicNps,
  employeeNps,
  productNps,
  purchaseNps,
];
