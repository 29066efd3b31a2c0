import type { Question } from '@core/form/definition';
import { FieldMessage } from '@/components/ui/field-message';
import { SCALE_DEFAULT_MAX, SCALE_DEFAULT_MIN } from '@core/question-types/scale';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { SettingText } from './setting-text';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

/** SCALE: the two ends, their labels, and the step between points. */
export function ScaleSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  const min = question.scaleMin ?? SCALE_DEFAULT_MIN;
  const max = question.scaleMax ?? SCALE_DEFAULT_MAX;
  const toInt = (value: number | undefined) => (value === undefined ? null : Math.trunc(value));

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <SettingNumber
          label={t(m.lowestValue)}
          value={question.scaleMin}
          placeholder={String(SCALE_DEFAULT_MIN)}
          onChange={(value) => actions.update({ scaleMin: toInt(value) }, 'scaleMin')}
        />
        <SettingNumber
          label={t(m.highestValue)}
          value={question.scaleMax}
          placeholder={String(SCALE_DEFAULT_MAX)}
          onChange={(value) => actions.update({ scaleMax: toInt(value) }, 'scaleMax')}
        />
        <SettingNumber
          label={t(m.step)}
          value={typeof question.settings.step === 'number' ? question.settings.step : 1}
          min={1}
          max={100}
          error={errors.step}
          onChange={(step) => actions.setSettings({ step }, 'step')}
        />
      </div>
      {min >= max ? <FieldMessage tone="error">{t(m.highestAboveLowest)}</FieldMessage> : null}
      <ScaleLabels question={question} />
    </div>
  );
}

/** The words under each end of a scale (SCALE, NPS, NPS_RATING). */
export function ScaleLabels({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingText
        label={t(m.lowEndLabel)}
        value={question.scaleMinLabel ?? ''}
        maxLength={100}
        placeholder={t(m.lowEndPlaceholder)}
        onChange={(scaleMinLabel) => actions.update({ scaleMinLabel }, 'scaleMinLabel')}
      />
      <SettingText
        label={t(m.highEndLabel)}
        value={question.scaleMaxLabel ?? ''}
        maxLength={100}
        placeholder={t(m.highEndPlaceholder)}
        onChange={(scaleMaxLabel) => actions.update({ scaleMaxLabel }, 'scaleMaxLabel')}
      />
    </div>
  );
}
