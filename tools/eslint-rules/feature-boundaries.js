/**
 * The web client's layers (DESIGN.md §3, docs/architecture.md "Import direction"):
 * - features do not import each other: shared code goes to components/ui, lib or the renderer;
 * - the respondent renderer (web/src/renderer) is shared by the public form page and every preview,
 *   so it imports only components/ui, lib and core (and packages), never a feature or the app:
 *   that keeps the builder out of the public page;
 * - components/ui and lib sit below the renderer and do not import it.
 * Works on the `@/...` alias and on relative paths.
 */
import path from 'node:path';

const WEB_SRC = `${path.sep}web${path.sep}src${path.sep}`;

/** The layer of a file under web/src: 'feature:<name>', 'renderer', 'ui', 'lib', 'app', or other. */
function layerOf(file) {
  const at = file.indexOf(WEB_SRC);
  if (at === -1) return null;
  const parts = file.slice(at + WEB_SRC.length).split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) return `feature:${parts[1]}`;
  if (parts[0] === 'renderer' && parts.length > 1) return 'renderer';
  if (parts[0] === 'components' && parts[1] === 'ui' && parts.length > 2) return 'ui';
  if (parts[0] === 'lib' && parts.length > 1) return 'lib';
  if (parts[0] === 'app' && parts.length > 1) return 'app';
  return 'other';
}

function resolveImport(fromFile, source, webSrc) {
  if (source.startsWith('@/')) return path.join(webSrc, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

/** What the renderer may import from web/src besides itself. */
const RENDERER_MAY_USE = new Set(['renderer', 'ui', 'lib']);

function problem(from, to) {
  if (!to || to === from) return null;
  if (from.startsWith('feature:') && to.startsWith('feature:')) return 'crossFeature';
  if (from === 'renderer' && !RENDERER_MAY_USE.has(to)) return 'rendererImports';
  if ((from === 'ui' || from === 'lib') && to === 'renderer') return 'belowRenderer';
  return null;
}

const name = (layer) => layer.replace(/^feature:/, '');

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Web features must not import other features; the renderer imports only components/ui, lib and core',
    },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}'. Move shared code to components/ui, lib or the renderer.",
      rendererImports:
        "The renderer must not import '{{to}}': it may use only components/ui, lib and @core, so every host (public page, previews) can render with it.",
      belowRenderer:
        "'{{from}}' must not import the renderer: components/ui and lib sit below it. Import it from a feature or the app.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || from === 'other' || from === 'app') return {};
    const webSrc = file.slice(0, file.indexOf(WEB_SRC) + WEB_SRC.length - 1);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source, webSrc);
      // `target + sep` so that '@/renderer' (the folder's index) counts as inside the renderer.
      const to = target ? layerOf(target + path.sep) : null;
      const messageId = problem(from, to);
      if (messageId) context.report({ node, messageId, data: { from: name(from), to: name(to) } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
