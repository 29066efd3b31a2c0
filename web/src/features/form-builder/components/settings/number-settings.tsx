import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { SettingText } from './setting-text';
import { SettingToggle } from './setting-toggle';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** NUMBER: bounds, whole numbers only, decimal places and the placeholder. */
export function NumberSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  const s = question.settings;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingNumber
        label={t(m.minimum)}
        step="any"
        value={num(s.min)}
        error={errors.min}
        onChange={(min) => actions.setSettings({ min }, 'min')}
      />
      <SettingNumber
        label={t(m.maximum)}
        step="any"
        value={num(s.max)}
        error={errors.max}
        onChange={(max) => actions.setSettings({ max }, 'max')}
      />
      <SettingNumber
        label={t(m.decimalPlaces)}
        value={num(s.decimals)}
        min={0}
        max={10}
        placeholder={t(m.any)}
        error={errors.decimals}
        onChange={(decimals) => actions.setSettings({ decimals }, 'decimals')}
      />
      <SettingText
        label={t(m.placeholder)}
        value={String(s.placeholder ?? '')}
        maxLength={200}
        onChange={(placeholder) => actions.setSettings({ placeholder }, 'placeholder')}
      />
      <div className="sm:col-span-2">
        <SettingToggle
          label={t(m.wholeNumbersOnly)}
          checked={s.integerOnly === true}
          onChange={(integerOnly) => actions.setSettings({ integerOnly })}
        />
      </div>
    </div>
  );
}
