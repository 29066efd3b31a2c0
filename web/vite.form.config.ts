import { defineConfig } from 'vite';
import { clientConfig } from './vite.config.js';

// The public form page (served for /forms/{id}), built after the app into the same dist/web: see
// clientConfig for why it is a build of its own.
export default defineConfig(clientConfig('form', false));
