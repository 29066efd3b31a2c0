/**
 * What the renderer needs from its host to reach the outside world. The renderer itself never
 * calls the network: the public page gives it the real uploads and CAPTCHA challenges, a preview
 * gives it local stand-ins (see preview-services.ts), so the same inputs serve both.
 */
import { createContext, useContext } from 'react';
import type { UploadedFile } from '@core/api/public';

export interface UploadRequest {
  questionId: string;
  file: Blob;
  fileName: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface RendererServices {
  /** The response being filled in: a pending payment is recorded against it. */
  draftId: string;
  /** Stores one file for a question and resolves to the reference the answer keeps. */
  upload: (request: UploadRequest) => Promise<UploadedFile>;
  /**
   * Where the CAPTCHA question fetches its challenge. null shows the real widget in ALTCHA's test
   * mode, which verifies locally and fetches nothing (previews).
   */
  captchaChallengeUrl: string | null;
  /**
   * A question's input is in the page (rendered, or hydrated from the server's HTML), called from
   * inside its Suspense boundary: the public page takes over what the respondent entered in the
   * server's HTML before the script ran (ADR 038).
   */
  onInputMounted?: (questionId: string) => void;
}

export const RendererContext = createContext<RendererServices | null>(null);

export function useRendererServices(): RendererServices {
  const value = useContext(RendererContext);
  if (!value) throw new Error('useRendererServices needs a RendererContext provider');
  return value;
}
