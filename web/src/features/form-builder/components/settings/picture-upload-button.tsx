import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FORM_IMAGE_MAX_BYTES, FORM_IMAGE_TYPES } from '@core/api/form-images';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { isApiError } from '@/lib/api-client';
import { uploadFormImage } from '@/lib/forms-api';
import { useBuilderFormId } from '../../state/builder-context';

export const PICTURE_TOO_LARGE = 'That file is larger than 2 MB. Choose a smaller picture.';
const PICTURE_WRONG_TYPE = 'Use a PNG, JPEG or SVG image for the picture.';

/** What went wrong, in words the person can act on; the server's own words where it has them. */
function pictureUploadError(error: unknown): string {
  if (!isApiError(error))
    return "Couldn't upload the picture. Check your connection and try again.";
  if (error.status === 413) return error.serverMessage ?? PICTURE_TOO_LARGE;
  if (error.status === 415 || error.status === 400)
    return error.serverMessage ?? PICTURE_WRONG_TYPE;
  if (error.status === 403)
    return error.serverMessage ?? 'Only the form’s editors can upload pictures.';
  return "Couldn't upload the picture. Please try again.";
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
    if (file.size > FORM_IMAGE_MAX_BYTES) return setError(PICTURE_TOO_LARGE);
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
        aria-label={`Upload picture for ${optionName}`}
        aria-describedby={statusId}
        onClick={() => input.current?.click()}
      >
        <ImageUp aria-hidden="true" />
        {uploading ? 'Uploading…' : 'Upload picture'}
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
