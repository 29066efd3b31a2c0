import { defineTextType } from './shared/text';

export const shortText = defineTextType({
  type: 'SHORT_TEXT',
  label: 'Short text',
  ceiling: 1000,
  placeholder: 'Type your answer here...',
});
