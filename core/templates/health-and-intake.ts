/** Health and intake: patient intake, fitness assessment, wellbeing check-ins and appointments. */
import { block, calculate, q, rule, show, template, when } from './build-template';
import type { CatalogueTemplate } from './template';
import { THEMES } from './template-themes';

const patientIntake = template({
  slug: 'patient-intake',
  title: 'New patient intake',
  description:
    'Everything a clinic needs before the first visit: contact details, reason for the visit, pain, conditions, medication, insurance card and consent.',
  category: 'health-and-intake',
  theme: THEMES.teal,
  welcome: {
    title: 'Welcome to the practice',
    description:
      'Please complete this before your first appointment. Your answers are confidential and go only to your care team.',
    buttonText: 'Start',
  },
  questions: [
    q('full_name', 'SHORT_TEXT', 'Full legal name', { required: true }),
    q('birth_date', 'DATE', 'Date of birth', { required: true }),
    q('phone', 'PHONE_FORMATTED', 'Mobile number', { required: true }),
    q('email', 'EMAIL', 'Email address'),
    q('reason', 'LONG_TEXT', 'What brings you in?', { required: true }),
    q('pain', 'YES_NO', 'Are you in pain at the moment?', {
      required: true,
      logic: [
        rule('in-pain', when('pain', 'EQUALS', true), [show('pain_level'), show('pain_where')]),
      ],
    }),
    q('pain_level', 'SCALE', 'How bad is the pain?', {
      required: true,
      scaleMin: 0,
      scaleMax: 10,
      scaleMinLabel: 'No pain',
      scaleMaxLabel: 'Worst imaginable',
    }),
    q('pain_where', 'SHORT_TEXT', 'Where is the pain?'),
    q('conditions', 'CHECKBOX', 'Have you ever been diagnosed with any of these?', {
      options: ['Asthma', 'Diabetes', 'Heart disease', 'High blood pressure', 'None of these'],
      settings: { allowOther: true },
    }),
    q('medication', 'YES_NO', 'Are you currently taking any medication?', {
      required: true,
      logic: [rule('on-meds', when('medication', 'EQUALS', true), [show('medication_list')])],
    }),
    q('medication_list', 'LONG_TEXT', 'Please list each medication and dose', { required: true }),
    q('allergies', 'SHORT_TEXT', 'Allergies to medicines, foods or latex'),
    q('insurance_card', 'PICTURE_UPLOAD', 'Photo of the front of your insurance card', {
      fileTypes: 'image/*',
      maxFileSize: '10MB',
    }),
    q(
      'consent',
      'SIGNATURE',
      'Sign to consent to treatment and confirm your answers are accurate',
      {
        required: true,
      },
    ),
  ],
  pages: [
    { id: 'visit', afterQuestionId: 'email', title: 'About your visit' },
    { id: 'history', afterQuestionId: 'pain_where', title: 'Medical history' },
    { id: 'paperwork', afterQuestionId: 'allergies', title: 'Insurance and consent' },
  ],
  thankYou: {
    title: 'Thank you',
    description: 'We have your details. Please arrive ten minutes early for your first visit.',
  },
});

const fitnessAssessment = template({
  slug: 'fitness-assessment',
  title: 'Gym fitness assessment',
  description:
    'A new-member assessment: computes BMI from height and weight, ranks goals, and asks for a clearance note when a heart condition is reported.',
  category: 'health-and-intake',
  theme: THEMES.sunset,
  questions: [
    q('name', 'SHORT_TEXT', 'Your name', { required: true }),
    q('height', 'NUMBER', 'Height in centimetres', {
      required: true,
      settings: { min: 100, max: 250, decimals: 1 },
    }),
    q('weight', 'NUMBER', 'Weight in kilograms', {
      required: true,
      settings: { min: 30, max: 300, decimals: 1 },
      logic: [
        rule('bmi', when('weight', 'IS_NOT_EMPTY'), [
          calculate('bmi', 'round({weight} / ({height} / 100) ^ 2, 1)'),
        ]),
      ],
    }),
    q('bmi', 'HIDDEN_FIELD', 'Body mass index', { settings: { name: 'bmi' } }),
    q('activity', 'MULTIPLE_CHOICE', 'How active are you today?', {
      required: true,
      options: [
        'Mostly sitting',
        'Light exercise once or twice a week',
        'Active most days',
        'Training hard',
      ],
    }),
    q('goals', 'RANKING', 'Rank your goals, most important first', {
      options: [
        'Lose weight',
        'Build strength',
        'Improve stamina',
        'Feel less stressed',
        'Recover from injury',
      ],
    }),
    q('heart', 'YES_NO', 'Has a doctor ever said you have a heart condition?', {
      required: true,
      logic: [rule('heart-yes', when('heart', 'EQUALS', true), [show('clearance')])],
    }),
    q('clearance', 'FILE_UPLOAD', "Upload a doctor's note clearing you for exercise", {
      required: true,
      fileTypes: '.pdf, image/*',
      maxFileSize: '10MB',
    }),
    q('days', 'CHECKBOX', 'Which days can you train?', {
      required: true,
      options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    }),
    q('hours', 'TIME_RANGE', 'What time of day suits you?'),
  ],
  pages: [{ id: 'goals_page', afterQuestionId: 'bmi', title: 'Your goals and health' }],
  thankYou: {
    title: "You're all set",
    description: 'Your coach will use this to plan your first session.',
  },
});

