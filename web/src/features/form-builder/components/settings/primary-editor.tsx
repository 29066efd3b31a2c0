import type { Question } from '@core/form/definition';
import { nextOptionIds } from '@core/form/option-identity';
import { newOptionId } from '../../state/ids';
import { useQuestionActions } from '../../state/use-question-actions';
import { LogicBlocksEditor } from '../logic/logic-blocks-editor';
import { GridEditor } from './grid-editor';
import { ImageChoiceEditor } from './image-choice-editor';
import { OptionsEditor } from './options-editor';

/**
 * The part of a question that is its content rather than a setting, shown open on the card:
 * options, picture options, grid rows and columns, or a logic item's blocks.
 */
export function PrimaryEditor({ question }: { question: Question }) {
  switch (question.type) {
    case 'MULTIPLE_CHOICE':
    case 'CHECKBOX':
    case 'DROPDOWN':
    case 'RANKING':
      return <ChoiceOptions question={question} />;
    case 'IMAGE_CHOICE':
      return <ImageChoiceEditor question={question} />;
    case 'MATRIX':
    case 'LIKERT_SCALE':
      return <GridEditor question={question} />;
    case 'SURVEY_LOGIC':
      return <LogicBlocksEditor question={question} />;
    default:
      return null;
  }
}

function ChoiceOptions({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const hasOther = question.type !== 'RANKING';
  return (
    <OptionsEditor
      options={question.options ?? []}
      onOptionsChange={(options) =>
        actions.update(
          { options, optionIds: nextOptionIds(question, options, newOptionId) },
          'options',
        )
      }
      allowOther={question.settings.allowOther === true}
      onAllowOtherChange={
        hasOther ? (allowOther) => actions.setSettings({ allowOther }) : undefined
      }
    />
  );
}
