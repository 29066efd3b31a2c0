/**
 * A linear scale between the question's scaleMin and scaleMax columns (1-10 when unset), labelled
 * by scaleMinLabel/scaleMaxLabel. `step` lets an author offer 0, 5, 10... without more columns.
 */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { answerSchemaFrom, defineQuestionType, settingsWithDefaults } from './shared/define';
import { integerBetween, scaleChoices, scoredTypeBase } from './shared/numeric';

export const SCALE_DEFAULT_MIN = 1;
export const SCALE_DEFAULT_MAX = 10;

const settingsSchema = z.object({ step: z.number().int().min(1).max(100).default(1) });

export const scale = defineQuestionType({
  ...scoredTypeBase,
  type: 'SCALE',
  label: 'Scale',
  settingsSchema,
  defaults: () => ({
    scaleMin: SCALE_DEFAULT_MIN,
    scaleMax: SCALE_DEFAULT_MAX,
    scaleMinLabel: '',
    scaleMaxLabel: '',
    settings: { step: 1 },
  }),
  answerSchema: answerSchemaFrom(settingsSchema, (s, q) => {
    const min = q.scaleMin ?? SCALE_DEFAULT_MIN;
    return integerBetween(min, q.scaleMax ?? SCALE_DEFAULT_MAX).refine(
      (v) => (v - min) % s.step === 0,
      MESSAGES.invalidInput,
    );
  }),
  choices: (q) =>
    scaleChoices(
      q.scaleMin ?? SCALE_DEFAULT_MIN,
      q.scaleMax ?? SCALE_DEFAULT_MAX,
      settingsWithDefaults(settingsSchema, q).step,
    ),
});
