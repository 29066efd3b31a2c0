import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FORM_IMAGE_MAX_BYTES, FORM_IMAGE_TYPES } from '@core/api/form-images';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { isApiError } from '@/lib/api-client';
import { uploadFormImage } from '@/lib/forms-api';
import { useBuilderFormId } from '../../state/builder-context';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

export const PICTURE_TOO_LARGE = m.pictureTooLarge;
const PICTURE_WRONG_TYPE = m.pictureWrongType;

/** What went wrong, in words the person can act on; the server's own words where it has them. */
function pictureUploadError(error: unknown): string {
  if (!isApiError(error)) return t(m.pictureOffline);
  if (error.status === 413) return error.serverMessage ?? t(PICTURE_TOO_LARGE);
  if (error.status === 415 || error.status === 400)
    return error.serverMessage ?? t(PICTURE_WRONG_TYPE);
  if (error.status === 403) return error.serverMessage ?? t(m.pictureEditorsOnly);
  return t(m.pictureFailed);
}

/**
 * "Upload picture" beside an option's address field (issue 28): the file goes to the server at
 * once and the option keeps the address it answers, which the form saves like a typed one.
 */
export function PictureUploadButton({
  optionName,
  onUploaded,
}: {
  optionName: string;
  onUploaded: (url: string) => void;
}) {
  const formId = useBuilderFormId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > FORM_IMAGE_MAX_BYTES) return setError(t(PICTURE_TOO_LARGE));
    setError(null);
    setUploading(true);
    try {
      onUploaded(await uploadFormImage(formId, file));
    } catch (err) {
      setError(pictureUploadError(err));
    } finally {
      setUploading(false);
      // The same file chosen again after an error should upload again.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="shrink-0"
        disabled={uploading}
        aria-label={t(m.uploadPictureFor, { name: optionName })}
        aria-describedby={statusId}
        onClick={() => input.current?.click()}
      >
        <ImageUp aria-hidden="true" />
        {t(uploading ? m.uploading : m.uploadPicture)}
      </Button>
      <input
        ref={input}
        type="file"
        accept={FORM_IMAGE_TYPES.join(',')}
        className="hidden"
        tabIndex={-1}
        data-testid={`picture-file-${optionName}`}
        disabled={uploading}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <div id={statusId} aria-live="polite" className="basis-full">
        {error ? <FieldMessage tone="error">{error}</FieldMessage> : null}
      </div>
    </>
  );
}
