/**
 * Not a question: a place in the form where the author keeps logic blocks (conditions with
 * actions, endings, jumps) that the logic engine runs. Respondents see nothing and answer nothing.
 */
import { z } from 'zod';
import { logicBlockSchema } from '../form/definition';
import { MESSAGES } from '../form/messages';
import { defineQuestionType } from './shared/define';
import { NO_OPERATORS } from './shared/operators';

const settingsSchema = z.object({
  blocks: z.array(logicBlockSchema).max(100).default([]),
});

export const surveyLogic = defineQuestionType({
  type: 'SURVEY_LOGIC',
  label: 'Logic block',
  category: 'structure',
  summary: 'recent',
  answerable: false,
  storesAnswer: false,
  settingsSchema,
  defaults: () => ({ settings: { blocks: [] } }),
  answerSchema: () => z.never({ error: MESSAGES.invalidInput }),
  isEmpty: () => true,
  operators: NO_OPERATORS,
  toPlainText: () => '',
});
