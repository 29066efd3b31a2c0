/**
 * Issue 20's contract lines for storage and retention: the plan's storage quota, the usage /billing
 * shows, the alert levels, the byte formatting both pages use, and the form's retention setting.
 */
import { describe, expect, it } from 'vitest';
import {
  billingStateSchema,
  formatBytes,
  planSchema,
  STORAGE_ALERT_LEVELS,
  storageAlertLevel,
  storageUsageSchema,
} from './billing';
import {
  formSettingsSchema,
  RESPONSE_RETENTION_DAYS,
  responseRetentionDaysSchema,
  updateFormSettingsRequestSchema,
} from './forms';

const GB = 1024 ** 3;

describe('storage', () => {
  it('puts a whole, positive storage quota on every plan', () => {
    const plan = {
      id: 'free',
      name: 'Free',
      interval: null,
      amountCents: 0,
      currency: 'usd',
      publishedFormLimit: 3,
      storageQuotaBytes: GB,
      available: true,
    };
    expect(planSchema.parse(plan).storageQuotaBytes).toBe(GB);
    expect(planSchema.safeParse({ ...plan, storageQuotaBytes: 0 }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, storageQuotaBytes: 1.5 }).success).toBe(false);
    const { storageQuotaBytes: _omitted, ...without } = plan;
    expect(planSchema.safeParse(without).success).toBe(false);
  });

  it('answers the storage used against the quota in the billing state', () => {
    expect(storageUsageSchema.parse({ usedBytes: 0, quotaBytes: GB })).toEqual({
      usedBytes: 0,
      quotaBytes: GB,
    });
    expect(storageUsageSchema.safeParse({ usedBytes: -1, quotaBytes: GB }).success).toBe(false);
    expect(storageUsageSchema.safeParse({ usedBytes: 1, quotaBytes: 0 }).success).toBe(false);
    expect(billingStateSchema.shape.storage).toBe(storageUsageSchema);
  });

  it('reaches 80 at four fifths of the quota and 100 when it is full', () => {
    expect(STORAGE_ALERT_LEVELS).toEqual([80, 100]);
    const at = (usedBytes: number) => storageAlertLevel({ usedBytes, quotaBytes: 1000 });
    expect(at(0)).toBe(0);
    expect(at(799)).toBe(0);
    expect(at(800)).toBe(80);
    expect(at(999)).toBe(80);
    expect(at(1000)).toBe(100);
    expect(at(1050)).toBe(100);
  });

  it('writes sizes in words people read', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(812.4 * 1024 * 1024)).toBe('812.4 MB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatBytes(GB)).toBe('1 GB');
    expect(formatBytes(50 * GB)).toBe('50 GB');
    expect(formatBytes(2048 * GB)).toBe('2 TB');
    expect(formatBytes(5000 * 1024 * GB)).toBe('5000 TB');
    expect(formatBytes(-5)).toBe('0 bytes');
  });
});

describe('response retention', () => {
  it('is off (null) or a whole number of days from 1 to 3650', () => {
    expect(RESPONSE_RETENTION_DAYS).toEqual({ min: 1, max: 3650 });
    const ok = (v: unknown) => responseRetentionDaysSchema.safeParse(v).success;
    expect([null, 1, 30, 3650].every(ok)).toBe(true);
    expect([0, -1, 3651, 1.5, '30', undefined].some(ok)).toBe(false);
    expect(responseRetentionDaysSchema.safeParse(0).error?.issues[0]?.message).toBe(
      'Enter at least 1 day',
    );
    expect(responseRetentionDaysSchema.safeParse(4000).error?.issues[0]?.message).toBe(
      'Enter at most 3650 days',
    );
    expect(responseRetentionDaysSchema.safeParse(2.5).error?.issues[0]?.message).toBe(
      'Enter a whole number of days',
    );
  });

  it('takes the whole settings object and nothing else', () => {
    expect(formSettingsSchema.parse({ responseRetentionDays: 30 })).toEqual({
      responseRetentionDays: 30,
    });
    expect(updateFormSettingsRequestSchema.safeParse({ responseRetentionDays: null }).success).toBe(
      true,
    );
    expect(updateFormSettingsRequestSchema.safeParse({}).success).toBe(false);
    expect(
      updateFormSettingsRequestSchema.safeParse({ responseRetentionDays: 7, published: true })
        .success,
    ).toBe(false);
  });
});
