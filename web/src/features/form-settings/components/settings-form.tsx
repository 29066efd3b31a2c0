import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useState } from 'react';
import type { FormDetail } from '@core/api/forms';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isStaleVersion } from '@/lib/forms-api';
import { useBeforeUnload } from '@/lib/use-before-unload';
import {
  settingsValuesSchema,
  valuesFromDetail,
  type SettingsValues,
} from '../api/settings-values';
import { useSaveSettings } from '../api/use-save-settings';
import { AvailabilitySection } from './availability-section';
import { ColourField } from '@/components/ui/colour-field';
import { AppearanceSection } from './appearance-section';
import { SettingsConflictDialog } from './settings-conflict-dialog';
import { SettingsSection } from './settings-section';
import { ThemePreview } from './theme-preview';
import { ThemeSection } from './theme-section';

/** Every theme field and the availability options, saved together with one PUT. */
export function SettingsForm({
  detail,
  onReload,
}: {
  detail: FormDetail;
  onReload: () => Promise<FormDetail>;
}) {
  const save = useSaveSettings(detail.id);
  const [conflict, setConflict] = useState(false);
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsValuesSchema),
    defaultValues: valuesFromDetail(detail),
    mode: 'onTouched',
  });
  const { control, handleSubmit, formState, reset } = form;
  const values = useWatch({ control }) as SettingsValues;
  useBeforeUnload(formState.isDirty);

  const onSubmit = handleSubmit(async (submitted) => {
    try {
      const saved = await save.mutateAsync(submitted);
      reset(valuesFromDetail(saved));
      toast({ title: 'Settings saved', variant: 'success' });
    } catch (error) {
      if (isStaleVersion(error)) setConflict(true);
      else
        toast({
          title: "Couldn't save the settings",
          description: 'Please try again.',
          variant: 'destructive',
        });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ThemeSection form={form} />
          <SettingsSection
            title="Colours"
            description="Applied to the page, the text and the buttons."
          >
            <div className="grid gap-4 sm:grid-cols-3">
              {(
                [
                  ['backgroundColor', 'Background'],
                  ['primaryColor', 'Buttons and accents'],
                  ['textColor', 'Text'],
                ] as const
              ).map(([name, label]) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <ColourField
                      label={label}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ))}
            </div>
          </SettingsSection>
          <AppearanceSection form={form} />
          <AvailabilitySection form={form} />
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start" aria-label="Preview">
          <ThemePreview values={values} />
        </aside>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <p role="status" className="text-sm text-muted-foreground">
          {save.isPending
            ? 'Saving…'
            : formState.isDirty
              ? 'You have unsaved changes'
              : 'All changes saved'}
        </p>
        <div className="ml-auto flex gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!formState.isDirty || save.isPending}
            onClick={() => reset()}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </Button>
        </div>
      </div>
      <SettingsConflictDialog
        open={conflict}
        onReload={async () => {
          const fresh = await onReload();
          reset(valuesFromDetail(fresh));
          setConflict(false);
        }}
      />
    </form>
  );
}
