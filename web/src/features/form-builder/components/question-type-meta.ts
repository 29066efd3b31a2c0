/** How the builder presents each question type: an icon, and the palette's category groups. */
import {
  Calendar,
  CalendarDays,
  Camera,
  CircleDot,
  Clock,
  CreditCard,
  EyeOff,
  Files,
  Gauge,
  Grid3x3,
  Hash,
  Hourglass,
  Image,
  Link,
  ListOrdered,
  Mail,
  MapPin,
  Phone,
  Signature,
  ShieldCheck,
  SlidersHorizontal,
  SquareCheck,
  SquareChevronDown,
  Star,
  Table,
  TextCursorInput,
  TextAlignStart,
  ThumbsUp,
  Upload,
  Video,
  Workflow,
  ContactRound,
  Heart,
  type LucideIcon,
} from 'lucide-react';
import type { QuestionType } from '@core/form/enums';
import { QUESTION_TYPES } from '@core/form/enums';
import { getQuestionType } from '@core/question-types/registry';
import type { QuestionCategory } from '@core/question-types/types';
import { t } from '@/lib/app-messages/app-messages';
import { questionTypeName } from '@/lib/core-texts/core-texts';
import { formBuilderMessages as m } from '../messages';

export const QUESTION_TYPE_ICONS: Record<QuestionType, LucideIcon> = {
  SHORT_TEXT: TextCursorInput,
  LONG_TEXT: TextAlignStart,
  MULTIPLE_CHOICE: CircleDot,
  CHECKBOX: SquareCheck,
  DROPDOWN: SquareChevronDown,
  YES_NO: ThumbsUp,
  RATING: Star,
  SCALE: SlidersHorizontal,
  EMAIL: Mail,
  PHONE: Phone,
  PHONE_FORMATTED: ContactRound,
  DATE: Calendar,
  TIME: Clock,
  MULTIPLE_DATE_PICKER: CalendarDays,
  NUMBER: Hash,
  URL: Link,
  FILE_UPLOAD: Upload,
  MULTIPLE_FILE_UPLOAD: Files,
  SIGNATURE: Signature,
  MATRIX: Grid3x3,
  RANKING: ListOrdered,
  PAYMENT: CreditCard,
  IMAGE_CHOICE: Image,
  LOCATION: MapPin,
  NPS: Gauge,
  NPS_RATING: Heart,
  PICTURE_UPLOAD: Camera,
  VIDEO_UPLOAD: Video,
  CAPTCHA: ShieldCheck,
  SURVEY_LOGIC: Workflow,
  LIKERT_SCALE: Table,
  TIME_RANGE: Hourglass,
  HIDDEN_FIELD: EyeOff,
};

/** Messages of the builder's catalogue: show them with `t`. */
export const CATEGORY_LABELS: Record<QuestionCategory, string> = {
  text: m.categoryText,
  choice: m.categoryChoice,
  rating: m.categoryRating,
  contact: m.categoryContact,
  date: m.categoryDate,
  number: m.categoryNumber,
  file: m.categoryFile,
  advanced: m.categoryAdvanced,
  structure: m.categoryStructure,
};

const CATEGORY_ORDER: QuestionCategory[] = [
  'text',
  'choice',
  'rating',
  'contact',
  'date',
  'number',
  'file',
  'advanced',
  'structure',
];

export interface PaletteGroup {
  category: QuestionCategory;
  label: string;
  types: { type: QuestionType; label: string }[];
}

/** Every registered type, grouped by category in a fixed order, matching `query` if given. */
/**
 * A second line for the types whose names alone do not tell them apart (issue 28: "Net Promoter
 * Score" and "NPS rating" side by side looked like the same thing twice).
 */
export const QUESTION_TYPE_HINTS: Partial<Record<QuestionType, string>> = {
  NPS: m.hintNps,
  NPS_RATING: m.hintNpsRating,
  RATING: m.hintRating,
  SCALE: m.hintScale,
};

/** The type's second line as shown, if it has one. */
export function hintOf(type: QuestionType): string | undefined {
  const hint = QUESTION_TYPE_HINTS[type];
  return hint === undefined ? undefined : t(hint);
}

export function paletteGroups(query = ''): PaletteGroup[] {
  const needle = query.trim().toLowerCase();
  return CATEGORY_ORDER.map((category) => ({
    category,
    label: t(CATEGORY_LABELS[category]),
    types: QUESTION_TYPES.filter((type) => getQuestionType(type).category === category)
      .map((type) => ({ type, label: questionTypeName(type) }))
      .filter(
        ({ type, label }) =>
          needle === '' ||
          label.toLowerCase().includes(needle) ||
          (hintOf(type)?.toLowerCase().includes(needle) ?? false) ||
          t(CATEGORY_LABELS[category]).toLowerCase().includes(needle) ||
          type.toLowerCase().replaceAll('_', ' ').includes(needle),
      ),
  })).filter((group) => group.types.length > 0);
}

/** The option to highlight for a search: an exact name, then a name that starts with it, then any. */
export function bestMatch(types: readonly { label: string }[], query: string): number {
  const needle = query.trim().toLowerCase();
  if (needle === '') return 0;
  const score = (label: string) => {
    const l = label.toLowerCase();
    return l === needle ? 3 : l.startsWith(needle) ? 2 : l.includes(needle) ? 1 : 0;
  };
  let best = 0;
  types.forEach((t, i) => {
    if (score(t.label) > score(types[best]!.label)) best = i;
  });
  return best;
}
