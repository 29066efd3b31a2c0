/** HR and employee: hiring, engagement, time off and leaving well. */
import { q, rule, show, template, when } from './build-template';
import type { CatalogueTemplate } from './template';
import { THEMES } from './template-themes';

const jobApplication = template({
  slug: 'job-application',
  title: 'Job application',
  description:
    'A complete application: contact details, the role, CV upload, right to work, start date and salary expectations.',
  category: 'hr-and-employee',
  theme: THEMES.slate,
  welcome: {
    title: 'Join our team',
    description: 'Applying takes about five minutes. Have your CV ready as a PDF or Word file.',
    buttonText: 'Start application',
  },
  questions: [
    q('source', 'HIDDEN_FIELD', 'Where the applicant found the job', {
      settings: { name: 'source', defaultValue: 'careers-page' },
    }),
    q('full_name', 'SHORT_TEXT', 'Full name', { required: true }),
    q('email', 'EMAIL', 'Email address', { required: true }),
    q('phone', 'PHONE_FORMATTED', 'Phone number', {
      required: true,
      settings: { defaultCountry: 'US', placeholder: '(201) 555-0123' },
    }),
    q('position', 'DROPDOWN', 'Which position are you applying for?', {
      required: true,
      options: [
        'Software engineer',
        'Product designer',
        'Account executive',
        'Customer success manager',
      ],
    }),
    q('portfolio', 'URL', 'LinkedIn profile or portfolio'),
    q('resume', 'FILE_UPLOAD', 'Upload your CV', {
      required: true,
      fileTypes: '.pdf, .doc, .docx',
      maxFileSize: '5MB',
    }),
    q('work_auth', 'YES_NO', 'Are you legally allowed to work in the country of this role?', {
      required: true,
      logic: [rule('needs-visa', when('work_auth', 'EQUALS', false), [show('visa')])],
    }),
    q('visa', 'SHORT_TEXT', 'Which visa or sponsorship would you need?', { required: true }),
    q('start_date', 'DATE', 'When could you start?'),
    q('salary', 'NUMBER', 'What are your annual salary expectations (USD)?', {
      settings: { min: 0, integerOnly: true, placeholder: 'e.g. 85000' },
    }),
    q('why_us', 'LONG_TEXT', 'Why do you want to work with us?', {
      settings: { maxLength: 3000 },
    }),
  ],
  pages: [
    { id: 'role', afterQuestionId: 'phone', title: 'The role' },
    { id: 'logistics', afterQuestionId: 'resume', title: 'A few practical questions' },
  ],
  thankYou: {
    title: 'Application received',
    description: 'Thank you for applying. We reply to every applicant within two weeks.',
  },
});

const engagementSurvey = template({
  slug: 'employee-engagement-survey',
  title: 'Employee engagement survey',
  description:
    'An anonymous engagement survey: agreement statements, workload, work-life balance and whether people plan to stay.',
  category: 'hr-and-employee',
  theme: THEMES.forest,
  welcome: {
    title: 'Employee engagement survey',
    description: 'Your answers are anonymous and reported only for groups of five or more.',
    buttonText: 'Start',
  },
  questions: [
    q('team', 'DROPDOWN', 'Which department are you in?', {
      required: true,
      options: ['Engineering', 'Sales', 'Marketing', 'Operations', 'People and finance', 'Other'],
    }),
    q('statements', 'LIKERT_SCALE', 'How much do you agree with the following?', {
      required: true,
      matrixRows: [
        "I'm proud to work here",
        'I have the tools I need to do my job well',
        'My manager supports my growth',
        'I see myself here in two years',
      ],
      matrixCols: ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'],
      settings: { requireAllRows: true },
    }),
    q('workload', 'MULTIPLE_CHOICE', 'How manageable is your workload?', {
      required: true,
      options: ['Too light', 'About right', 'Heavy but manageable', 'Unsustainable'],
    }),
    q('balance', 'SCALE', 'How would you rate your work-life balance?', {
      scaleMin: 1,
      scaleMax: 10,
      scaleMinLabel: 'Very poor',
      scaleMaxLabel: 'Excellent',
    }),
    q('leaving', 'YES_NO', 'Are you thinking about leaving in the next 12 months?', {
      logic: [rule('may-leave', when('leaving', 'EQUALS', true), [show('leaving_why')])],
    }),
    q('leaving_why', 'CHECKBOX', "What's behind that?", {
      required: true,
      options: [
        'Pay',
        'Career growth',
        'My manager',
        'Workload',
        'Flexibility',
        'Company direction',
      ],
      settings: { allowOther: true, maxSelections: 3 },
    }),
    q('suggestion', 'LONG_TEXT', 'If you ran the company for a day, what would you change?'),
  ],
  thankYou: {
    title: 'Thank you for taking part',
    description: 'We will share the results and our action plan within a month.',
  },
});

