import { defineSingleChoiceType } from './shared/choice';

export const dropdown = defineSingleChoiceType('DROPDOWN', 'Dropdown');
