import { describe, expect, it } from 'vitest';
import { formQueryKey } from './form-query-key';
import * as formsApi from './forms-api';

describe('formQueryKey', () => {
  it('is the URL of GET /api/forms/{id}, escaped', () => {
    expect(formQueryKey('abc')).toEqual(['/api/forms/abc']);
    expect(formQueryKey('a/b c')).toEqual(['/api/forms/a%2Fb%20c']);
  });

  it('is the key the form screens use, so the access check shares their cache entry', () => {
    for (const id of ['abc', 'a/b c', 'x?y'])
      expect(formQueryKey(id)).toEqual(formsApi.formQueryKey(id));
  });
});
