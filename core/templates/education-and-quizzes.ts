/** Education and quizzes: scored quizzes, course evaluations, enrolment and a placement test. */
import {
  block,
  calculate,
  q,
  rule,
  setValue,
  show,
  skipTo,
  template,
  when,
} from './build-template';
import type { CatalogueTemplate } from './template';
import { THEMES } from './template-themes';

const generalKnowledgeQuiz = template({
  slug: 'general-knowledge-quiz',
  title: 'General knowledge quiz',
  description:
    'Five scored questions; each correct answer earns a point, the score is saved with the response, and high scorers can ask for a certificate.',
  category: 'education-and-quizzes',
  theme: THEMES.sunset,
  welcome: {
    title: 'How much do you know?',
    description: 'Five questions, no time limit. Score 4 or more to earn a certificate.',
    buttonText: 'Start the quiz',
  },
  questions: [
    q('name', 'SHORT_TEXT', 'Your name', { required: true }),
    q('q1', 'MULTIPLE_CHOICE', 'Which planet is known as the Red Planet?', {
      required: true,
      options: ['Venus', 'Mars', 'Jupiter', 'Mercury'],
      logic: [rule('q1-correct', when('q1', 'EQUALS', 'Mars'), [setValue('points_q1', 1)])],
    }),
    q('q2', 'DROPDOWN', 'What is the largest ocean on Earth?', {
      required: true,
      options: ['Atlantic', 'Indian', 'Arctic', 'Pacific'],
      logic: [rule('q2-correct', when('q2', 'EQUALS', 'Pacific'), [setValue('points_q2', 1)])],
    }),
    q('q3', 'NUMBER', 'In which year did people first walk on the Moon?', {
      required: true,
      settings: { min: 1900, max: 2100, integerOnly: true },
      logic: [rule('q3-correct', when('q3', 'EQUALS', 1969), [setValue('points_q3', 1)])],
    }),
    q('q4', 'CHECKBOX', 'Which of these are prime numbers? Select all that apply.', {
      required: true,
      options: ['2', '9', '11', '15', '17'],
      logic: [
        rule(
          'q4-correct',
          [
            when('q4', 'CONTAINS', '2'),
            when('q4', 'CONTAINS', '11'),
            when('q4', 'CONTAINS', '17'),
            when('q4', 'NOT_CONTAINS', '9'),
            when('q4', 'NOT_CONTAINS', '15'),
          ],
          [setValue('points_q4', 1)],
        ),
      ],
    }),
    q('q5', 'YES_NO', 'True or false: sound travels faster in water than in air.', {
      required: true,
      settings: { yesLabel: 'True', noLabel: 'False' },
      logic: [
        rule('q5-correct', when('q5', 'EQUALS', true), [setValue('points_q5', 1)]),
        rule('total', when('q5', 'IS_NOT_EMPTY'), [
          calculate('total_score', 'sum(points_q1, points_q2, points_q3, points_q4, points_q5)'),
          calculate('score', 'total_score'),
        ]),
      ],
    }),
    q('score', 'HIDDEN_FIELD', 'Score out of 5', { settings: { name: 'score' } }),
    q('results', 'SURVEY_LOGIC', 'Certificate for high scores', {
      settings: {
        blocks: [
          block(
            'certificate',
            'condition',
            'Offer a certificate',
            when('total_score', 'GREATER_THAN_OR_EQUAL', 4),
            [show('certificate_email')],
          ),
        ],
      },
    }),
    q('certificate_email', 'EMAIL', 'Well done! Where should we send your certificate?'),
  ],
  pages: [{ id: 'questions', afterQuestionId: 'name', title: 'The questions' }],
  thankYou: {
    title: 'Quiz complete!',
    description: 'Thanks for playing. Your teacher will share the answers after the deadline.',
  },
});

const courseEvaluation = template({
  slug: 'course-evaluation',
  title: 'Course evaluation',
  description:
    'End-of-course feedback on objectives, materials, teaching and workload, with the course name taken from the link.',
  category: 'education-and-quizzes',
  theme: THEMES.sky,
  questions: [
    q('course', 'HIDDEN_FIELD', 'Course code', { settings: { name: 'course' } }),
    q('statements', 'LIKERT_SCALE', 'How much do you agree with each statement?', {
      required: true,
      matrixRows: [
        'The course objectives were clear',
        'The materials helped me learn',
        'The instructor explained ideas clearly',
        'Feedback on my work was useful',
        'The workload was reasonable',
      ],
      settings: { requireAllRows: true },
    }),
    q('overall', 'RATING', 'Overall, how would you rate this course?', {
      required: true,
      settings: { max: 5, icon: 'star' },
      logic: [rule('low-overall', when('overall', 'LESS_THAN', 3), [show('improve')])],
    }),
    q('improve', 'LONG_TEXT', 'What is the most important thing to improve?', { required: true }),
    q(
      'hours',
      'NUMBER',
      'About how many hours a week did you spend on this course outside class?',
      {
        settings: { min: 0, max: 80 },
      },
    ),
    q('best', 'LONG_TEXT', 'What was the most valuable part of the course?'),
    q('recommend', 'YES_NO', 'Would you recommend this course to other students?'),
  ],
  thankYou: {
    title: 'Thank you',
    description: 'Evaluations are anonymous and shared with instructors after grades are final.',
  },
});

