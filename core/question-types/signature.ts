/** The drawn signature is uploaded as the PNG the signature pad exports. */
import { defineSingleFileType } from './shared/file-reference';

export const signature = defineSingleFileType('SIGNATURE', 'Signature', {
  fileTypes: 'image/png',
  maxFileSize: '1MB',
});
