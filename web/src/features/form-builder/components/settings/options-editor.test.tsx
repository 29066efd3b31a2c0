import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OptionsEditor } from './options-editor';
import { eventually } from '../../../../test-support/eventually';

function Harness({ initial, withOther = true }: { initial: string[]; withOther?: boolean }) {
  const [options, setOptions] = useState(initial);
  const [other, setOther] = useState(false);
  return (
    <>
      <OptionsEditor
        options={options}
        onOptionsChange={setOptions}
        allowOther={other}
        onAllowOtherChange={withOther ? setOther : undefined}
      />
      <output data-testid="value">{JSON.stringify({ options, other })}</output>
    </>
  );
}

const value = () =>
  JSON.parse(screen.getByTestId('value').textContent ?? '{}') as {
    options: string[];
    other: boolean;
  };
const option = (n: number) => screen.getByRole('textbox', { name: `Option ${n}` });

describe('<OptionsEditor />', () => {
  it('renames an option in place', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Red', 'Green']} />);
    await user.clear(option(2));
    await user.type(option(2), 'Blue');
    expect(value().options).toEqual(['Red', 'Blue']);
  });

  it('adds an option with a free default name, by button and by Enter, focusing it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Option 1', 'Option 3']} />);
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(value().options).toEqual(['Option 1', 'Option 3', 'Option 4']);
    // The new option takes the focus in the next frame: a click before that frame on a busy
    // machine would lose its focus to it, and Enter would add after the wrong option.
    await eventually(() => expect(document.activeElement).toBe(option(3)));
    await user.click(option(1));
    await user.keyboard('{Enter}');
    expect(value().options).toEqual(['Option 1', 'Option 5', 'Option 3', 'Option 4']);
    await eventually(() => expect(document.activeElement).toBe(option(2)));
  });

  it('removes an option but never the last one; Backspace removes an empty one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['A', 'B']} />);
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(value().options).toEqual(['B']);
    expect(
      (screen.getByRole('button', { name: 'Remove option 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.clear(option(2));
    await user.keyboard('{Backspace}');
    expect(value().options).toEqual(['B']);
  });

  it('moves options up and down', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['A', 'B', 'C']} />);
    await user.click(screen.getByRole('button', { name: 'Move option 3 up' }));
    expect(value().options).toEqual(['A', 'C', 'B']);
    await user.click(screen.getByRole('button', { name: 'Move option 1 down' }));
    expect(value().options).toEqual(['C', 'A', 'B']);
    expect(
      (screen.getByRole('button', { name: 'Move option 1 up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move option 3 down' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('flags duplicate and blank options', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['A', 'B']} />);
    await user.clear(option(2));
    expect(screen.getByText('Give every option some text.')).toBeTruthy();
    await user.type(option(2), 'A');
    expect(screen.getByText('Each option must be different.')).toBeTruthy();
    expect(option(2).getAttribute('aria-invalid')).toBe('true');
  });

  it('switches "Other" on, and hides the switch for types without it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial={['A']} />);
    await user.click(screen.getByRole('switch', { name: 'Allow “Other”' }));
    expect(value().other).toBe(true);
    unmount();
    render(<Harness initial={['A']} withOther={false} />);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
