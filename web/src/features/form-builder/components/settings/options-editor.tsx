import { ListEditor } from './list-editor';
import { SettingToggle } from './setting-toggle';

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
      label="Options"
      itemLabel="Option"
      items={options}
      onChange={onOptionsChange}
      min={1}
      footer={
        onAllowOtherChange ? (
          <SettingToggle
            label="Allow “Other”"
            hint="Respondents may type their own answer."
            checked={allowOther ?? false}
            onChange={onAllowOtherChange}
          />
        ) : null
      }
    />
  );
}
