import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { SettingText } from './setting-text';
import { SettingToggle } from './setting-toggle';

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** NUMBER: bounds, whole numbers only, decimal places and the placeholder. */
export function NumberSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  const s = question.settings;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingNumber
        label="Minimum"
        step="any"
        value={num(s.min)}
        error={errors.min}
        onChange={(min) => actions.setSettings({ min }, 'min')}
      />
      <SettingNumber
        label="Maximum"
        step="any"
        value={num(s.max)}
        error={errors.max}
        onChange={(max) => actions.setSettings({ max }, 'max')}
      />
      <SettingNumber
        label="Decimal places allowed"
        value={num(s.decimals)}
        min={0}
        max={10}
        placeholder="Any"
        error={errors.decimals}
        onChange={(decimals) => actions.setSettings({ decimals }, 'decimals')}
      />
      <SettingText
        label="Placeholder"
        value={String(s.placeholder ?? '')}
        maxLength={200}
        onChange={(placeholder) => actions.setSettings({ placeholder }, 'placeholder')}
      />
      <div className="sm:col-span-2">
        <SettingToggle
          label="Whole numbers only"
          checked={s.integerOnly === true}
          onChange={(integerOnly) => actions.setSettings({ integerOnly })}
        />
      </div>
    </div>
  );
}
