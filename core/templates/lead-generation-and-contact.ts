/** Lead generation and contact: contact forms, demo requests, newsletters and quotes. */
import { hide, q, rule, setValue, show, template, when } from './build-template';
import type { CatalogueTemplate } from './template';
import { THEMES } from './template-themes';

const contactUs = template({
  slug: 'contact-us',
  title: 'Contact us',
  description:
    'A website contact form that routes by topic, asks only for the details each topic needs and keeps bots out.',
  category: 'lead-generation-and-contact',
  theme: THEMES.indigo,
  questions: [
    q('name', 'SHORT_TEXT', 'Your name', { required: true }),
    q('email', 'EMAIL', 'Email address', { required: true }),
    q('topic', 'DROPDOWN', 'What can we help you with?', {
      required: true,
      options: ['Sales', 'Support', 'Partnerships', 'Press', 'Something else'],
      logic: [
        rule('support', when('topic', 'EQUALS', 'Support'), [show('order_number')]),
        rule('sales', when('topic', 'EQUALS', 'Sales'), [show('company_size')]),
      ],
    }),
    q('order_number', 'SHORT_TEXT', 'Order or account number, if you have one'),
    q('company_size', 'MULTIPLE_CHOICE', 'How big is your team?', {
      options: ['1-10', '11-50', '51-200', 'More than 200'],
    }),
    q('contact_pref', 'MULTIPLE_CHOICE', 'How would you like us to get back to you?', {
      required: true,
      options: ['Email', 'Phone', 'Either is fine'],
      logic: [rule('email-only', when('contact_pref', 'EQUALS', 'Email'), [hide('phone')])],
    }),
    q('phone', 'PHONE', 'Phone number'),
    q('message', 'LONG_TEXT', 'Your message', {
      required: true,
      settings: { minLength: 10, maxLength: 5000 },
    }),
    q('captcha', 'CAPTCHA', 'Quick check that you are human', { required: true }),
  ],
  thankYou: {
    title: 'Message sent',
    description: 'We reply within one business day, usually much sooner.',
  },
});

const demoRequest = template({
  slug: 'demo-request',
  title: 'Demo request',
  description:
    'A B2B demo request that records the campaign, tiers the lead by company size and flags personal email addresses.',
  category: 'lead-generation-and-contact',
  theme: THEMES.midnight,
  welcome: {
    title: 'See it in action',
    description: 'Book a 30-minute demo tailored to your team.',
    buttonText: 'Book a demo',
  },
  questions: [
    q('utm_source', 'HIDDEN_FIELD', 'Campaign source', {
      settings: { name: 'utm_source', defaultValue: 'direct' },
    }),
    q('name', 'SHORT_TEXT', 'Full name', { required: true }),
    q('email', 'EMAIL', 'Work email', {
      required: true,
      logic: [
        rule(
          'personal-email',
          when('email', 'REGEX_MATCH', '@(gmail|yahoo|hotmail|outlook|icloud)\\.com$'),
          [setValue('email_type', 'personal')],
        ),
      ],
    }),
    q('company', 'SHORT_TEXT', 'Company', { required: true }),
    q('website', 'URL', 'Company website'),
    q('company_size', 'DROPDOWN', 'Company size', {
      required: true,
      options: ['1-10', '11-50', '51-200', '201-1000', 'More than 1000'],
      logic: [
        rule('self-serve', when('company_size', 'EQUALS', '1-10'), [
          setValue('lead_tier', 'self-serve'),
        ]),
        rule('mid-market', when('company_size', 'IS_ONE_OF', ['11-50', '51-200']), [
          setValue('lead_tier', 'mid-market'),
        ]),
        rule('enterprise', when('company_size', 'IS_ONE_OF', ['201-1000', 'More than 1000']), [
          setValue('lead_tier', 'enterprise'),
          show('procurement'),
        ]),
      ],
    }),
    q('procurement', 'YES_NO', 'Will your procurement or security team need to review us?'),
    q('interests', 'CHECKBOX', 'What would you like to see?', {
      options: ['Reporting', 'Integrations', 'Security and SSO', 'Pricing', 'Migration help'],
    }),
    q('timeline', 'MULTIPLE_CHOICE', 'When are you hoping to get started?', {
      options: ['This month', 'In 1-3 months', 'Later this year', 'Just exploring'],
    }),
    q('phone', 'PHONE_FORMATTED', 'Phone number (optional)'),
    q('email_type', 'HIDDEN_FIELD', 'Email type', {
      settings: { name: 'email_type', defaultValue: 'work' },
    }),
    q('lead_tier', 'HIDDEN_FIELD', 'Lead tier', { settings: { name: 'lead_tier' } }),
  ],
  thankYou: {
    title: 'Thanks! Pick a time that suits you',
    description: 'A product specialist will email you a booking link within a few hours.',
  },
});

