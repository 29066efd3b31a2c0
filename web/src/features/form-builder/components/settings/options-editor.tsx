import { ListEditor } from './list-editor';
import { SettingToggle } from './setting-toggle';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

export interface OptionsEditorProps {
  options: readonly string[];
  onOptionsChange: (options: string[]) => void;
  /** Shown only for types that can offer an "Other" answer. */
  allowOther?: boolean;
  onAllowOtherChange?: (allowOther: boolean) => void;
}

/** The answer options of a choice question, with the "Other" switch where the type has one. */
export function OptionsEditor({
  options,
  onOptionsChange,
  allowOther,
  onAllowOtherChange,
}: OptionsEditorProps) {
  return (
    <ListEditor
      label={t(m.options)}
      kind="option"
      items={options}
      onChange={onOptionsChange}
      min={1}
      footer={
        onAllowOtherChange ? (
          <SettingToggle
            label={t(m.allowOther)}
            hint={t(m.allowOtherHint)}
            checked={allowOther ?? false}
            onChange={onAllowOtherChange}
          />
        ) : null
      }
    />
  );
}
