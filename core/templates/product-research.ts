/** Product research: feature requests, research screeners, pricing studies and concept tests. */
import { calculate, endForm, q, rule, show, template, when } from './build-template';
import type { CatalogueTemplate } from './template';
import { picture } from './template-pictures';
import { THEMES } from './template-themes';

const featureRequest = template({
  slug: 'feature-request',
  title: 'Feature request',
  description:
    'Collect feature ideas the useful way: the problem first, then the idea, how much it matters and any workaround.',
  category: 'product-research',
  theme: THEMES.indigo,
  questions: [
    q('area', 'DROPDOWN', 'Which part of the product is this about?', {
      required: true,
      options: ['Editor', 'Dashboard', 'Reports', 'Integrations', 'Billing', 'Mobile app'],
      settings: { allowOther: true },
    }),
    q('problem', 'LONG_TEXT', 'What problem are you trying to solve?', {
      required: true,
      description: 'Describe the situation, not the solution: what are you trying to get done?',
    }),
    q('idea', 'LONG_TEXT', 'How would you like it to work?'),
    q('importance', 'SCALE', 'How important is this to you?', {
      required: true,
      scaleMin: 1,
      scaleMax: 5,
      scaleMinLabel: 'Nice to have',
      scaleMaxLabel: "Can't work without it",
    }),
    q('workaround', 'YES_NO', 'Do you have a workaround today?', {
      logic: [rule('has-workaround', when('workaround', 'EQUALS', true), [show('workaround_how')])],
    }),
    q('workaround_how', 'LONG_TEXT', 'What do you do instead?'),
    q('attachment', 'FILE_UPLOAD', 'Attach a screenshot or sketch (optional)', {
      fileTypes: 'image/*, .pdf',
      maxFileSize: '10MB',
    }),
    q('email', 'EMAIL', 'Your email, so we can tell you when it ships'),
  ],
  thankYou: {
    title: 'Thanks for the idea!',
    description: 'Our product team reviews every request each week.',
  },
});

const researchScreener = template({
  slug: 'user-research-screener',
  title: 'User research participant screener',
  description:
    'Recruit the right people for interviews: screens out who does not fit, then collects availability and contact details.',
  category: 'product-research',
  theme: THEMES.teal,
  welcome: {
    title: 'Help shape our product',
    description:
      'We are looking for people to join a 45-minute video interview. Participants receive a $50 gift card.',
    buttonText: 'See if I qualify',
  },
  questions: [
    q('adult', 'YES_NO', 'Are you 18 or older?', {
      required: true,
      logic: [rule('minor', when('adult', 'EQUALS', false), [endForm()])],
    }),
    q('frequency', 'MULTIPLE_CHOICE', 'How often do you plan projects with a team?', {
      options: ['Daily', 'Weekly', 'Monthly', 'Rarely or never'],
      logic: [rule('not-a-fit', when('frequency', 'EQUALS', 'Rarely or never'), [endForm()])],
    }),
    q('role', 'MULTIPLE_CHOICE', 'Which best describes your role?', {
      options: ['Project or product manager', 'Designer', 'Engineer', 'Team lead', 'Founder'],
      settings: { allowOther: true },
    }),
    q('tools', 'CHECKBOX', 'Which tools do you use today?', {
      options: ['Spreadsheets', 'Jira', 'Asana', 'Trello', 'Notion', 'Linear'],
      settings: { allowOther: true },
    }),
    q('days', 'MULTIPLE_DATE_PICKER', 'Which days could you join a call?', {
      description: 'Pick up to five days.',
      settings: { minCount: 1, maxCount: 5 },
    }),
    q('hours', 'TIME_RANGE', 'Which time window suits you best on those days?'),
    q('name', 'SHORT_TEXT', 'Your first name'),
    q('email', 'EMAIL', 'Your email address'),
  ],
  pages: [{ id: 'availability', afterQuestionId: 'tools', title: 'When are you free?' }],
  thankYou: {
    title: 'Thank you for your interest',
    description: 'If you match what we are looking for, we will email you within a week.',
  },
});

