import { defineTextType } from './shared/text';

export const longText = defineTextType({
  type: 'LONG_TEXT',
  label: 'Long text',
  ceiling: 20_000,
  placeholder: 'Type your answer here...',
});
