/**
 * SIGNATURE: draw on a pad (loaded only when this question is shown) or type a name instead, which
 * is drawn in a handwriting style. Either way the result is a PNG uploaded like any file; the
 * answer is its file reference. Typing is the keyboard- and screen-reader-friendly way.
 */
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslator } from '../../i18n/translator-context';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useUploads } from '../../state/use-uploads';
import { filesOf } from './file-inputs';
import type { InputProps } from './input-props';
import { cx, fieldClass, smallButton } from './styles';
import { UploadProgressList } from './upload-progress';

const pad = preloadableLazy(() => import('./signature-pad').then((m) => m.SignaturePad));
const SignaturePad = pad.Component;
/** Loads the pad (shown first), for a first page hydrated with it on (loadInputsFor). */
export const preloadSignaturePad = pad.preload;

const FILE_NAME = 'signature.png';

function TypedSignature({
  id,
  busy,
  onSave,
}: {
  id: string;
  busy: boolean;
  onSave: (blob: Blob) => void;
}) {
  const { t } = useTranslator();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    setProblem(null);
    const { renderTypedSignature } = await import('./signature-pad');
    const blob = await renderTypedSignature(name.trim());
    if (blob) onSave(blob);
    else setProblem(t('signatureImageFailed'));
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('typeFullName')}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="name"
        className={`${fieldClass} font-serif text-xl italic`}
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (name.trim()) void save();
          }
        }}
      />
      <div>
        <button
          type="button"
          className={smallButton}
          disabled={!name.trim() || busy}
          onClick={() => void save()}
        >
          {t('useSignature')}
        </button>
      </div>
      {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
    </div>
  );
}

export function SignatureInput({ question, value, onChange, ids }: InputProps) {
  const { t } = useTranslator();
  const file = filesOf(value)[0];
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [preview, setPreview] = useState<string | null>(null);
  const { active, error, upload } = useUploads(question, (uploaded) => onChange(uploaded));
  const root = useRef<HTMLDivElement>(null);
  /** Saving or signing again swaps the controls: where the keyboard goes once they are in. */
  const focusNext = useRef<'saved' | 'again' | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  // The control that had the keyboard is gone: move it to its successor, not the page's top.
  // A layout effect: it runs before the next key press on both runtimes (Preact runs plain effects
  // after the next frame, where a second Enter would find the keyboard at the top of the page).
  useLayoutEffect(() => {
    const next = focusNext.current;
    if (!next || !root.current) return;
    const target =
      next === 'saved'
        ? root.current.querySelector<HTMLElement>('[data-sign-again]')
        : (document.getElementById(`${ids.control}-typed`) ??
          root.current.querySelector<HTMLElement>('[aria-pressed="true"]'));
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  const save = async (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    if (await upload(blob, FILE_NAME)) {
      focusNext.current = 'saved';
      setPreview(url);
    } else URL.revokeObjectURL(url);
  };

  if (file) {
    return (
      <div className="grid gap-3" ref={root}>
        {preview ? (
          <img
            src={preview}
            alt={t('yourSignature')}
            className="h-28 w-full max-w-md rounded-md border border-border bg-white object-contain"
          />
        ) : null}
        <p id={`${ids.control}-saved`} className="text-sm text-muted-foreground" role="status">
          {t('signatureSaved')}
        </p>
        <div>
          <button
            type="button"
            data-sign-again=""
            aria-describedby={`${ids.control}-saved`}
            className={smallButton}
            onClick={() => {
              focusNext.current = 'again';
              setPreview(null);
              onChange(undefined);
            }}
          >
            {t('signAgain')}
          </button>
        </div>
      </div>
    );
  }
  const busy = active.length > 0;
  return (
    <div className="grid gap-3" ref={root}>
      <div className="flex flex-wrap gap-2">
        {(['draw', 'type'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            className={cx(
              smallButton,
              mode === m && 'border-(--fl-accent-edge) bg-(--fl-accent-soft)',
            )}
            onClick={() => setMode(m)}
          >
            {m === 'draw' ? t('draw') : t('typeNameInstead')}
          </button>
        ))}
      </div>
      {mode === 'draw' ? (
        <Suspense
          fallback={<p className="text-sm text-muted-foreground">{t('loadingSignaturePad')}</p>}
        >
          <SignaturePad busy={busy} onSave={(blob) => void save(blob)} />
        </Suspense>
      ) : (
        <TypedSignature
          id={`${ids.control}-typed`}
          busy={busy}
          onSave={(blob) => void save(blob)}
        />
      )}
      <UploadProgressList uploads={active} />
      {error ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
