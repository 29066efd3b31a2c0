import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdOfflinePosts } from './hold-offline-posts';

const TEXT =
  'You are offline. Keep this page open: your answers will be sent when the connection is back.';

let online = true;
let stop: () => void = () => {};
/** What reached the browser's own handling, after every listener: prevented or not, and how. */
let seen: { prevented: boolean; action: string | null }[] = [];
const record = (event: Event) => {
  const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
  seen.push({ prevented: event.defaultPrevented, action: submitter?.value ?? null });
  // jsdom cannot navigate: the post itself is not what is tested.
  event.preventDefault();
};

function page() {
  document.body.innerHTML = `<main id="main"><form method="post" action="/forms/f1">
    <input name="q_name" value="">
    <button type="submit" name="__action" value="next">Submit</button>
  </form></main>`;
  const form = document.querySelector('form')!;
  const button = form.querySelector('button')!;
  return { form, button };
}

function hold(interactive: Promise<void> = new Promise(() => {}), live = () => false) {
  const onHold = vi.fn();
  stop = holdOfflinePosts(window, { text: TEXT, isInteractive: live, interactive, onHold });
  // After the hold's listener, as the browser's default action comes after every listener.
  window.addEventListener('submit', record);
  return onHold;
}

const status = () => document.querySelector('[role="status"]');

beforeEach(() => {
  online = true;
  seen = [];
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  stop();
  window.removeEventListener('submit', record);
  vi.restoreAllMocks();
});

describe('posts made before the app takes over', () => {
  it('online: the native post goes ahead, and nothing is said', () => {
    const { form, button } = page();
    const onHold = hold();
    form.requestSubmit(button);
    expect(seen).toEqual([{ prevented: false, action: 'next' }]);
    expect(onHold).not.toHaveBeenCalled();
    expect(status()?.textContent).toBe('');
  });

  it('offline: held on the page with a status line, the app asked for, and posted once the connection is back', () => {
    const { form, button } = page();
    const onHold = hold();
    online = false;
    form.querySelector('input')!.value = 'Ada';
    form.requestSubmit(button);
    expect(seen).toEqual([{ prevented: true, action: 'next' }]);
    expect(onHold).toHaveBeenCalledOnce();
    expect(status()?.textContent).toBe(TEXT);
    expect(form.querySelector('input')!.value).toBe('Ada');

    online = true;
    window.dispatchEvent(new Event('online'));
    // Posted again, with the button that was pressed, and let through this time.
    expect(seen).toEqual([
      { prevented: true, action: 'next' },
      { prevented: false, action: 'next' },
    ]);
    expect(status()?.textContent).toBe('');
  });

  it('a post the app has already taken is left to it', () => {
    const { form, button } = page();
    const onHold = hold();
    online = false;
    const appHandler = (event: Event) => event.preventDefault();
    form.addEventListener('submit', appHandler);
    form.requestSubmit(button);
    expect(onHold).not.toHaveBeenCalled();
    expect(status()?.textContent).toBe('');
    window.dispatchEvent(new Event('online'));
    expect(seen).toHaveLength(1);
  });

  it('once the app is interactive: the held post is handed to it, and the status line goes', async () => {
    const { form, button } = page();
    let tookOver!: () => void;
    let live = false;
    hold(new Promise<void>((resolve) => (tookOver = resolve)), () => live);
    online = false;
    form.requestSubmit(button);
    expect(status()?.textContent).toBe(TEXT);

    // The app's handler, live now: it takes the post (and keeps the answers on the device).
    const taken: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      taken.push((event.submitter as HTMLButtonElement).value);
    });
    live = true;
    tookOver();
    await vi.waitFor(() => expect(taken).toEqual(['next']));
    expect(status()).toBeNull();
    // Still offline, a later post is the app's alone: nothing held.
    form.requestSubmit(button);
    expect(taken).toEqual(['next', 'next']);
    expect(seen.every((s) => s.prevented)).toBe(true);
  });

  it('a page the app rendered anew has no held form to post', async () => {
    const { form, button } = page();
    let tookOver!: () => void;
    hold(new Promise<void>((resolve) => (tookOver = resolve)));
    online = false;
    form.requestSubmit(button);
    document.getElementById('main')!.replaceChildren();
    tookOver();
    await vi.waitFor(() => expect(status()).toBeNull());
    expect(seen).toHaveLength(1);
  });
});
