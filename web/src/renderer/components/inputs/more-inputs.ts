/**
 * Question inputs that few forms use and that need no chunk of their own to follow (picture
 * choices, grids, ranking, time ranges, several dates), split from the form page's app so a form
 * without them does not pay for them (issue 29 item 4: at most 100 KB of script in all). A form
 * that shows one loads this chunk before its first page hydrates (loadInputsFor) or right after
 * the first paint (preloadInputsFor), as the advanced inputs are.
 */
export { MultipleDatesInput, TimeRangeInput } from './date-range-inputs';
export { GridInput } from './grid-input';
export { ImageChoiceInput } from './image-choice-input';
export { RankingInput } from './ranking-input';
