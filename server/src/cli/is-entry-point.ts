/**
 * Whether the module at `moduleUrl` is the script Node was started with, so a CLI file runs its
 * command when executed and not when imported (by its tests). Compared as real paths: Node gives
 * the module its symlink-resolved, percent-encoded file URL but leaves argv[1] as typed, so a
 * plain string comparison failed from a symlinked release directory (`/opt/formloom/current`) or a
 * path with a space, and the command then did nothing and exited 0.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export function isEntryPoint(moduleUrl: string, script = process.argv[1]): boolean {
  if (!script) return false;
  try {
    return fs.realpathSync(script) === fs.realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
