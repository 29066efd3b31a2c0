import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { BRAND_LOGO_TYPES } from '@core/api/brand-kit';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { cn } from '@/lib/utils';
import { logoProblem, uploadErrorMessage, uploadLogo } from '../api/brand-kit-api';
import { t } from '@/lib/app-messages/app-messages';
import { brandKitMessages as m } from '../messages';

export interface LogoFieldProps {
  value: string | null;
  onChange: (logoUrl: string | null) => void;
  disabled?: boolean;
}

/**
 * The kit's logo: dropped on the box or chosen with the button (the keyboard's way in). The file
 * is uploaded at once, and the kit keeps the address the server answers; the kit itself changes
 * only when it is saved.
 */
export function LogoField({ value, onChange, disabled = false }: LogoFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoProblem(file);
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      onChange(await uploadLogo(file));
    } catch (err) {
      setError(uploadErrorMessage(err));
    } finally {
      setUploading(false);
      // The same file chosen again after an error should upload again.
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !uploading) void upload(event.dataTransfer.files[0]);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {t(m.logoSection)}
      </p>
      <div
        data-testid="logo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-4 text-center sm:flex-row sm:text-left',
          dragging ? 'border-primary bg-primary-soft' : 'border-border bg-subtle',
        )}
      >
        <div className="flex h-16 w-full items-center justify-center rounded-md border border-border bg-background sm:w-40 sm:shrink-0">
          {value ? (
            <img src={value} alt={t(m.logoAlt)} className="h-14 w-full object-scale-down p-1" />
          ) : (
            <ImageUp aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t(m.logoHint)}
          </p>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <Button
              type="button"
              variant="outline"
              disabled={disabled || uploading}
              aria-describedby={`${id}-hint ${id}-status`}
              onClick={() => input.current?.click()}
            >
              <ImageUp aria-hidden="true" />
              {uploading ? t(m.uploading) : value ? t(m.replaceLogo) : t(m.chooseLogo)}
            </Button>
            {value ? (
              <Button
                type="button"
                variant="ghost"
                disabled={disabled || uploading}
                onClick={() => {
                  setError(null);
                  onChange(null);
                }}
              >
                <Trash2 aria-hidden="true" />
                {t(m.removeLogo)}
              </Button>
            ) : null}
          </div>
        </div>
        <input
          ref={input}
          type="file"
          accept={BRAND_LOGO_TYPES.join(',')}
          className="hidden"
          tabIndex={-1}
          data-testid="logo-file"
          disabled={disabled || uploading}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {error ? (
          <FieldMessage tone="error" className="text-sm">
            {error}
          </FieldMessage>
        ) : uploading ? (
          <FieldMessage>{t(m.uploadingLogo)}</FieldMessage>
        ) : null}
      </div>
    </div>
  );
}
