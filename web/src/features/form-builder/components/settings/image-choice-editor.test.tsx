import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDefinitionSchema } from '@core/form/definition';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { BuilderSessionContext, useQuestion } from '../../state/builder-context';
import { createTestSession } from '../../state/session-test-support';
import { ImageChoiceEditor } from './image-choice-editor';

const UPLOAD = 'POST /api/forms/f1/images';
const UPLOADED = '/api/public/form-images/AbCdEfGhIjKlMnOpQrStUv';

function Editor() {
  const question = useQuestion('meal');
  return question ? <ImageChoiceEditor question={question} /> : null;
}

function renderEditor() {
  const session = createTestSession(
    formDefinitionSchema.parse({
      title: 'Lunch poll',
      questions: [
        {
          id: 'meal',
          type: 'IMAGE_CHOICE',
          title: 'What did you have?',
          order: 0,
          options: ['Lunch', 'Dinner'],
          settings: { images: {}, multiSelect: false },
        },
      ],
    }),
    'f1',
  );
  render(
    <Providers queryClient={createQueryClient()}>
      <BuilderSessionContext value={session}>
        <Editor />
      </BuilderSessionContext>
    </Providers>,
  );
  const images = () =>
    session.store.getState().definition.questions[0]!.settings.images as Record<string, string>;
  return { images };
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploading a picture for an image-choice option', () => {
  it("puts the uploaded picture's address in that option, beside the address field", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [UPLOAD]: jsonResponse({ imageUrl: UPLOADED, mimeType: 'image/png', size: 3 }, 201),
    });
    const { images } = renderEditor();
    const button = screen.getByRole('button', { name: 'Upload picture for Dinner' });
    expect(button.textContent).toContain('Upload picture');
    await user.upload(
      screen.getByTestId('picture-file-Dinner'),
      new File(['png'], 'dinner.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(images()).toEqual({ Dinner: UPLOADED }));
    expect(
      (screen.getByRole('textbox', { name: 'Image address for Dinner' }) as HTMLInputElement).value,
    ).toBe(UPLOADED);
    // No "use https" complaint for this server's own picture.
    expect(screen.queryByText('Use an address that starts with https://')).toBeNull();
    const [call] = api.callsTo(UPLOAD);
    expect(api.fetchMock.mock.calls[0]?.[1]?.body).toBeInstanceOf(FormData);
    expect(call).toBeDefined();
  });

  it('says why the server refused a file, and keeps the option as it was', async () => {
    const user = userEvent.setup();
    mockApi({
      [UPLOAD]: jsonResponse(
        { message: 'Use a PNG, JPEG or SVG image for the picture', code: 'UNSUPPORTED_MEDIA_TYPE' },
        415,
      ),
    });
    const { images } = renderEditor();
    await user.upload(
      screen.getByTestId('picture-file-Lunch'),
      new File(['gif'], 'lunch.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Use a PNG, JPEG or SVG image for the picture')).toBeTruthy();
    expect(images()).toEqual({});
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderEditor();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('picture-file-Lunch'), big);
    expect(
      await screen.findByText('That file is larger than 2 MB. Choose a smaller picture.'),
    ).toBeTruthy();
    expect(api.callsTo(UPLOAD)).toEqual([]);
  });
});
