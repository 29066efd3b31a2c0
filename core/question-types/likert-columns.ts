/**
 * The Likert scale's five agreement columns, apart from its type definition (which needs zod), so
 * the respondent page can tell its default columns from an owner's own without loading zod.
 */
export const LIKERT_COLUMNS = [
  'Strongly disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly agree',
];
