import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides token query values wherever they are', () => {
    expect(redactUrl('/api/invitations/7?token=abc_DEF-123')).toBe(
      '/api/invitations/7?token=[redacted]',
    );
    expect(redactUrl('/reset-password?x=1&token=secret#top')).toBe(
      '/reset-password?x=1&token=[redacted]#top',
    );
    expect(redactUrl('/api/public/unsubscribe?token=a.b.c&y=2')).toBe(
      '/api/public/unsubscribe?token=[redacted]&y=2',
    );
  });

  it("hides the invitation page's token segment", () => {
    expect(redactUrl('/invitations/12/s3cr3t-T0ken')).toBe('/invitations/12/[redacted]');
    expect(redactUrl('/invitations/12/s3cr3t?utm=x')).toBe('/invitations/12/[redacted]?utm=x');
  });

  it('leaves other URLs alone', () => {
    for (const url of ['/api/forms/abc', '/forms/abc?tokens=1', '/api/notifications?limit=10']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
