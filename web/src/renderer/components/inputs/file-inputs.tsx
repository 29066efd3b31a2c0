/**
 * FILE_UPLOAD, PICTURE_UPLOAD, VIDEO_UPLOAD (one file) and MULTIPLE_FILE_UPLOAD (up to maxFiles):
 * a native file input (keyboard and screen-reader friendly), accept= from the question's file
 * types, a progress bar per upload and Remove for each file. Answers are the server's references.
 */
import FileText from 'lucide-react/icons/file-text';
import X from 'lucide-react/icons/x';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { UploadedFile } from '@core/api/public';
import { acceptAttribute, settingNumber } from '../../lib/question-settings';
import { useTranslator } from '../../i18n/translator-context';
import { useUploads } from '../../state/use-uploads';
import type { InputProps } from './input-props';
import { fieldClass } from './styles';
import { UploadProgressList } from './upload-progress';

function isFile(value: unknown): value is UploadedFile {
  return !!value && typeof value === 'object' && typeof (value as UploadedFile).fileId === 'string';
}

export function filesOf(value: unknown): UploadedFile[] {
  if (Array.isArray(value)) return value.filter(isFile);
  return isFile(value) ? [value] : [];
}

export function FileList({
  files,
  onRemove,
  listRef,
}: {
  files: UploadedFile[];
  onRemove: (fileId: string) => void;
  listRef?: RefObject<HTMLUListElement | null>;
}) {
  const { t, fileSize } = useTranslator();
  if (files.length === 0) return null;
  return (
    <ul ref={listRef} className="mt-3 grid gap-2" aria-label={t('uploadedFiles')}>
      {files.map((file) => (
        <li
          key={file.fileId}
          className="flex min-h-11 items-center gap-3 rounded-md border border-border bg-background py-1 ps-3 pe-1 text-sm"
        >
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <span className="shrink-0 text-muted-foreground">{fileSize(file.size)}</span>
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-muted"
            aria-label={t('removeItem', { name: file.name })}
            onClick={() => onRemove(file.fileId)}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function FileInput({
  question,
  value,
  onUpdate,
  ids,
  describedBy,
  invalid,
  required,
}: InputProps) {
  const { t } = useTranslator();
  const multiple = question.type === 'MULTIPLE_FILE_UPLOAD';
  const maxFiles = multiple ? (settingNumber(question, 'maxFiles') ?? 5) : 1;
  const files = filesOf(value);
  const { active, error, setError, upload } = useUploads(question, (file) =>
    onUpdate((previous) => (multiple ? [...filesOf(previous), file] : file)),
  );
  const room = maxFiles - files.length - active.length;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** The position of the file just removed, until focus has moved on from its gone button. */
  const removedAt = useRef<number | null>(null);
  const remove = (fileId: string) => {
    removedAt.current = files.findIndex((f) => f.fileId === fileId);
    onUpdate((previous) => {
      const rest = filesOf(previous).filter((f) => f.fileId !== fileId);
      return multiple && rest.length > 0 ? rest : undefined;
    });
  };
  // The pressed Remove button is gone with its file: keep the keyboard in the question, on the
  // next file's Remove, else on the file input, instead of dropping it at the top of the page.
  // A layout effect: it runs before the next key press on both runtimes (Preact runs plain effects
  // after the next frame, where a second Enter would find the keyboard at the top of the page).
  useLayoutEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    (buttons[Math.min(index, buttons.length - 1)] ?? inputRef.current)?.focus();
  });

  return (
    <div>
      <input
        ref={inputRef}
        id={ids.control}
        name={ids.control}
        type="file"
        accept={acceptAttribute(question)}
        multiple={multiple}
        disabled={multiple ? room <= 0 : active.length > 0}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        className={`${fieldClass} cursor-pointer py-1.5 file:me-3 file:min-h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:text-sm file:font-medium file:text-primary-foreground`}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (multiple && chosen.length > room) {
            setError(t('filesRoomLeft', { room, max: maxFiles }));
          }
          for (const file of chosen.slice(0, Math.max(room, multiple ? 0 : 1)))
            void upload(file, file.name);
        }}
      />
      {multiple ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('filesUpTo', { max: maxFiles })}</p>
      ) : files.length > 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('fileReplaces')}</p>
      ) : null}
      <UploadProgressList uploads={active} />
      {error ? (
        <p className="mt-2 text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <FileList files={files} onRemove={remove} listRef={listRef} />
    </div>
  );
}
