/**
 * Calendar dates as ISO yyyy-mm-dd and times of day as 24-hour HH:MM. Both compare correctly as
 * plain strings, which is why they are stored this way and not as timestamps: no time zone can
 * shift a respondent's date.
 */
import { z } from 'zod';
import { MESSAGES } from '../../form/messages';
import { issueParams } from './issue-params';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar day: 2024-02-29 yes, 2023-02-29 and 2024-04-31 no. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export const isoDateSchema = z.string().refine(isIsoDate, MESSAGES.invalidInput);
export const timeOfDaySchema = z.string().regex(TIME_OF_DAY, MESSAGES.invalidInput);

/** Settings shared by the date types: the earliest and latest day a respondent may pick. */
export const dateRangeSettings = {
  minDate: isoDateSchema.optional(),
  maxDate: isoDateSchema.optional(),
};

export interface DateRange {
  minDate?: string | undefined;
  maxDate?: string | undefined;
}

export function dateRangeIsOrdered(range: DateRange): boolean {
  return !range.minDate || !range.maxDate || range.minDate <= range.maxDate;
}

export function dateWithin({ minDate, maxDate }: DateRange) {
  return isoDateSchema
    .refine(
      (v) => !minDate || v >= minDate,
      issueParams({ code: 'dateTooEarly', values: { date: minDate ?? '' } }),
    )
    .refine(
      (v) => !maxDate || v <= maxDate,
      issueParams({ code: 'dateTooLate', values: { date: maxDate ?? '' } }),
    );
}
