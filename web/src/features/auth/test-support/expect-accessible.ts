/** The auth screens' tests import it from here; the check itself is shared (lib/). */
export { expectAccessible } from '@/lib/expect-accessible';
