import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { t } from '@/lib/app-messages/app-messages';
import type { SettingsValues } from '../api/settings-values';
import { formSettingsMessages as m } from '../messages';
import { SettingsSection } from './settings-section';

/** When the form stops accepting responses, and what people see then. */
export function AvailabilitySection({ form }: { form: UseFormReturn<SettingsValues> }) {
  const { register, formState } = form;
  const id = useId();
  const errors = formState.errors;
  return (
    <SettingsSection title={t(m.availabilityTitle)} description={t(m.availabilityDescription)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-closes`}>{t(m.closeOn)}</Label>
          <Input
            id={`${id}-closes`}
            type="datetime-local"
            aria-describedby={`${id}-closes-hint`}
            {...register('closesAt')}
          />
          <FieldMessage id={`${id}-closes-hint`}>{t(m.closeOnHint)}</FieldMessage>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-max`}>{t(m.maxResponses)}</Label>
          <Input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={t(m.noLimit)}
            aria-invalid={errors.maxResponses ? true : undefined}
            aria-describedby={errors.maxResponses ? `${id}-max-error` : undefined}
            {...register('maxResponses')}
          />
          {errors.maxResponses ? (
            <FieldMessage tone="error" id={`${id}-max-error`}>
              {errors.maxResponses.message}
            </FieldMessage>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-closed`}>{t(m.closedMessage)}</Label>
        <Textarea
          id={`${id}-closed`}
          rows={3}
          placeholder={t(m.closedMessagePlaceholder)}
          aria-invalid={errors.closedMessage ? true : undefined}
          {...register('closedMessage')}
        />
        {errors.closedMessage ? (
          <FieldMessage tone="error">{errors.closedMessage.message}</FieldMessage>
        ) : null}
      </div>
    </SettingsSection>
  );
}
