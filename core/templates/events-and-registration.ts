/** Events and registration: conferences, paid workshops, RSVPs and volunteers. */
import { calculate, q, rule, show, skipTo, template, when } from './build-template';
import type { CatalogueTemplate } from './template';
import { THEMES } from './template-themes';

const conferenceRegistration = template({
  slug: 'conference-registration',
  title: 'Conference registration',
  description:
    'Register attendees with their ticket type; workshop-pass holders choose sessions and pay in the form.',
  category: 'events-and-registration',
  theme: THEMES.midnight,
  welcome: {
    title: 'Register for the conference',
    description: 'Two days of talks, workshops and good coffee. Registration takes three minutes.',
    buttonText: 'Register',
  },
  questions: [
    q('name', 'SHORT_TEXT', 'Full name (as it should appear on your badge)', { required: true }),
    q('email', 'EMAIL', 'Email address', { required: true }),
    q('company', 'SHORT_TEXT', 'Company or organisation'),
    q('ticket', 'MULTIPLE_CHOICE', 'Which ticket would you like?', {
      required: true,
      options: ['General admission (free)', 'Workshop pass ($149)'],
      logic: [
        rule('workshop-pass', when('ticket', 'EQUALS', 'Workshop pass ($149)'), [
          show('workshops'),
          show('workshop_payment'),
        ]),
      ],
    }),
    q('workshops', 'CHECKBOX', 'Which workshops would you like to join?', {
      required: true,
      options: ['Design systems', 'Scaling Postgres', 'Accessible forms', 'Writing for the web'],
      settings: { allowOther: false, minSelections: 1, maxSelections: 2 },
    }),
    q('workshop_payment', 'PAYMENT', 'Pay for your workshop pass', {
      required: true,
      settings: { amount: 14900, currency: 'USD', description: 'Workshop pass' },
    }),
    q('dietary', 'CHECKBOX', 'Any dietary requirements?', {
      options: ['Vegetarian', 'Vegan', 'Gluten-free', 'Halal', 'Kosher', 'Nut allergy'],
      settings: { allowOther: true },
    }),
    q(
      'accessibility',
      'LONG_TEXT',
      'Is there anything we can do to make the event accessible for you?',
    ),
  ],
  pages: [
    { id: 'tickets', afterQuestionId: 'company', title: 'Your ticket' },
    { id: 'needs', afterQuestionId: 'workshop_payment', title: 'Food and access' },
  ],
  thankYou: {
    title: "You're registered!",
    description: 'Your ticket and a calendar invite are on their way to your inbox.',
  },
});

const teamWorkshop = template({
  slug: 'team-workshop-booking',
  title: 'Team workshop booking',
  description:
    'Book seats for a team at a training day; the form works out the invoice total from the number of seats.',
  category: 'events-and-registration',
  theme: THEMES.teal,
  questions: [
    q('company', 'SHORT_TEXT', 'Company name', { required: true }),
    q('contact', 'SHORT_TEXT', 'Contact person', { required: true }),
    q('email', 'EMAIL', 'Billing email', { required: true }),
    q('workshop', 'DROPDOWN', 'Which workshop?', {
      required: true,
      options: ['Leadership essentials', 'Presenting with confidence', 'Practical data skills'],
    }),
    q('seats', 'NUMBER', 'How many seats? ($49 per person)', {
      required: true,
      settings: { min: 1, max: 25, integerOnly: true },
      logic: [
        rule('invoice-total', when('seats', 'IS_NOT_EMPTY'), [
          calculate('invoice_total', '{seats} * 49'),
        ]),
        rule('large-group', when('seats', 'GREATER_THAN_OR_EQUAL', 10), [show('onsite')]),
      ],
    }),
    q('invoice_total', 'HIDDEN_FIELD', 'Invoice total (USD)', {
      settings: { name: 'invoice_total' },
    }),
    q(
      'onsite',
      'YES_NO',
      'Groups of 10 or more can have the workshop at their office. Interested?',
    ),
    q('preferred_date', 'DATE', 'Preferred date', { required: true }),
    q(
      'po_number',
      'SHORT_TEXT',
      'Purchase order number (if your company needs one on the invoice)',
    ),
  ],
  thankYou: {
    title: 'Booking received',
    description: 'We will email an invoice and joining instructions within one business day.',
  },
});

