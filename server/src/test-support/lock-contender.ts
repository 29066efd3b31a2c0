/**
 * A separate process for the data-dir lock tests: `hold <dir>` takes the lock at once and keeps it
 * until killed; `race <dir>` says `ready`, waits for `go <epoch ms>` on stdin, tries to take the
 * lock at that instant (so several contenders collide) and says `locked` or `refused`, keeping
 * what it won until killed.
 */
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';

const [mode, dir] = process.argv.slice(2);
if (!dir || (mode !== 'hold' && mode !== 'race')) {
  console.error('usage: lock-contender hold|race <dir>');
  process.exit(2);
}

async function attempt(): Promise<void> {
  try {
    await lockDataDir(dir!);
    process.stdout.write('locked\n');
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    process.stdout.write('refused\n');
  }
}

// Keeps the process (and so the lock) alive until the test kills it.
setInterval(() => {}, 60_000);

if (mode === 'hold') {
  void attempt();
} else {
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    const at = /go (\d+)/.exec(chunk);
    if (at) setTimeout(() => void attempt(), Math.max(0, Number(at[1]) - Date.now()));
  });
  process.stdout.write('ready\n');
}
