import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@core/api/public';
import type { Question } from '@core/form/definition';
import { RendererContext } from '../../state/renderer-context';
import { InputHarness } from '../../test-support/input-harness';
import { question } from '../../test-support/questions';
import { testServices } from '../../test-support/services';

const file = (name: string): UploadedFile => ({
  fileId: `id-${name}`,
  name,
  size: 70,
  mimeType: 'image/png',
});

const SERVICES = testServices();

function renderWith(q: Question, initial: unknown, onValue: (value: unknown) => void) {
  render(
    <RendererContext.Provider value={SERVICES}>
      {/* The file inputs are in a lazily loaded chunk. */}
      <Suspense fallback={null}>
        <InputHarness question={q} initial={initial} onValue={onValue} />
      </Suspense>
    </RendererContext.Provider>,
  );
}

describe('removing an uploaded file from the keyboard', () => {
  it('the only file: focus goes back to the file input, not to the top of the page', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWith(question({ id: 'photo', type: 'PICTURE_UPLOAD' }), file('me.png'), onValue);
    (await screen.findByRole('button', { name: 'Remove me.png' })).focus();
    await user.keyboard('[Enter]');
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('list', { name: 'Uploaded files' })).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('fl-q-photo'));
  });

  it('one of several: focus moves to the Remove of the file now in its place', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const q = question({ id: 'notes', type: 'MULTIPLE_FILE_UPLOAD', settings: { maxFiles: 3 } });
    renderWith(q, [file('a.txt'), file('b.txt'), file('c.txt')], onValue);
    (await screen.findByRole('button', { name: 'Remove b.txt' })).focus();
    await user.keyboard('[Enter]');
    expect(onValue).toHaveBeenLastCalledWith([file('a.txt'), file('c.txt')]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove c.txt' }));
    // The last one in the list: its neighbour before it takes the keyboard.
    await user.keyboard('[Enter]');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove a.txt' }));
  });
});

describe('counts in the file inputs', () => {
  it('says "Up to 1 file." and "1 byte" in the singular, and the plural otherwise', async () => {
    const one = question({ id: 'one', type: 'MULTIPLE_FILE_UPLOAD', settings: { maxFiles: 1 } });
    renderWith(one, [{ ...file('tiny.txt'), size: 1 }], vi.fn());
    expect(await screen.findByText('Up to 1 file.')).toBeTruthy();
    expect(screen.getByText(/1 byte\b/)).toBeTruthy();
    expect(screen.queryByText(/1 bytes/)).toBeNull();
  });

  it('says "Up to 3 files." and "70 bytes"', async () => {
    const three = question({
      id: 'three',
      type: 'MULTIPLE_FILE_UPLOAD',
      settings: { maxFiles: 3 },
    });
    renderWith(three, [file('a.txt')], vi.fn());
    expect(await screen.findByText('Up to 3 files.')).toBeTruthy();
    expect(screen.getByText(/70 bytes/)).toBeTruthy();
  });
});