const rsvp = template({
  slug: 'party-rsvp',
  title: 'Party or wedding RSVP',
  description:
    'Guests say whether they can come; those who can give party size and meal choices, and everyone can leave a note.',
  category: 'events-and-registration',
  theme: THEMES.rose,
  welcome: {
    title: "You're invited!",
    description: 'Please let us know by the date on your invitation.',
    buttonText: 'RSVP',
  },
  questions: [
    q('name', 'SHORT_TEXT', 'Your name', { required: true }),
    q('attending', 'YES_NO', 'Will you be joining us?', {
      required: true,
      settings: { yesLabel: 'Joyfully accept', noLabel: 'Regretfully decline' },
      logic: [rule('declines', when('attending', 'EQUALS', false), [skipTo('message_page')])],
    }),
    q('party_size', 'NUMBER', 'How many people in your party, including you?', {
      settings: { min: 1, max: 6, integerOnly: true },
    }),
    q('meal', 'DROPDOWN', 'Main course', {
      options: ['Roast beef', 'Grilled salmon', 'Mushroom risotto (vegetarian)'],
    }),
    q('allergies', 'SHORT_TEXT', 'Any allergies we should tell the caterer about?'),
    q('song', 'SHORT_TEXT', 'Which song will get you on the dance floor?'),
    q('message', 'LONG_TEXT', 'Leave a message for the hosts'),
  ],
  pages: [
    { id: 'details_page', afterQuestionId: 'attending', title: 'Great! A few details' },
    { id: 'message_page', afterQuestionId: 'song', title: 'One last thing' },
  ],
  thankYou: {
    title: 'Thank you for your RSVP',
    description: "We can't wait to celebrate with you.",
  },
});

const volunteerSignup = template({
  slug: 'volunteer-signup',
  title: 'Volunteer sign-up',
  description:
    'Volunteers choose days, hours and roles and say where they are based; under-18s add a parent or guardian signature.',
  category: 'events-and-registration',
  theme: THEMES.forest,
  questions: [
    q('name', 'SHORT_TEXT', 'Full name', { required: true }),
    q('email', 'EMAIL', 'Email address', { required: true }),
    q('phone', 'PHONE', 'Mobile number (for day-of updates)', { required: true }),
    q('base', 'LOCATION', 'Where will you travel from?', {
      description: 'We use this to place you at the nearest site.',
    }),
    q('days', 'MULTIPLE_DATE_PICKER', 'Which days can you help?', {
      required: true,
      settings: { minCount: 1, maxCount: 14 },
    }),
    q('hours', 'TIME_RANGE', 'What hours are you available on those days?', { required: true }),
    q('roles', 'CHECKBOX', 'Which roles interest you?', {
      required: true,
      options: ['Welcome desk', 'Setup and teardown', 'Food and drink', 'First aid', 'Photography'],
      logic: [rule('first-aid', when('roles', 'CONTAINS', 'First aid'), [show('first_aid_cert')])],
    }),
    q('first_aid_cert', 'FILE_UPLOAD', 'Upload your first aid certificate', {
      required: true,
      fileTypes: '.pdf, image/*',
      maxFileSize: '5MB',
    }),
    q('shirt', 'DROPDOWN', 'T-shirt size', { options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] }),
    q('adult', 'YES_NO', 'Are you 18 or older?', {
      required: true,
      logic: [
        rule('minor', when('adult', 'EQUALS', false), [
          show('guardian_name'),
          show('guardian_signature'),
        ]),
      ],
    }),
    q('guardian_name', 'SHORT_TEXT', "Parent or guardian's name", { required: true }),
    q('guardian_signature', 'SIGNATURE', 'Parent or guardian signature', { required: true }),
  ],
  pages: [{ id: 'availability', afterQuestionId: 'base', title: 'Availability and roles' }],
  thankYou: {
    title: 'Thank you for volunteering!',
    description: 'Your coordinator will send your schedule two weeks before the event.',
  },
});

export const EVENTS_AND_REGISTRATION_TEMPLATES: CatalogueTemplate[] = [
  conferenceRegistration,
  teamWorkshop,
  rsvp,
  volunteerSignup,
];
