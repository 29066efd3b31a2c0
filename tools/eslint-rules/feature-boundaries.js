/**
 * Web features do not import each other (DESIGN.md §3): shared code goes to components/ui or lib.
 * This also keeps the public form renderer free of the builder. Works on the `@/features/...`
 * alias and on relative paths.
 */
import path from 'node:path';

const FEATURES = `${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at === -1) return null;
  return file.slice(at + FEATURES.length).split(path.sep)[0] ?? null;
}

function resolveImport(fromFile, source, webSrc) {
  if (source.startsWith('@/')) return path.join(webSrc, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Web features must not import other features' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}'. Move shared code to components/ui or lib.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const webSrc = file.slice(0, file.indexOf(FEATURES) + `${path.sep}web${path.sep}src`.length);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source, webSrc);
      const to = target ? featureOf(target + path.sep) : null;
      if (to && to !== from)
        context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
