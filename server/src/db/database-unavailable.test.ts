/**
 * Which errors mean "the database is unreachable right now", and what the one error handler makes
 * of them: 503 with Retry-After, while any other failure stays a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a fast shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      "Drizzle's wrapper around one",
      new Error('Failed query: insert …', {
        cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      }),
    ],
    [
      'a dual-stack refusal',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
  ])('recognises %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a missing table', withCode('relation "x" does not exist', '42P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('the error handler', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        app.get('/api/test/unreachable', async () => {
          throw new Error('Failed query: select 1', {
            cause: withCode('terminating connection due to administrator command', '57P01'),
          });
        });
        app.get('/api/test/broken', async () => {
          throw withCode('relation "x" does not exist', '42P01');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const res = await t.app.inject('/api/test/unreachable');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({
      message: 'Service temporarily unavailable',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('keeps any other failure a 500 without a Retry-After', async () => {
    const res = await t.app.inject('/api/test/broken');
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
  });
});
