/** Pieces shared by the integer-scored types (RATING, SCALE, NPS, NPS_RATING). */
import { z } from 'zod';
import type { AnswerChoices } from '../types';
import { NUMERIC_OPERATORS } from './operators';

export const RATING_ICONS = ['star', 'heart', 'number'] as const;
export const ratingIconSchema = z.enum(RATING_ICONS);

export function integerBetween(min: number, max: number) {
  return z.number().int().min(min).max(max);
}

/**
 * A scale longer than this is not listed point by point: an author's 0-1000 scale reads better as
 * the values people gave than as a thousand rows of zeros.
 */
const MAX_SCALE_POINTS = 101;

/** Every score from `min` to `max` by `step`, as answers name them (their digits). */
export function scaleChoices(min: number, max: number, step = 1): AnswerChoices | null {
  if (!(step > 0) || max < min || (max - min) / step + 1 > MAX_SCALE_POINTS) return null;
  const values: string[] = [];
  for (let value = min; value <= max; value += step) values.push(String(value));
  return { values };
}

/** Numbers export as plain digits so spreadsheets can sum them. */
export const numberToPlainText = (answer: number) => String(answer);

/** The parts every scored type has in common. */
export const scoredTypeBase = {
  category: 'rating',
  summary: 'numbers',
  operators: NUMERIC_OPERATORS,
  toPlainText: numberToPlainText,
} as const;

/** Net Promoter Score: how likely to recommend, 0 to 10 (0-6 detractor, 9-10 promoter). */
export const NPS_MIN = 0;
export const NPS_MAX = 10;
export const npsAnswerSchema = integerBetween(NPS_MIN, NPS_MAX);
export const npsChoices = () => scaleChoices(NPS_MIN, NPS_MAX);
export const NPS_LABELS = { scaleMinLabel: 'Not at all likely', scaleMaxLabel: 'Extremely likely' };
