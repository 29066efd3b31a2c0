import { defineMessages } from '@/lib/app-messages/app-messages';

/** The builder's logic tab: rules on a question, SURVEY_LOGIC blocks, their actions and findings. */
export const builderLogicMessages = defineMessages({
  // Rules on a question
  rulesIntro:
    'Rules run when the respondent reaches this question. A question that a rule shows stays hidden until the rule fires.',
  addRule: 'Add rule',
  // SURVEY_LOGIC blocks
  blocksIntro: 'Respondents never see this item. Its blocks run when the form reaches this point.',
  blockCondition: 'Condition: run the actions',
  blockEnding: 'Ending: run the actions, then end the form',
  blockJump: 'Jump: skip ahead',
  blockKind: 'Block {number} kind',
  blockName: 'Block {number} name',
  blockNamePlaceholder: 'Name (optional)',
  addBlock: 'Add block',
  // One rule or block
  ruleName: '{kind, select, block {Block} other {Rule}} {number}',
  removeRule: 'Remove {kind, select, block {block} other {rule}}',
  howConditionsCombine:
    '{kind, select, block {Block} other {Rule}} {number}: how conditions combine',
  allConditions: 'All conditions (AND)',
  anyCondition: 'Any condition (OR)',
  addCondition: 'Add condition',
  addAction: 'Add action',
  // One action
  then: 'Then',
  removeAction: 'Remove action {number}',
  actionType: 'Action {number} type',
  actionQuestion: 'Action {number} question',
  actionDestination: 'Action {number} destination',
  actionValue: 'Action {number} value',
  actionStoreIn: 'Action {number} store in',
  actionVariableName: 'Action {number} variable name',
  actionFormula: 'Action {number} formula',
  actionInsertAnswer: 'Action {number} insert an answer',
  chooseQuestion: 'Choose a question…',
  notAfterThisOne: '{question} (not after this one)',
  missingQuestion: 'Missing question',
  pages: 'Pages',
  pageAfterQuestion: 'Page after question {number}',
  pageOption: 'Page: {name}',
  valuePlaceholder: 'Value to store',
  storeResultIn: 'Store the result in…',
  aVariable: 'A variable',
  insertAnswer: 'Insert an answer into the formula…',
  formulaHelp:
    'Use + − * / ( ) and min, max, sum, avg, round, if. Answers that are not numbers count as 0.',
  // Findings
  logicProblems: 'Logic problems',
  errorPrefix: 'Error: ',
  warningPrefix: 'Warning: ',
});