const wellbeingCheckIn = template({
  slug: 'wellbeing-check-in',
  title: 'Wellbeing check-in',
  description:
    'A short, private check-in for students or staff that totals five answers and offers a conversation with a counsellor when the score is high.',
  category: 'health-and-intake',
  theme: THEMES.sky,
  welcome: {
    title: 'How are you, really?',
    description:
      'Five quick questions about the last two weeks. This is not a diagnosis. If you are in crisis, call your local emergency number now.',
    buttonText: 'Check in',
  },
  questions: [
    ...[
      ['w1', 'Little interest or pleasure in doing things'],
      ['w2', 'Feeling down or hopeless'],
      ['w3', 'Trouble sleeping, or sleeping too much'],
      ['w4', 'Feeling tired or having little energy'],
      ['w5', 'Feeling nervous, anxious or on edge'],
    ].map(([id, title]) =>
      q(id!, 'SCALE', title!, {
        required: true,
        description: 'Over the last two weeks, how often?',
        scaleMin: 0,
        scaleMax: 3,
        scaleMinLabel: 'Not at all',
        scaleMaxLabel: 'Nearly every day',
      }),
    ),
    q('scoring', 'SURVEY_LOGIC', 'Score and support', {
      settings: {
        blocks: [
          block('total', 'condition', 'Add up the answers', when('w5', 'IS_NOT_EMPTY'), [
            calculate('wellbeing_total', 'sum({w1}, {w2}, {w3}, {w4}, {w5})'),
            calculate('wellbeing_score', 'wellbeing_total'),
          ]),
          block(
            'offer-support',
            'condition',
            'Offer support',
            when('wellbeing_total', 'GREATER_THAN_OR_EQUAL', 8),
            [show('counsellor')],
          ),
        ],
      },
    }),
    q('wellbeing_score', 'HIDDEN_FIELD', 'Total score (0-15)', {
      settings: { name: 'wellbeing_score' },
    }),
    q('counsellor', 'YES_NO', 'Would you like a counsellor to contact you this week?', {
      logic: [rule('wants-contact', when('counsellor', 'EQUALS', true), [show('contact_email')])],
    }),
    q('contact_email', 'EMAIL', 'Where can they reach you?', { required: true }),
    q('anything_else', 'LONG_TEXT', 'Is there anything else you would like to share?'),
  ],
  thankYou: {
    title: 'Thank you for checking in',
    description:
      'Looking after yourself matters. Support is always available, whatever your score.',
  },
});

const appointmentRequest = template({
  slug: 'dental-appointment-request',
  title: 'Dental appointment request',
  description:
    'Patients request an appointment: new or returning, the reason, pain level for toothache, and a preferred day and time window.',
  category: 'health-and-intake',
  theme: THEMES.indigo,
  questions: [
    q('name', 'SHORT_TEXT', 'Full name', { required: true }),
    q('phone', 'PHONE_FORMATTED', 'Phone number', { required: true }),
    q('email', 'EMAIL', 'Email address', { required: true }),
    q('new_patient', 'YES_NO', 'Is this your first visit to our practice?', {
      required: true,
      logic: [rule('new', when('new_patient', 'EQUALS', true), [show('insurer')])],
    }),
    q('insurer', 'DROPDOWN', 'Who is your dental insurer?', {
      options: ['Delta Dental', 'Cigna', 'MetLife', 'Aetna', 'No insurance'],
      settings: { allowOther: true },
    }),
    q('reason', 'MULTIPLE_CHOICE', 'What is the appointment for?', {
      required: true,
      options: ['Check-up and clean', 'Toothache', 'Broken or chipped tooth', 'Whitening', 'Other'],
      logic: [rule('toothache', when('reason', 'EQUALS', 'Toothache'), [show('pain')])],
    }),
    q('pain', 'RATING', 'How bad is the pain?', {
      required: true,
      settings: { max: 10, icon: 'number' },
    }),
    q('preferred_day', 'DATE', 'Preferred day', { required: true }),
    q('time_window', 'TIME_RANGE', 'Which time window suits you on that day?', { required: true }),
    q('notes', 'LONG_TEXT', 'Anything we should know before your visit?'),
  ],
  thankYou: {
    title: 'Request received',
    description:
      'We will call you to confirm a time. For severe pain or swelling, call us directly.',
  },
});

export const HEALTH_AND_INTAKE_TEMPLATES: CatalogueTemplate[] = [
  patientIntake,
  fitnessAssessment,
  wellbeingCheckIn,
  appointmentRequest,
];
