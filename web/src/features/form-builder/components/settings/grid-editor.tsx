import type { Question } from '@core/form/definition';
import { gridCols, gridRows, nextOptionIds } from '@core/form/option-identity';
import { LIKERT_COLUMNS } from '@core/question-types/likert-scale';
import { newOptionId } from '../../state/ids';
import { useQuestionActions } from '../../state/use-question-actions';
import { ListEditor } from './list-editor';
import { SettingToggle } from './setting-toggle';

/** MATRIX rows and columns; LIKERT_SCALE statements and the agreement scale. */
export function GridEditor({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const likert = question.type === 'LIKERT_SCALE';
  const rows = question.matrixRows ?? [];
  const cols = question.matrixCols?.length ? question.matrixCols : likert ? LIKERT_COLUMNS : [];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <ListEditor
          label={likert ? 'Statements' : 'Rows'}
          itemLabel={likert ? 'Statement' : 'Row'}
          items={rows}
          max={100}
          onChange={(matrixRows) =>
            actions.update({
              matrixRows,
              // Ids follow their labels, so a renamed row keeps its counts (ADR 037 addendum).
              matrixRowIds: nextOptionIds(gridRows(question), matrixRows, newOptionId),
            })
          }
        />
        <ListEditor
          label={likert ? 'Answer scale' : 'Columns'}
          itemLabel={likert ? 'Answer' : 'Column'}
          items={cols}
          min={2}
          max={50}
          onChange={(matrixCols) =>
            actions.update({
              matrixCols,
              matrixColIds: nextOptionIds(gridCols(question), matrixCols, newOptionId),
            })
          }
        />
      </div>
      <SettingToggle
        label="Require an answer in every row"
        hint="Once a respondent starts the grid, they finish it."
        checked={question.settings.requireAllRows === true}
        onChange={(requireAllRows) => actions.setSettings({ requireAllRows })}
      />
    </div>
  );
}
