// What routes use from the payments module.
export { startPayment } from "./start-payment.server";
export { confirmPayment, type ConfirmResult } from "./confirm-payment.server";
export { completePayment } from "./complete-payment.server";
export { payWithLocalCard, handleLocalPayment } from "./local-payment.server";
export { handleStripeWebhook } from "./webhook.server";
export { choosePackage } from "./choose-package.server";
export { PaymentError, DraftIncompleteError, PaymentNotFoundError, WebhookSignatureError } from "./errors";
export type { PaymentView } from "./payment-view";
