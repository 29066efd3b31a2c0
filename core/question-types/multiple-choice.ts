import { defineSingleChoiceType } from './shared/choice';

export const multipleChoice = defineSingleChoiceType('MULTIPLE_CHOICE', 'Multiple choice');
