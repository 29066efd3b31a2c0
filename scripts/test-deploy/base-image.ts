/**
 * For scripts/test-deploy.ts: stand-ins for the Dockerfile's base images, made on this machine
 * because no image registry is reachable from it, tagged with the FROM names so the real
 * Dockerfile builds unchanged. debian:bookworm-slim is a minimal Debian bookworm (debootstrap
 * --variant=minbase from Debian's mirror) without documentation, translations or package lists,
 * as Debian's slim image is; node:20-bookworm-slim is that with this machine's Node.js and npm in
 * /usr/local, as the official image has them, and its `node` user (uid 1000).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mustRun, runCommand } from './run-command';

const DEBIAN_IMAGE = 'docker.io/library/debian:bookworm-slim';
const NODE_IMAGE = 'docker.io/library/node:20-bookworm-slim';
export const BASE_IMAGES = [DEBIAN_IMAGE, NODE_IMAGE];
const MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';

/** True when both stand-ins (or the real images) are already in podman's storage. */
export async function baseImageExists(env: NodeJS.ProcessEnv): Promise<boolean> {
  for (const image of BASE_IMAGES) {
    if ((await runCommand('podman', ['image', 'exists', image], { env })).code !== 0) return false;
  }
  return true;
}

/** `podman import` of the directory as `image`, with the Dockerfile instructions in `changes`. */
async function importRootfs(
  rootfs: string,
  image: string,
  changes: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<void> {
  const tar = spawn('tar', ['-C', rootfs, '--numeric-owner', '-c', '.'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const PATH = 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
  await mustRun(
    'podman',
    ['import', ...[PATH, ...changes].flatMap((c) => ['--change', c]), '-', image],
    { env, input: tar.stdout!, logFile },
  );
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
  // What Debian's slim image leaves out: package lists, caches, documentation and translations.
  const slimmed = ['var/lib/apt/lists', 'var/cache/apt', 'usr/share/doc', 'usr/share/man'];
  for (const dir of [...slimmed, 'usr/share/info', 'usr/share/locale']) {
    fs.rmSync(path.join(rootfs, dir), { recursive: true, force: true });
    fs.mkdirSync(path.join(rootfs, dir), { recursive: true });
  }
  await importRootfs(rootfs, DEBIAN_IMAGE, ['CMD ["bash"]'], env, logFile);

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
  const changes = ['ENV NODE_VERSION=' + process.versions.node, 'CMD ["node"]'];
  if (extraCa && fs.existsSync(extraCa)) {
    fs.mkdirSync(path.join(rootfs, 'usr/local/share/host-ca'), { recursive: true });
    fs.copyFileSync(extraCa, path.join(rootfs, 'usr/local/share/host-ca/ca-bundle.crt'));
    changes.push('ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca/ca-bundle.crt');
  }
  await importRootfs(rootfs, NODE_IMAGE, changes, env, logFile);
  fs.rmSync(rootfs, { recursive: true, force: true });
}
