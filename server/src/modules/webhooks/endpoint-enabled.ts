/** A test event or a redelivery to an endpoint that is off would only wait: say so instead. */
import { ERROR_CODES } from '@core/api/common';
import { AppError } from '../../plugins/errors';
import type { EndpointRow } from './endpoint-mapping';

export function assertEndpointEnabled(endpoint: Pick<EndpointRow, 'enabled'>): void {
  if (!endpoint.enabled) {
    throw new AppError(409, ERROR_CODES.conflict, 'Turn this webhook on first');
  }
}
