import '../../test-support/css-escape';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEngine } from '../../lib/engine';
import { RendererContext } from '../../state/renderer-context';
import { InputHarness } from '../../test-support/input-harness';
import { question } from '../../test-support/questions';
import { testServices } from '../../test-support/services';

// jsdom has no canvas and no server: the typed name becomes a tiny PNG, the upload answers at once.
vi.mock('./signature-pad', () => ({
  SignaturePad: () => <p>Signature pad</p>,
  renderTypedSignature: () => Promise.resolve(new Blob(['png'], { type: 'image/png' })),
}));
const SERVICES = testServices(() =>
  Promise.resolve({ fileId: 'sig1', name: 'signature.png', size: 3, mimeType: 'image/png' }),
);

// Saving checks the file with the engine first: load its chunk once, not inside a findBy's wait.
beforeAll(() => loadEngine());

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:signature');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('SIGNATURE typed from the keyboard', () => {
  it('keeps the keyboard in the question when the signature is saved and when signing again', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(
      <RendererContext.Provider value={SERVICES}>
        <Suspense fallback={null}>
          <InputHarness question={question({ id: 'sig', type: 'SIGNATURE' })} onValue={onValue} />
        </Suspense>
      </RendererContext.Provider>,
    );
    (await screen.findByRole('button', { name: 'Type your name instead' })).focus();
    await user.keyboard('[Enter]');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Type your full name'));
    await user.keyboard('Ada Lovelace[Enter]');

    // The typed name's field is gone with the saved signature: Sign again has the keyboard and
    // says what happened.
    const again = await screen.findByRole('button', { name: 'Sign again' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(again.getAttribute('aria-describedby')).toBe('fl-q-sig-saved');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ fileId: 'sig1' }));

    // Signing again goes straight back to the typed name.
    await user.keyboard('[Enter]');
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Type your full name')),
    );
  });
});
