import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../../config';
import { clientMeta, truncateIp } from './client-meta';

const config = (storage: AppConfig['responseIpStorage']): AppConfig => ({
  ...loadConfig({}),
  responseIpStorage: storage,
});

const request = (ip: string | undefined) =>
  ({
    ip,
    headers: { 'user-agent': 'Agent/1.0', referer: 'https://example.com/page' },
  }) as unknown as FastifyRequest;

describe('truncateIp', () => {
  it('keeps the network part of IPv4, IPv6 and IPv4-mapped addresses', () => {
    expect(truncateIp('203.0.113.7')).toBe('203.0.113.0');
    expect(truncateIp('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::');
    expect(truncateIp('::ffff:198.51.100.23')).toBe('198.51.100.0');
  });
});

describe('clientMeta', () => {
  it('records the address as configured: full, truncated or none', () => {
    expect(clientMeta(request('203.0.113.7'), config('full')).ipAddress).toBe('203.0.113.7');
    expect(clientMeta(request('203.0.113.7'), config('truncated')).ipAddress).toBe('203.0.113.0');
    expect(clientMeta(request('203.0.113.7'), config('none')).ipAddress).toBeNull();
  });

  // Seen in bench/soak: a respondent whose client gave up before the request was worked on made
  // truncateIp throw (500) instead of storing the submission its retry will look for.
  it('records no address, and does not throw, for a client that has already hung up', () => {
    for (const storage of ['full', 'truncated', 'none'] as const) {
      const meta = clientMeta(request(undefined), config(storage));
      expect(meta).toEqual({
        ipAddress: null,
        userAgent: 'Agent/1.0',
        referrer: 'https://example.com/page',
      });
    }
  });
});