const newsletter = template({
  slug: 'newsletter-signup',
  title: 'Newsletter sign-up',
  description:
    'A short opt-in form with topics and frequency, explicit consent and a captcha against sign-up spam.',
  category: 'lead-generation-and-contact',
  theme: THEMES.sunset,
  questions: [
    q('email', 'EMAIL', 'Email address', { required: true }),
    q('first_name', 'SHORT_TEXT', 'First name'),
    q('topics', 'CHECKBOX', 'What would you like to hear about?', {
      required: true,
      options: ['Product news', 'Tips and tutorials', 'Events', 'Offers'],
    }),
    q('frequency', 'MULTIPLE_CHOICE', 'How often?', {
      required: true,
      options: ['Weekly', 'Monthly', 'Only the big news'],
    }),
    q('consent', 'YES_NO', 'I agree to receive emails and know I can unsubscribe at any time', {
      required: true,
      settings: { yesLabel: 'I agree', noLabel: 'Not now' },
    }),
    q('captcha', 'CAPTCHA', 'Quick check that you are human', { required: true }),
  ],
  thankYou: {
    title: 'Almost there: check your inbox',
    description: 'Click the link in the email we just sent to confirm your subscription.',
  },
});

const quoteRequest = template({
  slug: 'quote-request',
  title: 'Quote request',
  description:
    'For trades and services: the job, where it is, photos, budget, timing and the best time to call.',
  category: 'lead-generation-and-contact',
  theme: THEMES.forest,
  questions: [
    q('service', 'DROPDOWN', 'What do you need a quote for?', {
      required: true,
      options: ['Kitchen', 'Bathroom', 'Painting and decorating', 'Flooring', 'Other'],
      logic: [rule('other-service', when('service', 'EQUALS', 'Other'), [show('service_other')])],
    }),
    q('service_other', 'SHORT_TEXT', 'Tell us what the job is', { required: true }),
    q('details', 'LONG_TEXT', 'Describe the work', {
      required: true,
      description: 'Rough sizes, materials you like and anything we should know about access.',
    }),
    q('site', 'LOCATION', 'Where is the property?', { required: true }),
    q('photos', 'MULTIPLE_FILE_UPLOAD', 'Photos of the space (optional)', {
      fileTypes: 'image/*',
      maxFileSize: '10MB',
      settings: { maxFiles: 8 },
    }),
    q('budget', 'NUMBER', 'Roughly what is your budget (USD)?', {
      settings: { min: 0, integerOnly: true },
      logic: [rule('small-job', when('budget', 'LESS_THAN', 500), [show('small_job_ok')])],
    }),
    q('small_job_ok', 'YES_NO', 'Small jobs are booked into our handyman days. Is that okay?'),
    q('start', 'DATE', 'When would you like the work to start?'),
    q('name', 'SHORT_TEXT', 'Your name', { required: true }),
    q('phone', 'PHONE', 'Phone number', { required: true }),
    q('call_time', 'TIME', 'Best time to call you'),
    q('email', 'EMAIL', 'Email address'),
  ],
  pages: [{ id: 'contact', afterQuestionId: 'start', title: 'How can we reach you?' }],
  thankYou: {
    title: 'Request received',
    description: 'We will call you to arrange a free site visit within two working days.',
  },
});

export const LEAD_GENERATION_AND_CONTACT_TEMPLATES: CatalogueTemplate[] = [
  contactUs,
  demoRequest,
  newsletter,
  quoteRequest,
];
