/** Test support: the host's services for inputs rendered on their own. */
import type { UploadedFile } from '@core/api/public';
import type { RendererServices, UploadRequest } from '../state/renderer-context';

export function testServices(
  upload: (request: UploadRequest) => Promise<UploadedFile> = () =>
    Promise.reject(new Error('No uploads in this test')),
): RendererServices {
  return { draftId: 'draft1', captchaChallengeUrl: null, upload };
}
