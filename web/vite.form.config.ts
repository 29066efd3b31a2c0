import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { clientConfig, fromWeb } from './vite.config.js';

/**
 * The form page's service worker (web/src/form-sw.ts, ADR 032), built by vite-plugin-pwa with its
 * precache list limited to this build's own files: dist/web also holds the app's build, which the
 * public form never loads.
 */
function formWorker(): Plugin[] {
  const formFiles = new Set<string>();
  const recordFiles: Plugin = {
    name: 'formloom-form-files',
    generateBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) formFiles.add(name);
    },
  };
  const worker = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'form-sw.ts',
    // Registered by the page itself (offline/register-form-worker.ts), scoped to the form routes.
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/*.{js,css}'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => formFiles.has(entry.url)),
          warnings: [],
        }),
      ],
    },
  });
  return [recordFiles, ...worker];
}

/**
 * The app's roots: form-main.tsx, and the offline code it imports at once after its render
 * (ADR 038), which must be in the page before the connection can go (ADR 046).
 */
/** The page's script (form.html), loaded before the app and on every visit. */
const BOOT = fromWeb('./src/form-boot.ts');

const APP = [
  fromWeb('./src/form-main.tsx'),
  fromWeb('./src/features/form-renderer/offline/offline-chunk.ts'),
];

/**
 * The form page's app (imported by form-boot.ts once the first screen has painted, ADR 046) and
 * everything it imports statically, as one chunk. Left to itself the bundler split what the app
 * shares with its lazy chunks into eight more files, 3 KB more gzipped and more requests; the
 * lazy chunks import from this one instead, which is always loaded before them.
 */
function oneAppChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const staticImports = new Map<string, readonly string[]>();
  let app: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'formloom-form-app-chunk',
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
    },
  };
  const reach = (roots: string[]) => {
    const seen = new Set<string>();
    const todo = [...roots];
    for (let next = todo.pop(); next; next = todo.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(...(staticImports.get(next) ?? []));
    }
    return seen;
  };
  const test = (id: string) => {
    if (!app) {
      // What the boot script imports itself (the preload helper, the hold on offline posts) stays
      // with it: in the app's chunk it would make the boot import (and the HTML preload) the app
      // up front.
      const boot = reach([BOOT]);
      app = new Set([...reach(APP)].filter((module) => !boot.has(module)));
    }
    return app.has(id) && !id.includes('preload-helper');
  };
  return { plugin, test };
}

/**
 * The boot script is not needed for the first paint (ADR 046): at low priority the browser gives
 * the stylesheet and the logo the connection first, and Lighthouse's simulation stops counting
 * the script (a module script is High by default) as blocking the first paint.
 */
const lowPriorityBoot: Plugin = {
  name: 'formloom-form-boot-low-priority',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/<script type="module"(?![^>]*fetchpriority)/, '$& fetchpriority="low"'),
  },
};

// The public form page (served for /forms/{id}), built after the app into the same dist/web: see
// clientConfig for why it is a build of its own.
const config = clientConfig('form', false);
const appChunk = oneAppChunk();
export default defineConfig({
  ...config,
  plugins: [...(config.plugins ?? []), appChunk.plugin, lowPriorityBoot, ...formWorker()],
  build: {
    ...config.build,
    rollupOptions: {
      ...config.build?.rollupOptions,
      output: {
        codeSplitting: {
          groups: [
            { name: 'form-app', test: appChunk.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
