/**
 * Posts made offline before the script takes over. Until the app hydrates, the server's HTML
 * posts natively (ADR 033). Offline, that post would open the browser's "no connection" page,
 * with the answers left behind on a page the respondent may never get back to. So, until the app
 * is interactive, a native post made offline is held: the page stays as it is, a status line says
 * why, the app is asked to load at once, and the post is made again when the app has taken over
 * (its handler then keeps the answers on this device, ADR 038) or when the connection is back,
 * whichever comes first. Online, nothing is held: the native post is the no-script path.
 */

export interface HoldOfflinePostsOptions {
  /** The status line's text, in the page's language (the server puts it in the hydration data). */
  text: string;
  /** Whether the app's handlers are live (then the post is theirs, not the browser's). */
  isInteractive: () => boolean;
  /** Resolves once the app's handlers are live. */
  interactive: Promise<void>;
  /** A post was held: the app should load now rather than after the first paint. */
  onHold: () => void;
}

/** The classes of the status line: the page's own alert, floated above the form. */
const STATUS_CLASSES =
  'fl-alert fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-md border border-destructive bg-background px-4 py-3 font-medium text-destructive shadow-lg empty:hidden';

export function holdOfflinePosts(win: Window, options: HoldOfflinePostsOptions): () => void {
  const doc = win.document;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  // In the page from the start, so screen readers announce the text when it is set.
  const status = doc.createElement('p');
  status.setAttribute('role', 'status');
  status.className = STATUS_CLASSES;
  doc.body.append(status);

  const release = () => {
    const post = held;
    if (!post) return;
    held = null;
    status.textContent = '';
    // A page rendered anew by the app (not hydrated) has no such form any more: its own answers.
    if (!post.form.isConnected) return;
    const submitter = post.submitter?.isConnected ? post.submitter : null;
    post.form.requestSubmit(submitter);
  };

  // The bubbling phase, on the window: after React's own handler, which prevents the default
  // once it is live, so a post the app has taken is left to it.
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented || win.navigator.onLine || options.isInteractive()) return;
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form, submitter: event.submitter };
    status.textContent = options.text;
    options.onHold();
  };

  win.addEventListener('submit', onSubmit);
  win.addEventListener('online', release);
  void options.interactive.then(() => {
    win.removeEventListener('submit', onSubmit);
    release();
    status.remove();
  });
  return () => {
    win.removeEventListener('submit', onSubmit);
    win.removeEventListener('online', release);
    status.remove();
  };
}
