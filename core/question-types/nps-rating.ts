/**
 * NPS_RATING is the same 0-10 Net Promoter question as NPS, shown as a row of rating icons (star,
 * heart or number) instead of numbered buttons. Decision: the answer is the same bare integer and
 * there is no built-in follow-up comment. Keeping the shape identical means NPS summaries, numeric
 * operators and exports treat both types alike; an author who wants "why?" adds a LONG_TEXT
 * question, shown by logic on the score, which also keeps the comment searchable on its own.
 */
import { z } from 'zod';
import { defineQuestionType } from './shared/define';
import {
  NPS_LABELS,
  npsAnswerSchema,
  npsChoices,
  ratingIconSchema,
  scoredTypeBase,
} from './shared/numeric';

const settingsSchema = z.object({ icon: ratingIconSchema.default('star') });

export const npsRating = defineQuestionType({
  ...scoredTypeBase,
  type: 'NPS_RATING',
  label: 'NPS rating',
  settingsSchema,
  defaults: () => ({ ...NPS_LABELS, settings: { icon: 'star' } }),
  answerSchema: () => npsAnswerSchema,
  choices: npsChoices,
});
