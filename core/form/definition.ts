/**
 * The form definition: the one shape that the builder edits, the server stores and validates, and
 * the respondent renderer runs. Type-specific settings are validated by each question type's own
 * schema (core/question-types); this file fixes the envelope every type shares.
 */
import { z } from 'zod';
import {
  BUTTON_STYLES,
  CARD_STYLES,
  LOGIC_ACTION_TYPES,
  LOGIC_BLOCK_TYPES,
  LOGIC_OPERATORS,
  QUESTION_TYPES,
} from './enums';
import { isBrandLogoPath } from './brand-logo-path';
import { MESSAGES } from './messages';
import { formLanguagesSchema, formTranslationsSchema } from '../i18n/form-languages';

/** Client-generated, URL-safe ids let the builder reference a question in logic before saving. */
export const entityIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.invalidInput);

export const questionTypeSchema = z.enum(QUESTION_TYPES);
export const logicOperatorSchema = z.enum(LOGIC_OPERATORS);
export const logicActionTypeSchema = z.enum(LOGIC_ACTION_TYPES);

export const conditionSchema = z.object({
  questionId: entityIdSchema,
  operator: logicOperatorSchema,
  /** Compared against the answer; arrays for IS_ONE_OF / IS_NOT_ONE_OF / DATE_BETWEEN. */
  value: z.unknown().optional(),
  caseSensitive: z.boolean().default(false),
});
export type Condition = z.infer<typeof conditionSchema>;

export const actionSchema = z.object({
  type: logicActionTypeSchema,
  /**
   * What the action acts on: a question id (SHOW, HIDE, SKIP_TO, SET_VALUE, CALCULATE into a
   * HIDDEN_FIELD), a variable name (SET_VALUE, CALCULATE) or a page break id (SKIP_TO). END_FORM
   * ignores it.
   */
  target: z.string().max(64).default(''),
  /** SET_VALUE: the value; CALCULATE: the expression text. */
  value: z.unknown().optional(),
});
export type Action = z.infer<typeof actionSchema>;

export const groupOperatorSchema = z.enum(['AND', 'OR']);

export const logicRuleSchema = z.object({
  id: entityIdSchema,
  conditions: z.array(conditionSchema).max(50),
  groupOperator: groupOperatorSchema.default('AND'),
  actions: z.array(actionSchema).max(20),
});
export type LogicRule = z.infer<typeof logicRuleSchema>;

export const logicBlockSchema = z.object({
  id: entityIdSchema,
  type: z.enum(LOGIC_BLOCK_TYPES),
  title: z.string().max(200).default(''),
  conditions: z.array(conditionSchema).max(50),
  groupOperator: groupOperatorSchema.default('AND'),
  actions: z.array(actionSchema).max(20),
});
export type LogicBlock = z.infer<typeof logicBlockSchema>;

export const pageBreakSchema = z.object({
  id: entityIdSchema,
  afterQuestionId: entityIdSchema,
  title: z.string().max(200).default(''),
  description: z.string().max(2000).default(''),
});
export type PageBreak = z.infer<typeof pageBreakSchema>;