const studentEnrolment = template({
  slug: 'student-enrollment',
  title: 'Student enrollment',
  description:
    'Enrol a student in classes: student and guardian details, classes, medical notes, an ID photo and a guardian signature.',
  category: 'education-and-quizzes',
  theme: THEMES.indigo,
  questions: [
    q('student_name', 'SHORT_TEXT', "Student's full name", { required: true }),
    q('birth_date', 'DATE', "Student's date of birth", { required: true }),
    q('grade', 'DROPDOWN', 'Grade in the coming school year', {
      required: true,
      options: ['Kindergarten', 'Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6'],
    }),
    q('classes', 'CHECKBOX', 'Which after-school classes would you like?', {
      required: true,
      options: ['Art', 'Coding', 'Drama', 'Music', 'Robotics', 'Swimming'],
      settings: { allowOther: false, maxSelections: 3 },
    }),
    q('guardian_name', 'SHORT_TEXT', "Parent or guardian's name", { required: true }),
    q('guardian_email', 'EMAIL', "Parent or guardian's email", { required: true }),
    q('guardian_phone', 'PHONE_FORMATTED', 'Emergency contact number', { required: true }),
    q(
      'medical',
      'YES_NO',
      'Does the student have allergies or medical conditions we should know about?',
      {
        required: true,
        logic: [rule('medical-yes', when('medical', 'EQUALS', true), [show('medical_details')])],
      },
    ),
    q('medical_details', 'LONG_TEXT', 'Please describe them and any medication', {
      required: true,
    }),
    q('photo', 'PICTURE_UPLOAD', 'A passport-style photo for the student ID card', {
      fileTypes: 'image/*',
      maxFileSize: '5MB',
    }),
    q('signature', 'SIGNATURE', 'Parent or guardian signature', { required: true }),
  ],
  pages: [
    { id: 'guardian', afterQuestionId: 'classes', title: 'Parent or guardian' },
    { id: 'health', afterQuestionId: 'guardian_phone', title: 'Health and consent' },
  ],
  thankYou: {
    title: 'Enrollment received',
    description: 'We will confirm class places by email within five school days.',
  },
});

const placementTest = template({
  slug: 'math-placement-test',
  title: 'Math placement test',
  description:
    'A short adaptive placement test: students who miss the basics skip the advanced section, and the placement score is computed for you.',
  category: 'education-and-quizzes',
  theme: THEMES.slate,
  welcome: {
    title: 'Math placement test',
    description:
      'About ten minutes. No calculators, please. Do your best: it only sets your level.',
    buttonText: 'Begin',
  },
  questions: [
    q('student', 'SHORT_TEXT', 'Your name', { required: true }),
    q('b1', 'NUMBER', 'What is 7 × 8?', { required: true }),
    q('b2', 'NUMBER', 'What is 15% of 200?', {
      required: true,
      logic: [
        rule('basics-score', when('b2', 'IS_NOT_EMPTY'), [
          calculate('basics_score', 'if({b1} == 56, 1, 0) + if({b2} == 30, 1, 0)'),
        ]),
      ],
    }),
    q('routing', 'SURVEY_LOGIC', 'Route by the basics score', {
      settings: {
        blocks: [
          block(
            'skip-advanced',
            'jump',
            'Skip the advanced section',
            when('basics_score', 'LESS_THAN', 2),
            [skipTo('reflection')],
          ),
        ],
      },
    }),
    q('a1', 'NUMBER', 'Solve for x: 3x + 5 = 20'),
    q('a2', 'MULTIPLE_CHOICE', 'What is the derivative of x²?', {
      options: ['x', '2x', 'x²/2', '2'],
      logic: [
        rule('advanced-score', when('a2', 'IS_NOT_EMPTY'), [
          calculate('advanced_score', 'if({a1} == 5, 1, 0)'),
        ]),
        rule('a2-correct', when('a2', 'EQUALS', '2x'), [setValue('a2_point', 1)]),
      ],
    }),
    q('confidence', 'SCALE', 'How confident do you feel about math?', {
      required: true,
      scaleMin: 1,
      scaleMax: 5,
      scaleMinLabel: 'Not at all',
      scaleMaxLabel: 'Very confident',
      logic: [
        rule('placement', when('confidence', 'IS_NOT_EMPTY'), [
          calculate('placement_score', 'basics_score + advanced_score + a2_point'),
        ]),
      ],
    }),
    q('placement_score', 'HIDDEN_FIELD', 'Placement score (0-4)', {
      settings: { name: 'placement_score' },
    }),
  ],
  pages: [
    { id: 'basics', afterQuestionId: 'student', title: 'Part 1: the basics' },
    { id: 'advanced', afterQuestionId: 'routing', title: 'Part 2: a step further' },
    { id: 'reflection', afterQuestionId: 'a2', title: 'Last question' },
  ],
  thankYou: {
    title: 'All done!',
    description: 'Your teacher will let you know your class placement.',
  },
});

export const EDUCATION_AND_QUIZZES_TEMPLATES: CatalogueTemplate[] = [
  generalKnowledgeQuiz,
  courseEvaluation,
  studentEnrolment,
  placementTest,
];
