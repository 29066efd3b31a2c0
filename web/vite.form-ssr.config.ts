import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PREACT_FOR_REACT } from './vite.config.js';

const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The public form's server entry (ADR 033), built for Node after the two client builds: the
// server imports dist/web-ssr/form-server.js to render the form's first page. Outside dist/web,
// so the static client never serves it. Every npm package (Preact and its renderer to string) is bundled
// in: the image installs only what dist/server imports (ADR 035), and Preact is a client package.
export default defineConfig({
  root: fromWeb('.'),
  publicDir: false,
  plugins: [react()],
  resolve: {
    // The page hydrates with Preact (ADR 055): the server renders the same components with it.
    alias: [
      { find: '@core', replacement: fromWeb('../core') },
      { find: '@', replacement: fromWeb('./src') },
      ...PREACT_FOR_REACT,
    ],
  },
  ssr: { noExternal: true },
  build: {
    ssr: fromWeb('./src/form-server.tsx'),
    outDir: fromWeb('../dist/web-ssr'),
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'form-server.js' } },
  },
});
