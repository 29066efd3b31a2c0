/** What a failed billing call means to the person, from the server's error code. */
import { BILLING_ERROR_CODES, PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@core/api/billing';
import { isApiError } from '@/lib/api-client';

export function billingErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Check your connection and try again.';
  switch (error.code) {
    case BILLING_ERROR_CODES.paymentsNotConfigured:
      return PAYMENTS_NOT_CONFIGURED_MESSAGE;
    case BILLING_ERROR_CODES.alreadySubscribed:
      return 'You are already on Pro. Manage your subscription on the billing page.';
    case BILLING_ERROR_CODES.noSubscription:
      return 'There is no Pro subscription on this account.';
    case BILLING_ERROR_CODES.noBillingAccount:
      return 'There are no invoices or payment details yet: they appear after your first payment.';
    case BILLING_ERROR_CODES.paymentProvider:
      return 'The payment provider could not be reached. Nothing was charged; please try again.';
    default:
      break;
  }
  if (error.status === 401) return 'Your session has ended. Sign in again to continue.';
  return error.serverMessage ?? 'Something went wrong. Please try again.';
}
