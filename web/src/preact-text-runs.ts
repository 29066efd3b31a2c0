/**
 * One text node for each run of text in an element, on the server and in the browser alike
 * (ADR 055). Preact's renderer to string writes `{n}.` as the single text "1." (React writes a
 * comment between the two), and Preact's hydration then matched the "1" to that node and added
 * the "." again: "1..". Joining adjacent strings and numbers in every element's children before
 * either side sees them makes the server's text and the client's vnodes the same, whatever the
 * components write. Imported first by the two Preact entries, form-main.tsx and form-server.tsx.
 */
import { options, type VNode } from 'preact';

const isText = (child: unknown): child is string | number =>
  typeof child === 'string' || typeof child === 'number';
const isHole = (child: unknown) => child == null || typeof child === 'boolean';

/**
 * The children with each run of text (holes such as `false` between its parts render nothing)
 * joined into its first slot and the other slots emptied, or null when nothing is joined. The
 * array keeps its length so every element child keeps its index, which unkeyed children are
 * matched by: a condition that shows text must not remount the inputs after it.
 */
function joinTextRuns(children: unknown[]): unknown[] | null {
  let joined: unknown[] | null = null;
  let runStart = -1;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (isText(child)) {
      if (runStart < 0) {
        runStart = i;
        continue;
      }
      joined ??= [...children];
      joined[runStart] = `${joined[runStart] as string | number}${child}`;
      joined[i] = null;
    } else if (!isHole(child)) runStart = -1;
  }
  return joined;
}

const previousHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as { children?: unknown };
    if (Array.isArray(props.children)) {
      const joined = joinTextRuns(props.children);
      if (joined) props.children = joined;
    }
  }
  previousHook?.(vnode);
};
