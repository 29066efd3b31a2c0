/**
 * The load bench/submit and bench/support/submit-profile.ts put on a side: 20 connections posting
 * submissions of the seeded form's ten answers, each with a new draft id.
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';

export const SUBMIT_CONNECTIONS = 20;

function body() {
  return JSON.stringify({
    draftId: crypto.randomUUID(),
    answers: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      nps: 9,
      color: 'Green',
      tags: ['a', 'c'],
      age: 36,
      when: '2026-11-21',
      ok: true,
      rate: 4,
      note: 'Fast and pleasant.',
    },
  });
}

export const submitLoad = (url: string, durationS: number) =>
  autocannon({
    url,
    method: 'POST',
    connections: SUBMIT_CONNECTIONS,
    duration: durationS,
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
    requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
  });
