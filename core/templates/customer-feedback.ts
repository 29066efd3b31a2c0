/** Customer feedback: satisfaction after a visit, a support case, a meal or a delivery. */
import { hide, q, rule, show, template, when } from './build-template';
import type { CatalogueTemplate } from './template';
import { picture } from './template-pictures';
import { THEMES } from './template-themes';

const customerSatisfaction = template({
  slug: 'customer-satisfaction-survey',
  title: 'Customer satisfaction survey',
  description:
    'A short CSAT survey that asks unhappy customers what went wrong and happy ones what to keep doing.',
  category: 'customer-feedback',
  theme: THEMES.indigo,
  welcome: {
    title: 'How did we do?',
    description: 'Two minutes of your time helps us get better. Thank you!',
    buttonText: 'Start',
  },
  questions: [
    q('csat', 'RATING', 'How satisfied are you with your recent experience with us?', {
      required: true,
      settings: { max: 5, icon: 'star' },
      logic: [
        rule('csat-low', when('csat', 'LESS_THAN_OR_EQUAL', 2), [show('went_wrong')]),
        rule('csat-high', when('csat', 'GREATER_THAN_OR_EQUAL', 4), [show('went_well')]),
      ],
    }),
    q('went_wrong', 'LONG_TEXT', "We're sorry to hear that. What went wrong?", {
      required: true,
      settings: { placeholder: 'Tell us what happened so we can put it right' },
    }),
    q('went_well', 'LONG_TEXT', 'Great to hear! What did we do especially well?'),
    q('aspects', 'MATRIX', 'How would you rate us on each of these?', {
      matrixRows: ['Speed of service', 'Friendliness of staff', 'Quality', 'Value for money'],
      matrixCols: ['Poor', 'Fair', 'Good', 'Excellent'],
    }),
    q('buy_again', 'YES_NO', 'Would you choose us again next time?', { required: true }),
    q('contact_ok', 'YES_NO', 'May we contact you about your feedback?', {
      logic: [rule('contact-yes', when('contact_ok', 'EQUALS', true), [show('email')])],
    }),
    q('email', 'EMAIL', "What's the best email address to reach you?", { required: true }),
  ],
  pages: [{ id: 'details', afterQuestionId: 'went_well', title: 'A little more detail' }],
  thankYou: {
    title: 'Thank you for your feedback!',
    description: 'Every response is read by our customer experience team.',
  },
});

const supportFeedback = template({
  slug: 'support-ticket-feedback',
  title: 'Support ticket feedback',
  description:
    'Sent after a support case closes: was the issue resolved, how much effort it took, and how the agent did.',
  category: 'customer-feedback',
  theme: THEMES.teal,
  questions: [
    q('ticket', 'HIDDEN_FIELD', 'Ticket number', { settings: { name: 'ticket' } }),
    q('resolved', 'YES_NO', 'Was your issue resolved?', {
      required: true,
      logic: [
        rule('not-resolved', when('resolved', 'EQUALS', false), [
          show('still_need'),
          show('callback_phone'),
        ]),
      ],
    }),
    q('still_need', 'LONG_TEXT', 'What do you still need help with?', { required: true }),
    q('callback_phone', 'PHONE', 'If you would like a call back, which number should we use?', {
      description: 'Leave this empty and we will reply by email instead.',
    }),
    q('effort', 'SCALE', 'How easy was it to get your issue handled?', {
      required: true,
      scaleMin: 1,
      scaleMax: 7,
      scaleMinLabel: 'Very difficult',
      scaleMaxLabel: 'Very easy',
    }),
    q('agent', 'RATING', 'How would you rate the person who helped you?', {
      settings: { max: 5, icon: 'star' },
    }),
    q('channel', 'MULTIPLE_CHOICE', 'How did you contact us?', {
      options: ['Email', 'Live chat', 'Phone', 'Help center form'],
    }),
    q('comment', 'LONG_TEXT', "Anything else you'd like to tell us?"),
  ],
  thankYou: {
    title: 'Thanks for letting us know',
    description: 'If your issue is still open, a team lead will follow up within one business day.',
  },
});

