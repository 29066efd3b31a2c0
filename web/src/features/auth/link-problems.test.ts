import { describe, expect, it } from 'vitest';
import {
  VERIFICATION_LINK_MESSAGES,
  VERIFICATION_LINK_REASONS,
} from '@core/api/email-verification';
import { LINK_PROBLEMS, linkProblem } from './link-problems';

describe('the verification link problems', () => {
  it('have a message for every reason core has, and only those', () => {
    expect(Object.keys(LINK_PROBLEMS).sort()).toEqual([...VERIFICATION_LINK_REASONS].sort());
  });

  it.each(VERIFICATION_LINK_REASONS)('say %s in the words the server sends', (reason) => {
    expect(linkProblem(reason)).toBe(VERIFICATION_LINK_MESSAGES[reason]);
  });
});
