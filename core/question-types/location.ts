/** A point on the map (WGS 84 degrees), with the address text when the respondent searched one. */
import { z } from 'zod';
import { defineQuestionType, noSettingsSchema } from './shared/define';
import { PRESENCE_OPERATORS } from './shared/operators';

const locationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  address: z.string().trim().max(500).optional(),
});
type Location = z.infer<typeof locationSchema>;

export const location = defineQuestionType({
  type: 'LOCATION',
  label: 'Location',
  category: 'advanced',
  summary: 'recent',
  settingsSchema: noSettingsSchema,
  defaults: () => ({ settings: {} }),
  answerSchema: () => locationSchema,
  operators: PRESENCE_OPERATORS,
  toPlainText: ({ lat, lng, address }: Location) =>
    address ? `${address} (${lat}, ${lng})` : `${lat}, ${lng}`,
});
