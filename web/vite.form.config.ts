import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { clientConfig } from './vite.config.js';

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

// The public form page (served for /forms/{id}), built after the app into the same dist/web: see
// clientConfig for why it is a build of its own.
const config = clientConfig('form', false);
export default defineConfig({ ...config, plugins: [...(config.plugins ?? []), ...formWorker()] });