const pricingResearch = template({
  slug: 'pricing-research',
  title: 'Pricing research (Van Westendorp)',
  description:
    'The four price-sensitivity questions, a computed midpoint saved with each answer, and which plan features people value most.',
  category: 'product-research',
  theme: THEMES.slate,
  questions: [
    q('company_size', 'DROPDOWN', 'How many people work at your company?', {
      required: true,
      options: ['Just me', '2-10', '11-50', '51-200', '201-1000', 'More than 1000'],
    }),
    q(
      'too_cheap',
      'NUMBER',
      'At what monthly price would it be so cheap you would doubt its quality?',
      {
        required: true,
        settings: { min: 0, decimals: 2, placeholder: 'USD per month' },
      },
    ),
    q('bargain', 'NUMBER', 'At what price would it be a bargain?', {
      required: true,
      settings: { min: 0, decimals: 2, placeholder: 'USD per month' },
    }),
    q('expensive', 'NUMBER', 'At what price would it start to feel expensive?', {
      required: true,
      settings: { min: 0, decimals: 2, placeholder: 'USD per month' },
    }),
    q('too_expensive', 'NUMBER', 'At what price would it be too expensive to consider?', {
      required: true,
      settings: { min: 0, decimals: 2, placeholder: 'USD per month' },
      logic: [
        rule('midpoint', when('too_expensive', 'IS_NOT_EMPTY'), [
          calculate('price_midpoint', 'round(avg({bargain}, {expensive}), 2)'),
        ]),
      ],
    }),
    q('price_midpoint', 'HIDDEN_FIELD', 'Midpoint of bargain and expensive prices', {
      settings: { name: 'price_midpoint' },
    }),
    q('plan_features', 'RANKING', 'Rank these by how much you would pay extra for them', {
      options: ['Unlimited projects', 'Priority support', 'Single sign-on', 'Advanced analytics'],
    }),
    q('current_spend', 'MULTIPLE_CHOICE', 'How much do you spend on similar tools today?', {
      options: ['Nothing', 'Under $20 a month', '$20-100 a month', 'Over $100 a month'],
    }),
  ],
  pages: [{ id: 'prices', afterQuestionId: 'company_size', title: 'Four quick price questions' }],
  thankYou: { title: 'Thank you!', description: 'Your answers help us price fairly.' },
});

const conceptTest = template({
  slug: 'concept-test',
  title: 'Concept and prototype test',
  description:
    'Test a new idea: first impressions, agreement with key statements, a favourite design direction and an optional screen recording.',
  category: 'product-research',
  theme: THEMES.midnight,
  questions: [
    q(
      'first_impression',
      'LONG_TEXT',
      'In a sentence or two, what do you think this product does?',
      {
        required: true,
      },
    ),
    q('statements', 'LIKERT_SCALE', 'How much do you agree with each statement?', {
      matrixRows: [
        'The idea is easy to understand',
        'It solves a real problem for me',
        'I would use it every week',
        'I would pay for it',
      ],
      matrixCols: ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'],
      settings: { requireAllRows: true },
      logic: [
        rule('doubts', when('statements', 'CONTAINS', 'Strongly disagree'), [show('doubts')]),
      ],
    }),
    q('doubts', 'LONG_TEXT', 'You strongly disagreed with something. What put you off?'),
    q('direction', 'IMAGE_CHOICE', 'Which design direction do you prefer?', {
      required: true,
      options: ['Direction A: minimal', 'Direction B: playful', 'Direction C: data-rich'],
      settings: {
        images: {
          'Direction A: minimal': picture('directionMinimal'),
          'Direction B: playful': picture('directionPlayful'),
          'Direction C: data-rich': picture('directionDataRich'),
        },
        multiSelect: false,
      },
    }),
    q('current_tool', 'URL', 'Link to the tool you use for this today, if any'),
    q(
      'recording',
      'VIDEO_UPLOAD',
      'Upload your screen recording of the prototype task (optional)',
      {
        fileTypes: 'video/*',
        maxFileSize: '200MB',
      },
    ),
  ],
  thankYou: {
    title: 'Thanks for testing with us',
    description: 'Your gift card arrives by email within three working days.',
  },
});

export const PRODUCT_RESEARCH_TEMPLATES: CatalogueTemplate[] = [
  featureRequest,
  researchScreener,
  pricingResearch,
  conceptTest,
];
