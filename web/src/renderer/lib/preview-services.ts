/**
 * A preview's stand-ins for the network: files stay in the browser as object URLs, the CAPTCHA
 * runs in ALTCHA's test mode, and a submission is accepted on the spot. Nothing leaves the page.
 */
import type { UploadedFile } from '@core/api/public';
import type { RendererServices, UploadRequest } from '../state/renderer-context';
import type { SubmitOutcome } from './submit-outcome';

export const PREVIEW_DRAFT_ID = 'preview';

export interface PreviewServices extends RendererServices {
  /** Frees every object URL handed out (when the preview goes away). */
  release: () => void;
}

export function previewServices(): PreviewServices {
  const urls = new Set<string>();
  return {
    draftId: PREVIEW_DRAFT_ID,
    captchaChallengeUrl: null,
    upload: async ({ file, fileName, onProgress, signal }: UploadRequest) => {
      if (signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError');
      const url = URL.createObjectURL(file);
      urls.add(url);
      onProgress?.(1);
      const uploaded: UploadedFile = {
        // An object URL is at most about 90 characters, inside a file reference's 128.
        fileId: url,
        name: fileName,
        size: file.size,
        mimeType: file.type,
      };
      return uploaded;
    },
    release: () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    },
  };
}

/** A preview's submission: accepted, so the thank-you screen shows, and sent nowhere. */
export const acceptInPreview = async (): Promise<SubmitOutcome> => ({
  kind: 'accepted',
  responseId: 0,
});
