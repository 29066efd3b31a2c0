import { defineMessages } from '@/lib/app-messages/app-messages';

/** The NPS analytics page's words (/nps-analytics). */
export const npsAnalyticsMessages = defineMessages({
  // Page, loading and error states
  pageTitle: 'NPS Analytics',
  pageDescription:
    'Track your Net Promoter Score across forms: promoters, passives, detractors and how the score moves over time.',
  loading: 'Loading NPS analytics…',
  loadError: "Couldn't load NPS analytics",
  loadErrorDescription: 'Check your connection and try again.',

  // Empty state
  emptyTitle: 'No NPS questions yet',
  emptyDescription:
    'Scores appear here once a form has a Net Promoter Score question. Open a form in the builder, add an <strong>NPS</strong> question (“How likely are you to recommend us, 0 to 10?”), then publish and share the form.',
  createForm: 'Create a form',
  goToDashboard: 'Go to the dashboard',

  // Controls
  formLabel: 'Form',
  allForms: 'All forms',
  trendBy: 'Trend by',
  intervalMonth: 'Month',
  intervalWeek: 'Week',

  // Overall score
  overallTitle: 'Overall score',
  overallAnswers: '{answers, plural, one {# answer} other {# answers}}',
  overallAnswersAcross:
    '{answers, plural, one {# answer} other {# answers}} across {questions} questions',
  scoreLabel: 'Net Promoter Score: ',
  noScoreYet: 'No answers yet: the score appears with the first one.',
  overallBreakdownCaption: 'Overall promoters, passives and detractors',

  // Trend
  trendTitle: 'Trend',
  trendDescription:
    'Score {interval, select, month {by month} other {by week}}, all questions shown together.',
  noTrend: 'No answers yet, so no trend to show.',
  trendChartLabel: 'NPS {interval, select, month {by month} other {by week}}',
  trendColumnPeriod: 'Period',
  trendColumnScore: 'Score',
  trendColumnAnswers: 'Answers',
  trendSeries: 'NPS',
  weekOf: 'Week of {date}',

  // Segments
  promoters: 'Promoters',
  passives: 'Passives',
  detractors: 'Detractors',
  segmentWithRange: '{segment} <muted>({range})</muted>',

  // By question
  byQuestionTitle: 'By question',
  byQuestionDescription:
    'Score is the share of promoters minus the share of detractors, from −100 to 100.',
  byQuestionTable: 'NPS by question',
  columnQuestion: 'Question',
  columnScore: 'Score',
  columnPromoters: 'Promoters',
  columnPassives: 'Passives',
  columnDetractors: 'Detractors',
  columnAnswers: 'Answers',
  formPrefix: 'Form: ',

  // Comments
  commentsTitle: 'Comments',
  commentsDescription:
    'The latest answers to the text question that follows each NPS question, by segment.',
  formInParens: ' ({form})',
  formWithCommentSource: '{form} · comments from “{title}”',
  noCommentQuestion:
    'No comments to show: add a short or long text question after this NPS question to ask people why they gave their score.',
  noSegmentComments:
    'No comments from {segment, select, promoters {promoters} passives {passives} other {detractors}} yet.',
  commentScore: 'Score {score} · {when}',
});
