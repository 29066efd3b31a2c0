import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { SettingText } from './setting-text';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

/** The earliest and latest day to pick; for MULTIPLE_DATE_PICKER also how many days. */
export function DateSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  const multi = question.type === 'MULTIPLE_DATE_PICKER';
  const date = (key: 'minDate' | 'maxDate') => String(question.settings[key] ?? '');
  const setDate = (key: 'minDate' | 'maxDate', value: string) =>
    actions.setSettings({ [key]: value === '' ? undefined : value });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingText
        type="date"
        label={t(m.earliestDate)}
        value={date('minDate')}
        error={errors.minDate}
        onChange={(value) => setDate('minDate', value)}
      />
      <SettingText
        type="date"
        label={t(m.latestDate)}
        value={date('maxDate')}
        error={errors.maxDate ?? (multi ? errors._ : undefined)}
        onChange={(value) => setDate('maxDate', value)}
      />
      {multi ? (
        <>
          <SettingNumber
            label={t(m.fewestDays)}
            value={Number(question.settings.minCount ?? 1)}
            min={1}
            max={366}
            onChange={(minCount) => actions.setSettings({ minCount: minCount ?? 1 }, 'minCount')}
          />
          <SettingNumber
            label={t(m.mostDays)}
            value={Number(question.settings.maxCount ?? 366)}
            min={1}
            max={366}
            error={errors.maxCount}
            onChange={(maxCount) => actions.setSettings({ maxCount: maxCount ?? 366 }, 'maxCount')}
          />
        </>
      ) : null}
    </div>
  );
}
