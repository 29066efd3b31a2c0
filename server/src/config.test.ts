import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a developer machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.isProduction).toBe(false);
    expect(config.trustProxy).toBe(0);
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '4000',
      DATA_DIR: '/tmp/formloom-x',
      DATABASE_URL: 'postgres://u@localhost:5432/db',
    });
    expect(config.port).toBe(4000);
    expect(config.dataDir).toBe('/tmp/formloom-x');
    expect(config.databaseUrl).toBe('postgres://u@localhost:5432/db');
  });

  it('rejects malformed values with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /Missing required settings in production: SESSION_SECRET, PUBLIC_URL/,
    );
    const ok = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://forms.example.com',
    });
    expect(ok.isProduction).toBe(true);
    expect(ok.sessionSecret).toBe('x'.repeat(32));
  });

  it('rejects a short session secret', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
});

describe('rate-limit allow list', () => {
  it('parses a comma-separated list of addresses', () => {
    expect(loadConfig({ RATE_LIMIT_ALLOWLIST: ' 127.0.0.1, ::1 ,' }).rateLimitAllowList).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({}).rateLimitAllowList).toEqual([]);
  });
});
