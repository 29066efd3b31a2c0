import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { renderPricingHtml } from '../../prerender/pricing-prerender';
import { listPlans, STORAGE_QUOTA_BYTES } from './plans';

const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });

describe('storage in the plans (issue 20)', () => {
  it('gives Free 1 GB and both Pro prices 50 GB', () => {
    expect(STORAGE_QUOTA_BYTES).toEqual({ free: 1024 ** 3, pro: 50 * 1024 ** 3 });
    const quotas = Object.fromEntries(
      listPlans(config).plans.map((p) => [p.id, p.storageQuotaBytes]),
    );
    expect(quotas).toEqual({
      free: STORAGE_QUOTA_BYTES.free,
      pro_monthly: STORAGE_QUOTA_BYTES.pro,
      pro_yearly: STORAGE_QUOTA_BYTES.pro,
    });
  });

  it('shows them in the server-rendered /pricing, as the app does', () => {
    const html = renderPricingHtml(listPlans(config));
    expect(html).toContain('1 GB of file storage');
    expect(html).toContain('50 GB of file storage');
  });
});
