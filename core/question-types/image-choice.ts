/**
 * Options shown as pictures. The answer has the shape of the equivalent plain choice: one option
 * (string) normally, a list of options (string[]) with `multiSelect`. The operator list is the
 * union of both, since the same question can be switched between the two.
 */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import {
  DEFAULT_OPTIONS,
  joinValues,
  multiChoiceSchema,
  optionChoices,
  optionsOf,
  singleChoiceSchema,
} from './shared/choice';
import { answerSchemaFrom, defineQuestionType } from './shared/define';
import { MULTI_CHOICE_OPERATORS, SINGLE_CHOICE_OPERATORS } from './shared/operators';
import { isSameOriginImagePath } from '../form/image-path';
import { isWebUrl } from './shared/web-url';

/**
 * An https address, or a same-origin path of a shipped picture or an uploaded form image (exact
 * patterns, so no other scheme or host slips in as a "path").
 */
const imageUrlSchema = z
  .string()
  .max(2000)
  .refine((v) => isWebUrl(v, ['https']) || isSameOriginImagePath(v), MESSAGES.invalidInput);

const settingsSchema = z.object({
  /**
   * Option text to the picture shown for it: https only for other hosts, so a form never mixes
   * content; this server's pictures by their path.
   */
  images: z.record(z.string(), imageUrlSchema).default({}),
  multiSelect: z.boolean().default(false),
});

export const imageChoice = defineQuestionType({
  type: 'IMAGE_CHOICE',
  label: 'Image choice',
  category: 'choice',
  summary: 'selections',
  choices: optionChoices,
  settingsSchema,
  defaults: () => ({ options: [...DEFAULT_OPTIONS], settings: { images: {}, multiSelect: false } }),
  answerSchema: answerSchemaFrom(settingsSchema, (s, q): z.ZodType<string | string[]> =>
    s.multiSelect
      ? multiChoiceSchema(optionsOf(q), { allowOther: false })
      : singleChoiceSchema(optionsOf(q), false),
  ),
  operators: [...new Set([...SINGLE_CHOICE_OPERATORS, ...MULTI_CHOICE_OPERATORS])],
  toPlainText: (answer: string | string[]) =>
    typeof answer === 'string' ? answer : joinValues(answer),
});
