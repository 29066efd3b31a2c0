import { describe, expect, it } from 'vitest';
import { getQuestionType } from './registry';
import { accept, makeQuestion, reject, runAnswerCase } from './shared/answer-cases';
import { acceptsFile, formatFileSize, parseFileSize } from './shared/file-reference';

const INVALID = 'Invalid input';
const file = (name: string, mimeType: string, size = 1000, fileId = name) => ({
  fileId,
  name,
  size,
  mimeType,
});
const pdf = file('cv.pdf', 'application/pdf');
const png = file('me.png', 'image/png');
const mp4 = file('clip.mp4', 'video/mp4');

const cases = [
  accept('FILE_UPLOAD', pdf),
  accept('FILE_UPLOAD', { ...pdf, extra: 'dropped' }, {}, pdf),
  reject('FILE_UPLOAD', { ...pdf, size: 11 * 1024 * 1024 }, 'File must be at most 10 MB'),
  accept('FILE_UPLOAD', { ...pdf, size: 10 * 1024 * 1024 }),
  reject('FILE_UPLOAD', { ...pdf, size: 600 * 1024 }, 'File must be at most 500 KB', {
    maxFileSize: '500KB',
  }),
  // An unreadable limit falls back to the type's default instead of lifting the limit.
  reject('FILE_UPLOAD', { ...pdf, size: 50 * 1024 * 1024 }, 'File must be at most 10 MB', {
    maxFileSize: 'lots',
  }),
  accept('FILE_UPLOAD', { ...pdf, size: 50 * 1024 * 1024 }, { maxFileSize: '1.5 GB' }),
  reject('FILE_UPLOAD', pdf, INVALID, { fileTypes: '.docx, image/*' }),
  accept('FILE_UPLOAD', png, { fileTypes: '.docx, image/*' }),
  reject('FILE_UPLOAD', { ...pdf, mimeType: 'pdf' }, INVALID),
  reject('FILE_UPLOAD', { ...pdf, size: -1 }, 'Must be at least 0'),
  reject('FILE_UPLOAD', { ...pdf, fileId: '' }, 'Must be at least 1 character'),
  reject('FILE_UPLOAD', 'cv.pdf', 'Expected object, received string'),
  reject('FILE_UPLOAD', [pdf], 'Expected object, received array'),

  accept('PICTURE_UPLOAD', png),
  reject('PICTURE_UPLOAD', pdf, INVALID),
  accept('VIDEO_UPLOAD', mp4),
  accept('VIDEO_UPLOAD', { ...mp4, size: 150 * 1024 * 1024 }),
  reject('VIDEO_UPLOAD', png, INVALID),
  accept('SIGNATURE', png),
  reject('SIGNATURE', file('sig.jpg', 'image/jpeg'), INVALID),
  reject('SIGNATURE', { ...png, size: 2 * 1024 * 1024 }, 'File must be at most 1 MB'),

  accept('MULTIPLE_FILE_UPLOAD', [pdf, png]),
  reject('MULTIPLE_FILE_UPLOAD', [pdf, pdf], INVALID),
  reject('MULTIPLE_FILE_UPLOAD', [pdf, png, mp4], 'Must have at most 2 items', {
    settings: { maxFiles: 2 },
  }),
  reject('MULTIPLE_FILE_UPLOAD', [png], INVALID, { fileTypes: 'pdf' }),
  reject('MULTIPLE_FILE_UPLOAD', pdf, 'Expected array, received object'),
];

describe('file answers', () => {
  it.each(cases)('$label', (c) => expect(runAnswerCase(c)).toEqual(c.expected));
});

describe('file limits', () => {
  it.each([
    ['10MB', 10 * 1024 * 1024],
    ['500 kb', 500 * 1024],
    ['1.5GB', 1.5 * 1024 ** 3],
    ['2 MiB', 2 * 1024 * 1024],
    ['2048', 2048],
    ['100 bytes', 100],
    ['7b', 7],
    [' 3 K ', 3072],
  ])('reads %j as %i bytes', (text, bytes) => expect(parseFileSize(text)).toBe(bytes));

  it.each(['', 'lots', '0', '0MB', '-5MB', '10 TB', '1e9', null, undefined])(
    'does not read %j',
    (text) => expect(parseFileSize(text)).toBeUndefined(),
  );

  it('formats sizes in the largest natural unit', () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(512)).toBe('512 bytes');
  });

  it('matches accept-style type lists', () => {
    expect(acceptsFile(null, pdf)).toBe(true);
    expect(acceptsFile(' , ', pdf)).toBe(true);
    expect(acceptsFile('*', pdf)).toBe(true);
    expect(acceptsFile('*/*', mp4)).toBe(true);
    expect(acceptsFile('PDF', pdf)).toBe(true);
    expect(acceptsFile('.PDF', { ...pdf, name: 'CV.PDF' })).toBe(true);
    expect(acceptsFile('application/pdf', pdf)).toBe(true);
    expect(acceptsFile('application/zip', pdf)).toBe(false);
    expect(acceptsFile('image/*', file('x.png', 'IMAGE/PNG'))).toBe(true);
    expect(acceptsFile('image/*', file('image.pdf', 'application/pdf'))).toBe(false);
    expect(acceptsFile('.pdf', file('pdf', 'application/pdf'))).toBe(false);
  });

  it('exports file names', () => {
    const q = makeQuestion('MULTIPLE_FILE_UPLOAD');
    expect(getQuestionType('MULTIPLE_FILE_UPLOAD').toPlainText([pdf, png], q)).toBe(
      'cv.pdf, me.png',
    );
    expect(getQuestionType('SIGNATURE').toPlainText(png, q)).toBe('me.png');
  });

  it('defaults picture, video and signature questions to their media', () => {
    expect(makeQuestion('PICTURE_UPLOAD').fileTypes).toBe('image/*');
    expect(makeQuestion('VIDEO_UPLOAD').fileTypes).toBe('video/*');
    expect(makeQuestion('SIGNATURE').fileTypes).toBe('image/png');
    expect(makeQuestion('FILE_UPLOAD')).toMatchObject({ fileTypes: null, maxFileSize: '10MB' });
  });
});
