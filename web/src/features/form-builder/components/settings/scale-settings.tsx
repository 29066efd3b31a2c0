import type { Question } from '@core/form/definition';
import { FieldMessage } from '@/components/ui/field-message';
import { SCALE_DEFAULT_MAX, SCALE_DEFAULT_MIN } from '@core/question-types/scale';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { SettingText } from './setting-text';

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
          label="Lowest value"
          value={question.scaleMin}
          placeholder={String(SCALE_DEFAULT_MIN)}
          onChange={(value) => actions.update({ scaleMin: toInt(value) }, 'scaleMin')}
        />
        <SettingNumber
          label="Highest value"
          value={question.scaleMax}
          placeholder={String(SCALE_DEFAULT_MAX)}
          onChange={(value) => actions.update({ scaleMax: toInt(value) }, 'scaleMax')}
        />
        <SettingNumber
          label="Step"
          value={typeof question.settings.step === 'number' ? question.settings.step : 1}
          min={1}
          max={100}
          error={errors.step}
          onChange={(step) => actions.setSettings({ step }, 'step')}
        />
      </div>
      {min >= max ? (
        <FieldMessage tone="error">The highest value must be above the lowest.</FieldMessage>
      ) : null}
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
        label="Label at the low end"
        value={question.scaleMinLabel ?? ''}
        maxLength={100}
        placeholder="e.g. Not at all likely"
        onChange={(scaleMinLabel) => actions.update({ scaleMinLabel }, 'scaleMinLabel')}
      />
      <SettingText
        label="Label at the high end"
        value={question.scaleMaxLabel ?? ''}
        maxLength={100}
        placeholder="e.g. Extremely likely"
        onChange={(scaleMaxLabel) => actions.update({ scaleMaxLabel }, 'scaleMaxLabel')}
      />
    </div>
  );
}
