/** What a failed billing call means to the person, from the server's error code. */
import { BILLING_ERROR_CODES } from '@core/api/billing';
import { isApiError } from '@/lib/api-client';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

export function billingErrorMessage(error: unknown): string {
  if (!isApiError(error)) return t(m.checkConnection);
  switch (error.code) {
    case BILLING_ERROR_CODES.paymentsNotConfigured:
      return t(m.paymentsNotConfigured);
    case BILLING_ERROR_CODES.alreadySubscribed:
      return t(m.errorAlreadySubscribed);
    case BILLING_ERROR_CODES.noSubscription:
      return t(m.errorNoSubscription);
    case BILLING_ERROR_CODES.noBillingAccount:
      return t(m.errorNoBillingAccount);
    case BILLING_ERROR_CODES.paymentProvider:
      return t(m.errorPaymentProvider);
    default:
      break;
  }
  if (error.status === 401) return t(m.errorSessionEnded);
  return error.serverMessage ?? t(m.errorGeneric);
}