const timeOff = template({
  slug: 'time-off-request',
  title: 'Time off request',
  description:
    'Employees pick the days, the kind of leave and any partial-day hours, name their cover and sign the request.',
  category: 'hr-and-employee',
  theme: THEMES.sky,
  questions: [
    q('name', 'SHORT_TEXT', 'Your name', { required: true }),
    q('email', 'EMAIL', 'Work email', { required: true }),
    q('leave_type', 'MULTIPLE_CHOICE', 'What kind of leave is this?', {
      required: true,
      options: ['Vacation', 'Sick leave', 'Parental leave', 'Bereavement', 'Unpaid leave'],
      logic: [rule('sick', when('leave_type', 'EQUALS', 'Sick leave'), [show('medical_note')])],
    }),
    q('medical_note', 'FILE_UPLOAD', "Doctor's note (needed for more than three days)", {
      fileTypes: '.pdf, image/*',
      maxFileSize: '10MB',
    }),
    q('days', 'MULTIPLE_DATE_PICKER', 'Which days will you be away?', {
      required: true,
      settings: { minCount: 1, maxCount: 30 },
    }),
    q('partial', 'YES_NO', 'Is any of it a partial day?', {
      logic: [rule('partial-day', when('partial', 'EQUALS', true), [show('hours')])],
    }),
    q('hours', 'TIME_RANGE', 'Which hours will you be away on the partial day?', {
      required: true,
    }),
    q('cover', 'SHORT_TEXT', 'Who is covering your work while you are away?'),
    q('signature', 'SIGNATURE', 'Sign to confirm the request', { required: true }),
  ],
  thankYou: {
    title: 'Request sent',
    description: 'Your manager will approve or decline it, and you will get an email either way.',
  },
});

const exitInterview = template({
  slug: 'exit-interview',
  title: 'Exit interview',
  description:
    'Learn why people leave: the main reason, ratings of manager, team, pay and growth, and what would have made them stay.',
  category: 'hr-and-employee',
  theme: THEMES.slate,
  questions: [
    q('last_day', 'DATE', 'What is your last working day?', { required: true }),
    q('reason', 'MULTIPLE_CHOICE', "What's the main reason you're leaving?", {
      required: true,
      options: [
        'A better offer elsewhere',
        'Career change',
        'Relocation',
        'Relationship with my manager',
        'Workload or stress',
        'Personal or family reasons',
      ],
      settings: { allowOther: true },
      logic: [
        rule('manager', when('reason', 'EQUALS', 'Relationship with my manager'), [
          show('manager_detail'),
        ]),
      ],
    }),
    q('manager_detail', 'LONG_TEXT', 'What could your manager have done differently?'),
    q('ratings', 'MATRIX', 'How would you rate each of these during your time here?', {
      matrixRows: ['Your manager', 'Your team', 'Pay and benefits', 'Career growth', 'Culture'],
      matrixCols: ['Very poor', 'Poor', 'Okay', 'Good', 'Very good'],
    }),
    q('stay', 'LONG_TEXT', 'What, if anything, would have made you stay?'),
    q('return', 'YES_NO', 'Would you consider working here again in the future?'),
  ],
  thankYou: {
    title: 'Thank you, and good luck',
    description:
      'Your answers are read by the People team only and never shared with your manager.',
  },
});

export const HR_AND_EMPLOYEE_TEMPLATES: CatalogueTemplate[] = [
  jobApplication,
  engagementSurvey,
  timeOff,
  exitInterview,
];
