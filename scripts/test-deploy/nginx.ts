/**
 * Step 4 of test-deploy.ts: Debian's nginx with a copy of deploy/nginx.conf whose upstream is this
 * run's two containers, on a free loopback port, with its files under the work directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { mustRun } from './run-command';

export function startNginx({
  root,
  workDir,
  logFile,
  proxyPort,
  upstreams,
  onCleanup,
}: {
  root: string;
  workDir: string;
  logFile: string;
  proxyPort: number;
  upstreams: string[];
  onCleanup: (what: string, undo: () => Promise<unknown>) => void;
}): Promise<ChildProcess> {
  const prefix = path.join(workDir, 'nginx');
  fs.mkdirSync(prefix);
  const shipped = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  if (!/server app:3000[^;]*;/.test(shipped) || !shipped.includes('listen 8080;')) {
    throw new Error(
      'deploy/nginx.conf no longer has the upstream and listen lines this test adapts',
    );
  }
  // The shipped file, with this run's addresses: the two containers instead of Compose's `app`,
  // a free loopback port, and its pid and temporary files under the work directory.
  const rendered = shipped
    .replace(/server app:3000([^;]*);/, upstreams.map((u) => `server ${u}$1;`).join('\n    '))
    .replace('listen 8080;', `listen 127.0.0.1:${proxyPort};`)
    .replaceAll('/tmp/', `${prefix}/`)
    // Node's child stdio are sockets, which nginx cannot open as /dev/stderr.
    .replace('error_log /dev/stderr', `error_log ${prefix}/error.log`);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, rendered);
  return mustRun('nginx', ['-t', '-c', conf, '-p', prefix], { logFile }).then(() => {
    const child = spawn('nginx', ['-c', conf, '-p', prefix, '-g', 'daemon off;'], {
      stdio: 'inherit',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    onCleanup('nginx', async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    });
    return child;
  });
}

/** A port free on loopback now, for the proxy, the instances and Prometheus. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
