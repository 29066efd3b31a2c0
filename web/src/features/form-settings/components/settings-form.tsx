import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useState } from 'react';
import type { FormDetail } from '@core/api/forms';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/app-messages/app-messages';
import { colourUse } from '@/lib/core-texts/core-texts';
import { isStaleVersion } from '@/lib/forms-api';
import { useBeforeUnload } from '@/lib/use-before-unload';
import {
  settingsValuesSchema,
  valuesFromDetail,
  type SettingsValues,
} from '../api/settings-values';
import { useSaveSettings } from '../api/use-save-settings';
import { formSettingsMessages as m } from '../messages';
import { AvailabilitySection } from './availability-section';
import { ColourField } from '@/components/ui/colour-field';
import { AppearanceSection } from './appearance-section';
import { SettingsConflictDialog } from './settings-conflict-dialog';
import { SettingsSection } from './settings-section';
import { ThemePreview } from './theme-preview';
import { ThemeSection } from './theme-section';
import { withAppWords } from '@/lib/core-texts/app-resolver';

const COLOUR_FIELDS = [
  ['backgroundColor', m.colourBackground],
  ['textColor', m.colourText],
  ['primaryColor', m.colourPrimary],
  ['secondaryColor', m.colourSecondary],
  ['accentColor', m.colourAccent],
] as const;
type ColourName = (typeof COLOUR_FIELDS)[number][0];

const FOLLOWS_PRIMARY = new Set<ColourName>(['secondaryColor', 'accentColor']);

function colourHint(name: ColourName): string | undefined {
  if (name === 'backgroundColor' || name === 'textColor') return undefined;
  const use = colourUse(name);
  return FOLLOWS_PRIMARY.has(name) ? t(m.colourFollowsPrimary, { use }) : use;
}

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
    resolver: withAppWords(zodResolver(settingsValuesSchema)),
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
      toast({ title: t(m.settingsSaved), variant: 'success' });
    } catch (error) {
      if (isStaleVersion(error)) setConflict(true);
      else
        toast({
          title: t(m.saveError),
          description: t(m.pleaseTryAgain),
          variant: 'destructive',
        });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ThemeSection form={form} />
          <SettingsSection title={t(m.coloursTitle)} description={t(m.coloursDescription)}>
            <div className="grid gap-4 sm:grid-cols-3">
              {COLOUR_FIELDS.map(([name, label]) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <ColourField
                      label={t(label)}
                      hint={colourHint(name)}
                      // Secondary and accent left empty are the primary colour: show it.
                      fallback={FOLLOWS_PRIMARY.has(name) ? values.primaryColor : undefined}
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
        <aside className="lg:sticky lg:top-24 lg:self-start" aria-label={t(m.previewLabel)}>
          <ThemePreview values={values} />
        </aside>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <p role="status" className="text-sm text-muted-foreground">
          {save.isPending ? t(m.saving) : formState.isDirty ? t(m.unsavedChanges) : t(m.allSaved)}
        </p>
        <div className="ml-auto flex gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!formState.isDirty || save.isPending}
            onClick={() => reset()}
          >
            {t(m.discardChanges)}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t(m.saving) : t(m.saveSettings)}
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
