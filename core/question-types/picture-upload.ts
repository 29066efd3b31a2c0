import { defineSingleFileType } from './shared/file-reference';

export const pictureUpload = defineSingleFileType('PICTURE_UPLOAD', 'Picture upload', {
  fileTypes: 'image/*',
  maxFileSize: '10MB',
});
