/** Element ids inside the builder, so focus can follow a question after it is added or moved. */
export function questionDomId(
  questionId: string,
  part: 'card' | 'title' | 'up' | 'down' | 'handle',
) {
  return `question-${questionId}-${part}`;
}

/** Focuses an element once React has committed the edit that (re)placed it. */
export function focusSoon(
  elementId: string,
  fallbackId?: string,
  options: { select?: boolean } = {},
): void {
  requestAnimationFrame(() => {
    const target =
      document.getElementById(elementId) ??
      (fallbackId ? document.getElementById(fallbackId) : null);
    if (target instanceof HTMLElement && !target.hasAttribute('disabled')) {
      target.focus({ preventScroll: false });
      if (options.select && target instanceof HTMLInputElement) target.select();
      return;
    }
    if (fallbackId) document.getElementById(fallbackId)?.focus();
  });
}
