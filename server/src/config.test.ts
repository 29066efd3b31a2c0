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
    expect(config.publicFormCacheTtlMs).toBe(2000);
  });

  it('reads how long an instance may keep a published form without a change message', () => {
    expect(loadConfig({ PUBLIC_FORM_CACHE_TTL_MS: '600000' }).publicFormCacheTtlMs).toBe(600_000);
    expect(() => loadConfig({ PUBLIC_FORM_CACHE_TTL_MS: '-1' })).toThrow(
      /PUBLIC_FORM_CACHE_TTL_MS/,
    );
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

describe('S3 storage settings', () => {
  const bucketOnly = { S3_BUCKET: 'formloom-uploads' };

  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads the bucket with defaults for AWS itself', () => {
    expect(loadConfig(bucketOnly).s3).toEqual({
      bucket: 'formloom-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('reads an S3-compatible endpoint, its key pair and path-style addressing', () => {
    const s3 = loadConfig({
      ...bucketOnly,
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3;
    expect(s3).toEqual({
      bucket: 'formloom-uploads',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
  });

  it('reads S3_FORCE_PATH_STYLE=false as false and refuses other spellings', () => {
    expect(loadConfig({ ...bucketOnly, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(
      false,
    );
    expect(loadConfig({ ...bucketOnly, S3_FORCE_PATH_STYLE: '1' }).s3?.forcePathStyle).toBe(true);
    expect(() => loadConfig({ ...bucketOnly, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it('refuses half a key pair, naming the missing half', () => {
    expect(() => loadConfig({ ...bucketOnly, S3_ACCESS_KEY_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...bucketOnly, S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY is missing/,
    );
    expect(() => loadConfig({ ...bucketOnly, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID is missing/,
    );
  });

  it('refuses S3 settings without S3_BUCKET instead of ignoring them', () => {
    expect(() =>
      loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID are set but S3_BUCKET is not/);
    expect(() => loadConfig({ S3_REGION: 'eu-west-1' })).toThrow(ConfigError);
  });

  it('rejects a malformed endpoint', () => {
    expect(() => loadConfig({ ...bucketOnly, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
