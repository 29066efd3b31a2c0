/** Short random ids for questions, rules and page breaks (URL-safe, as core's entityIdSchema wants). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function createId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  let id = prefix;
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** A new option id (ADR 037), made when the builder adds an option. */
export const newOptionId = () => createId('o');
