import type { Question } from '@core/form/definition';
import { gridCols, gridRows, nextOptionIds } from '@core/form/option-identity';
import { LIKERT_COLUMNS } from '@core/question-types/likert-scale';
import { newOptionId } from '../../state/ids';
import { useQuestionActions } from '../../state/use-question-actions';
import { ListEditor } from './list-editor';
import { SettingToggle } from './setting-toggle';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

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
          label={t(likert ? m.statements : m.rows)}
          kind={likert ? 'statement' : 'row'}
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
          label={t(likert ? m.answerScale : m.columns)}
          kind={likert ? 'answer' : 'column'}
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
        label={t(m.requireAllRows)}
        hint={t(m.requireAllRowsHint)}
        checked={question.settings.requireAllRows === true}
        onChange={(requireAllRows) => actions.setSettings({ requireAllRows })}
      />
    </div>
  );
}
