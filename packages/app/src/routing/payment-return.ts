import { payApi } from '../api/folio-api.ts';
import { track } from '../insights/track.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { dropParams } from './carried-params.ts';

/**
 * §4 payment return: Stripe Checkout sends the buyer back with payResult 1 and the checkout
 * (priceId, priceToken), which becomes the subscription; success refreshes the user and
 * welcomes them to Pro, anything else shows the payment failed dialog. payResult 0 (Back on
 * the checkout page) is a failure too. The parameters are removed either way.
 */
export async function handlePaymentReturn(params: URLSearchParams): Promise<void> {
  const result = params.get('payResult');
  if (result === null) return;
  const priceId = params.get('priceId');
  const priceToken = params.get('priceToken');
  dropParams('payResult', 'priceId', 'priceToken', 'paySource');
  const dialogs = useDialogStore.getState();
  if (result !== '1' || !priceId || !priceToken) {
    track('subscription_fail', { reason: 'cancelled' });
    return dialogs.openDialog('paymentFailed');
  }
  dialogs.openDialog('paymentCheck');
  try {
    await payApi.subscribe(priceId, priceToken);
    await useSessionStore.getState().refreshUser();
    track('subscription_success', { product: priceId });
    dialogs.openDialog('proWelcome');
  } catch {
    track('subscription_fail', { reason: 'unpaid' });
    dialogs.openDialog('paymentFailed');
  }
}
