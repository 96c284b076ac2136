// What pages and jobs use from the payments module.
export { startPayment, startUpgradePayment, startRenewalPayment } from "./start-payment.server";
export { confirmPayment, type ConfirmResult } from "./confirm-payment.server";
export { completePayment } from "./complete-payment.server";
export { payWithLocalCard, handleLocalPayment, type LocalPaymentResult } from "./local-payment.server";
export { handleStripeWebhook } from "./webhook.server";
export { choosePackage } from "./choose-package.server";
export { reconcilePayments } from "./reconcile.server";
export { isPaymentError } from "./errors";
export { paymentFailedToast, paymentSucceededToast, type PaymentView } from "./payment-view";
