import { defineSingleFileType } from './shared/file-reference';

/** Phone videos run to hundreds of megabytes; the server's upload limit still applies. */
export const videoUpload = defineSingleFileType('VIDEO_UPLOAD', 'Video upload', {
  fileTypes: 'video/*',
  maxFileSize: '200MB',
});
