/**
 * Imported first by each page's entry (app/main.tsx, form-main.tsx), before anything that builds a
 * schema. Zod 4 compiles object parsers with `new Function` when it may, and finds out by trying
 * once as the first object schema is built; our CSP has no 'unsafe-eval', so that probe was
 * reported as a violation on every page that used a schema. Jitless, zod neither probes nor
 * compiles, and parses the same way (our schemas are small; the compiled path is an optimisation).
 */
import { z } from 'zod';

z.config({ jitless: true });