const restaurantFeedback = template({
  slug: 'restaurant-feedback',
  title: 'Restaurant feedback',
  description:
    'Guests rate food, service and atmosphere, tell you about their visit and share a photo.',
  category: 'customer-feedback',
  theme: THEMES.sunset,
  welcome: {
    title: 'Thanks for dining with us',
    description: 'Tell us about your visit: the kitchen reads every answer.',
    buttonText: "Let's go",
  },
  questions: [
    q('visit_date', 'DATE', 'When did you visit?', { required: true }),
    q('visit_time', 'TIME', 'Roughly what time did you arrive?'),
    q('meal', 'IMAGE_CHOICE', 'What did you come in for?', {
      options: ['Breakfast', 'Lunch', 'Dinner', 'Drinks'],
      settings: {
        images: {
          Breakfast: picture('mealBreakfast'),
          Lunch: picture('mealLunch'),
          Dinner: picture('mealDinner'),
          Drinks: picture('mealDrinks'),
        },
        multiSelect: false,
      },
    }),
    q('food', 'RATING', 'How was the food?', {
      required: true,
      settings: { max: 5, icon: 'heart' },
    }),
    q('service', 'RATING', 'How was the service?', {
      required: true,
      settings: { max: 5, icon: 'heart' },
    }),
    q('ambience', 'RATING', 'How was the atmosphere?', { settings: { max: 5, icon: 'heart' } }),
    q('best_dish', 'SHORT_TEXT', 'What was the best thing you had?'),
    q('improve', 'LONG_TEXT', 'What one thing would have made your visit better?'),
    q('photo', 'PICTURE_UPLOAD', 'Share a photo of your meal (optional)', {
      fileTypes: 'image/*',
      maxFileSize: '10MB',
    }),
    q('recommend', 'YES_NO', 'Would you recommend us to a friend?'),
  ],
  pages: [{ id: 'ratings', afterQuestionId: 'meal', title: 'Your ratings' }],
  thankYou: {
    title: 'Thank you!',
    description: 'We hope to see you again soon.',
  },
});

const orderFeedback = template({
  slug: 'order-delivery-feedback',
  title: 'Order and delivery feedback',
  description:
    'After an online order: did it arrive in good condition (with photos of any damage), how fast, and a short review.',
  category: 'customer-feedback',
  theme: THEMES.slate,
  questions: [
    q('order', 'HIDDEN_FIELD', 'Order number', { settings: { name: 'order' } }),
    q('arrived_ok', 'YES_NO', 'Did your order arrive in good condition?', {
      required: true,
      logic: [
        rule('damaged', when('arrived_ok', 'EQUALS', false), [
          show('damage_photos'),
          show('damage_details'),
        ]),
      ],
    }),
    q('damage_photos', 'MULTIPLE_FILE_UPLOAD', 'Please add photos of the damage', {
      required: true,
      fileTypes: 'image/*',
      maxFileSize: '10MB',
      settings: { maxFiles: 5 },
    }),
    q('damage_details', 'LONG_TEXT', 'What was damaged or missing?'),
    q('delivery_speed', 'MULTIPLE_CHOICE', 'How was the delivery time?', {
      required: true,
      options: ['Faster than expected', 'As expected', 'Slower than expected'],
    }),
    q('product_rating', 'RATING', 'How would you rate the product itself?', {
      required: true,
      settings: { max: 5, icon: 'star' },
    }),
    q('review', 'LONG_TEXT', 'Write a short review for other shoppers', {
      settings: { maxLength: 2000, placeholder: 'What did you like? What could be better?' },
      logic: [rule('no-review', when('review', 'IS_EMPTY'), [hide('publish_ok')])],
    }),
    q('publish_ok', 'YES_NO', 'May we publish your review on our website?'),
  ],
  thankYou: {
    title: 'Thanks for your order and your feedback',
    description: 'If anything arrived damaged, our team will contact you about a replacement.',
  },
});

export const CUSTOMER_FEEDBACK_TEMPLATES: CatalogueTemplate[] = [
  customerSatisfaction,
  supportFeedback,
  restaurantFeedback,
  orderFeedback,
];
