import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** How many boxes a CHECKBOX respondent must and may tick. */
export function SelectionLimits({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  const count = question.options?.length ?? 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingNumber
        label={t(m.minSelections)}
        value={num(question.settings.minSelections)}
        min={1}
        max={Math.max(1, count)}
        placeholder="1"
        error={errors.minSelections}
        onChange={(minSelections) => actions.setSettings({ minSelections }, 'minSelections')}
      />
      <SettingNumber
        label={t(m.maxSelections)}
        value={num(question.settings.maxSelections)}
        min={1}
        max={Math.max(1, count)}
        placeholder={t(m.noLimit)}
        error={errors.maxSelections}
        onChange={(maxSelections) => actions.setSettings({ maxSelections }, 'maxSelections')}
      />
    </div>
  );
}
