/**
 * For scripts/test-deploy.ts: a stand-in for the Dockerfile's base image, made on this machine
 * because no image registry is reachable from it. A minimal Debian bookworm (debootstrap
 * --variant=minbase from Debian's mirror) with this machine's Node.js and npm in /usr/local, as
 * the official image has them, and its `node` user (uid 1000), tagged with the FROM name so the
 * real Dockerfile builds unchanged.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mustRun, runCommand } from './run-command';

export const BASE_IMAGE = 'docker.io/library/node:20-bookworm-slim';
const MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';

/** True when the stand-in (or a real node:20-bookworm-slim) is already in podman's storage. */
export async function baseImageExists(env: NodeJS.ProcessEnv): Promise<boolean> {
  return (await runCommand('podman', ['image', 'exists', BASE_IMAGE], { env })).code === 0;
}

export async function makeBaseImage(
  workDir: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<void> {
  const rootfs = path.join(workDir, 'rootfs');
  // DEPLOY_BOOKWORM_ROOTFS: a `debootstrap --variant=minbase bookworm` made earlier, copied rather
  // than fetched again (it takes minutes on a busy machine).
  const cached = process.env.DEPLOY_BOOKWORM_ROOTFS;
  if (cached) await mustRun('cp', ['-a', cached, rootfs], { logFile });
  else await mustRun('debootstrap', ['--variant=minbase', 'bookworm', rootfs, MIRROR], { logFile });

  // This machine's Node (the tests' own, Node 20) and the npm that came with it.
  const nodeBinary = fs.realpathSync(process.execPath);
  fs.copyFileSync(nodeBinary, path.join(rootfs, 'usr/local/bin/node'));
  fs.chmodSync(path.join(rootfs, 'usr/local/bin/node'), 0o755);
  const npmDir = fs.realpathSync(path.join(path.dirname(nodeBinary), '../lib/node_modules/npm'));
  const modules = path.join(rootfs, 'usr/local/lib/node_modules');
  fs.mkdirSync(modules, { recursive: true });
  fs.cpSync(npmDir, path.join(modules, 'npm'), { recursive: true });
  fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(rootfs, 'usr/local/bin/npm'));
  fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(rootfs, 'usr/local/bin/npx'));
  await mustRun('chroot', [rootfs, 'groupadd', '--gid', '1000', 'node'], { logFile });
  await mustRun(
    'chroot',
    [
      rootfs,
      'useradd',
      '--uid',
      '1000',
      '--gid',
      'node',
      '--shell',
      '/bin/bash',
      '--create-home',
      'node',
    ],
    { logFile },
  );
  // This machine reaches the npm registry through whatever its trust store allows (here a
  // TLS-intercepting egress proxy, named by NODE_EXTRA_CA_CERTS): the stand-in trusts the same, so
  // `npm ci` in the unchanged Dockerfile works. The official image needs nothing of the kind.
  const extraCa = process.env.NODE_EXTRA_CA_CERTS;
  const changes: string[] = [];
  if (extraCa && fs.existsSync(extraCa)) {
    fs.mkdirSync(path.join(rootfs, 'usr/local/share/host-ca'), { recursive: true });
    fs.copyFileSync(extraCa, path.join(rootfs, 'usr/local/share/host-ca/ca-bundle.crt'));
    changes.push('--change', 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca/ca-bundle.crt');
  }
  // Keep the image small: no package lists or caches (the official slim image has none either).
  for (const dir of ['var/lib/apt/lists', 'var/cache/apt']) {
    fs.rmSync(path.join(rootfs, dir), { recursive: true, force: true });
    fs.mkdirSync(path.join(rootfs, dir), { recursive: true });
  }

  const tar = spawn('tar', ['-C', rootfs, '--numeric-owner', '-c', '.'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await mustRun(
    'podman',
    [
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'ENV NODE_VERSION=' + process.versions.node,
      '--change',
      'CMD ["node"]',
      ...changes,
      '-',
      BASE_IMAGE,
    ],
    { env, input: tar.stdout!, logFile },
  );
  fs.rmSync(rootfs, { recursive: true, force: true });
}
