import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isEntryPoint } from './is-entry-point';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom entry '));
const release = path.join(temp, 'release-1');
fs.mkdirSync(path.join(release, 'cli'), { recursive: true });
const script = path.join(release, 'cli', 'make-admin.js');
fs.writeFileSync(script, '');
const other = path.join(release, 'cli', 'grant.js');
fs.writeFileSync(other, '');
// A release directory reached through a link, as deploy tools set up /opt/formloom/current.
const current = path.join(temp, 'current');
fs.symlinkSync(release, current);
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

describe('isEntryPoint', () => {
  // Node gives the module its real path as a percent-encoded file URL, whatever argv[1] says.
  const moduleUrl = pathToFileURL(fs.realpathSync(script)).href;

  it('knows the script started through a link or from a path with a space', () => {
    expect(moduleUrl).toContain('%20');
    expect(isEntryPoint(moduleUrl, script)).toBe(true);
    expect(isEntryPoint(moduleUrl, path.join(current, 'cli', 'make-admin.js'))).toBe(true);
  });

  it('is false for another script, a missing one or none (the module was imported)', () => {
    expect(isEntryPoint(moduleUrl, other)).toBe(false);
    expect(isEntryPoint(moduleUrl, path.join(temp, 'missing.js'))).toBe(false);
    expect(isEntryPoint(moduleUrl, '')).toBe(false);
  });
});
