/**
 * The pictures shipped for the templates' picture choices (issue 28): each file is where the
 * catalogue says, named by its content hash, small, an SVG the brand-kit checks accept, and served
 * by this server from the built client for a year.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_PICTURE_FILES, SHIPPED_PICTURE_PATHS } from '@core/templates/template-pictures';
import { isSvgImage } from '../modules/brand-kit/detect-logo-type';
import { createTestApp, type TestContext } from '../test-support/test-app';

const SOURCE = path.resolve(import.meta.dirname, '../../../web/public/pictures');
const files = Object.values(SHIPPED_PICTURE_FILES);

describe('the shipped pictures', () => {
  it.each(files)('%s is named by its hash, small and a plain SVG', (file) => {
    const data = fs.readFileSync(path.join(SOURCE, file));
    const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 8);
    expect(file.split('.').at(-2), `rename ${file} to its hash ${hash}`).toBe(hash);
    expect(data.length).toBeLessThan(3 * 1024);
    expect(isSvgImage(data)).toBe(true);
    // A size of its own, so the browser gives it a natural width and the card its 4:3 shape.
    expect(data.toString('utf8')).toMatch(
      /^<svg [^>]*width="400" height="300" viewBox="0 0 400 300"/,
    );
    expect(data.toString('utf8')).not.toMatch(/<script|href=|url\(|on\w+=/i);
  });

  it('has no file the catalogue does not list', () => {
    const svgs = fs.readdirSync(SOURCE).filter((name) => name.endsWith('.svg'));
    expect(svgs.sort()).toEqual([...files].sort());
  });
});

describe('serving the shipped pictures', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Formloom</title>');
    fs.cpSync(SOURCE, path.join(dist, 'pictures'), { recursive: true });
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([...SHIPPED_PICTURE_PATHS])('serves %s as an image, cached for a year', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(fs.readFileSync(path.join(dist, url), 'utf8'));
  });

  it('keeps an unhashed file in the folder revalidating', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pictures/README.md' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
