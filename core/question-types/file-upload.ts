import { defineSingleFileType } from './shared/file-reference';

/** Any type unless the author restricts it. */
export const FILE_UPLOAD_DEFAULTS = { fileTypes: null, maxFileSize: '10MB' };

export const fileUpload = defineSingleFileType('FILE_UPLOAD', 'File upload', FILE_UPLOAD_DEFAULTS);