/** The spec's question columns, plus `settings` for what a type needs beyond them. */
export const questionSchema = z.object({
  id: entityIdSchema,
  type: questionTypeSchema,
  title: z.string().trim().min(1, MESSAGES.questionTextRequired).max(500),
  description: z.string().max(5000).default(''),
  required: z.boolean().default(false),
  order: z.number().int().min(0),
  options: z.array(z.string().max(500)).max(500).nullable().default(null),
  /** Each option's stable id, at its label's index (ADR 037, form/option-identity.ts). */
  optionIds: z.array(entityIdSchema).max(500).nullable().default(null),
  optionLabels: z.record(z.string(), z.string().max(500)).nullable().default(null),
  logic: z.array(logicRuleSchema).max(100).nullable().default(null),
  scaleMin: z.number().int().nullable().default(null),
  scaleMax: z.number().int().nullable().default(null),
  scaleMinLabel: z.string().max(100).nullable().default(null),
  scaleMaxLabel: z.string().max(100).nullable().default(null),
  fileTypes: z.string().max(500).nullable().default(null),
  maxFileSize: z.string().max(20).nullable().default(null),
  matrixRows: z.array(z.string().max(200)).max(100).nullable().default(null),
  matrixCols: z.array(z.string().max(200)).max(50).nullable().default(null),
  /** Each grid row's and column's stable id, at its label's index (ADR 037 addendum). */
  matrixRowIds: z.array(entityIdSchema).max(100).nullable().default(null),
  matrixColIds: z.array(entityIdSchema).max(50).nullable().default(null),
  settings: z.record(z.string(), z.unknown()).default({}),
});
export type Question = z.infer<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, MESSAGES.invalidInput);
const httpsUrl = z
  .string()
  .max(2000)
  .refine((v) => v === '' || /^https:\/\//i.test(v), MESSAGES.invalidInput);
/** An https address, or a logo uploaded to this server's brand kit (served from our own origin). */
const logoUrl = z
  .string()
  .max(2000)
  .refine((v) => v === '' || /^https:\/\//i.test(v) || isBrandLogoPath(v), MESSAGES.invalidInput);

/**
 * A colour that may be left empty to use the primary colour: themes stored before secondary and
 * accent colours existed have neither, and must look exactly as they did (theme-colors.ts).
 */
const colourOrPrimary = hexColor.or(z.literal(''));

/** Theme fields from spec section 3 with their defaults, plus our own (button style onwards). */
export const themeSchema = z.object({
  backgroundColor: hexColor.default('#ffffff'),
  primaryColor: hexColor.default('#4f46e5'),
  textColor: hexColor.default('#111827'),
  /** Progress bars and the thank-you check mark; '' uses the primary colour. */
  secondaryColor: colourOrPrimary.default(''),
  /** Selected answers and the focus ring; '' uses the primary colour. */
  accentColor: colourOrPrimary.default(''),
  brandKit: z.boolean().default(false),
  logoUrl: logoUrl.default(''),
  youtubeUrl: httpsUrl.default(''),
  templateId: z.string().max(64).nullable().default(null),
  fontFamily: z.string().max(100).default('Inter'),
  customCSS: z.string().max(20_000).default(''),
  buttonStyle: z.enum(BUTTON_STYLES).default('rounded'),
  cardStyle: z.enum(CARD_STYLES).default('shadow'),
  showProgressBar: z.boolean().default(true),
  showQuestionNumbers: z.boolean().default(true),
  showBranding: z.boolean().default(true),
});
export type Theme = z.infer<typeof themeSchema>;

export const screenSchema = z.object({
  enabled: z.boolean().default(true),
  title: z.string().max(300).default(''),
  description: z.string().max(5000).default(''),
  buttonText: z.string().max(60).default(''),
});
export type Screen = z.infer<typeof screenSchema>;

export const formDefinitionSchema = z.object({
  title: z.string().trim().min(1, MESSAGES.formTitleRequired).max(300),
  description: z.string().max(5000).default(''),
  questions: z.array(questionSchema).max(1000),
  pageBreaks: z.array(pageBreakSchema).max(200).default([]),
  theme: themeSchema.default(themeSchema.parse({})),
  welcomeScreen: screenSchema.default(screenSchema.parse({ enabled: false })),
  thankYouScreen: screenSchema.default(
    screenSchema.parse({ title: 'Thank you!', description: 'Your response has been recorded.' }),
  ),
  customization: z.record(z.string(), z.unknown()).default({}),
  /** BCP 47 codes, the default first; empty or one: a one-language form (ADR 048). */
  languages: formLanguagesSchema,
  /** Per non-default language, translation key to text (core/i18n/translation-keys.ts). */
  translations: formTranslationsSchema,
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** Answers as they travel: question id (or variable name) to a JSON value. */
export type Answers = Record<string, unknown>;
