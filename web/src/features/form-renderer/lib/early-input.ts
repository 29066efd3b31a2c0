/**
 * Answers given to the server's HTML before the script took over (ADR 038). The first page is
 * usable with no script, so a respondent may type, tick or choose a file before React hydrates
 * it. Hydration keeps what the controls show, but the session's answers start empty, and the
 * next render of a controlled input would put its empty value back. So, as each question's input
 * is hydrated (the renderer's onInputMounted, a layout effect inside its Suspense boundary, before
 * any other render of it), every control of the question that no longer shows what the server
 * rendered is replayed as the event its input listens to: the input's own handler turns it into
 * the answer, exactly as if it had been typed a moment later (a chosen file is uploaded).
 *
 * The answers are not read into the session's first state instead: the first render must be the
 * server's markup for React to adopt it, and a field shown only for an answer (the "Other" text,
 * a character count) would differ, making React throw the HTML away and render anew.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_ANSWERS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** Whether the control shows something else than the markup it was rendered with. */
export function changedSinceRendered(control: Control): boolean {
  if (control.disabled || control.name === '') return false;
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement) {
    if (NOT_ANSWERS.has(control.type)) return false;
    if (control.type === 'file') return (control.files?.length ?? 0) > 0;
    if (control.type === 'checkbox') return control.checked !== control.defaultChecked;
    // Clicking never unchecks a radio: the one now checked in its group carries the change.
    if (control.type === 'radio') return control.checked && !control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

/** The value setter of the element's own prototype, which React's change tracking does not see. */
function setValueUnseen(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
}

function replay(control: Control): void {
  if (control instanceof HTMLSelectElement || control.type === 'file') {
    // React hears selects and file inputs on `change`, without comparing values.
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    // Back to how it was rendered (React notes that), then the respondent's click once more.
    const wanted = control.checked;
    control.checked = !wanted;
    control.click();
    return;
  }
  // React fires onChange for an input whose value differs from the one it last saw: it sees the
  // rendered value set back, not the typed one set again, then the input event.
  const typed = control.value;
  const focused = document.activeElement === control;
  const [start, end] = focused ? [control.selectionStart, control.selectionEnd] : [null, null];
  control.value = control.defaultValue;
  setValueUnseen(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && start !== null && end !== null) control.setSelectionRange(start, end);
}

/** Replays, in page order, what the respondent changed in `root`'s controls before hydration. */
export function replayEarlyInput(root: ParentNode): number {
  const changed = [...root.querySelectorAll('input, textarea, select')]
    .filter(isControl)
    .filter(changedSinceRendered);
  for (const control of changed) replay(control);
  return changed.length;
}

/** The server-rendered questions not hydrated yet, by id, with the element that holds each. */
const waiting = new Map<string, Element>();

/**
 * Text typed into a textarea before hydration. Preact's hydration sets a textarea's value (and
 * only a textarea's) to the one rendered, so the typed text would no longer show as changed.
 */
const typedText = new WeakMap<HTMLTextAreaElement, string>();

/** Before hydrating `root`: its questions, as the server rendered them, wait for their input. */
export function awaitEarlyInput(root: ParentNode): void {
  for (const element of root.querySelectorAll('[data-question-id]')) {
    const id = element.getAttribute('data-question-id');
    if (id) waiting.set(id, element);
  }
  for (const area of root.querySelectorAll('textarea'))
    if (area.value !== area.defaultValue) typedText.set(area, area.value);
}

/** Puts back what hydration cleared from the textareas in `root`, to be replayed as typed. */
function restoreTypedText(root: ParentNode): void {
  for (const area of root.querySelectorAll('textarea')) {
    const typed = typedText.get(area);
    typedText.delete(area);
    if (typed !== undefined && area.value === area.defaultValue) setValueUnseen(area, typed);
  }
}

/** The renderer's onInputMounted: once per server-rendered question, its early input replayed. */
export function takeEarlyInput(questionId: string): void {
  const element = waiting.get(questionId);
  if (!element) return;
  waiting.delete(questionId);
  // Still the server's element (hydrated, not replaced): its controls are the respondent's.
  if (!element.isConnected) return;
  restoreTypedText(element);
  replayEarlyInput(element);
}
