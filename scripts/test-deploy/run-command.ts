/**
 * For scripts/test-deploy.ts: runs the container tools as child processes. Long, chatty steps
 * (debootstrap, the image build) write to a log file of their own and print only its tail when they
 * fail, so the script's output stays a readable list of steps.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command args`; resolves with its exit code and output, whatever the code. */
export function runCommand(
  command: string,
  args: string[],
  options: SpawnOptions & { input?: string | NodeJS.ReadableStream; logFile?: string } = {},
): Promise<CommandResult> {
  const { input, logFile, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, stdio: ['pipe', 'pipe', 'pipe'] });
  const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : null;
  log?.write(`\n$ ${command} ${args.join(' ')}\n`);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => {
    if (log) log.write(d);
    else stdout += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    if (log) log.write(d);
    else stderr += d.toString();
  });
  if (typeof input === 'string') child.stdin!.end(input);
  else if (input) input.pipe(child.stdin!);
  else child.stdin!.end();
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (!log) return resolve({ code, stdout, stderr });
      log.end(() => resolve({ code, stdout, stderr }));
    });
  });
}

/** As runCommand, but a non-zero exit is an error naming the command and its output's tail. */
export async function mustRun(
  command: string,
  args: string[],
  options: Parameters<typeof runCommand>[2] = {},
): Promise<string> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) {
    const output = options.logFile
      ? fs.readFileSync(options.logFile, 'utf8')
      : `${result.stdout}\n${result.stderr}`;
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.code}:\n${output.slice(-4000)}`,
    );
  }
  return result.stdout;
}

/** Polls a condition until it holds; fails with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
