/** A row of `max` icons; the answer is the 1-based position picked. */
import { z } from 'zod';
import { answerSchemaFrom, defineQuestionType, settingsWithDefaults } from './shared/define';
import { integerBetween, ratingIconSchema, scaleChoices, scoredTypeBase } from './shared/numeric';

const settingsSchema = z.object({
  max: z.number().int().min(3).max(10).default(5),
  icon: ratingIconSchema.default('star'),
});

export const rating = defineQuestionType({
  ...scoredTypeBase,
  type: 'RATING',
  label: 'Rating',
  settingsSchema,
  defaults: () => ({ settings: { max: 5, icon: 'star' } }),
  answerSchema: answerSchemaFrom(settingsSchema, (s) => integerBetween(1, s.max)),
  choices: (q) => scaleChoices(1, settingsWithDefaults(settingsSchema, q).max),
});
