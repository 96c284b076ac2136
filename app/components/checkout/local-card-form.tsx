import { Form, useNavigation } from "react-router";
import { inputClass } from "~/components/ui/field";
import { LOCAL_CARD_FIELDS, LOCAL_TEST_CARDS, type PaymentView } from "~/modules/payments/payment-view";
import { labelClass, PayButton, PaymentAlert } from "./checkout-parts";
import { formatAsTyped, formatCardExpiry, formatCardNumber } from "./card-format";

const numberAsTyped = formatAsTyped(formatCardNumber);
const expiryAsTyped = formatAsTyped(formatCardExpiry);

/**
 * The built-in test provider's card form: a plain form posted to the page's own action
 * (intent "pay"), so it works before or without JavaScript. Card data is never echoed back.
 */
export function LocalCardForm({ payment, formError }: { payment: PaymentView; formError?: string | null }) {
  const navigation = useNavigation();
  const processing = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  return (
    <Form method="post" className="grid gap-4" aria-label="Card payment">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="paymentIntentId" value={payment.providerPaymentId} />
      <div>
        <label htmlFor="card-name" className={labelClass}>Name on card</label>
        <input id="card-name" name={LOCAL_CARD_FIELDS.name} autoComplete="cc-name" maxLength={100} className={inputClass} />
      </div>
      <div>
        <label htmlFor="card-number" className={labelClass}>Card number</label>
        <input
          id="card-number"
          name={LOCAL_CARD_FIELDS.number}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          required
          maxLength={23}
          pattern="[0-9 \-]{12,23}"
          onInput={numberAsTyped}
          className={inputClass}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor="card-expiry" className={labelClass}>Expiry (MM/YY)</label>
          <input id="card-expiry" name={LOCAL_CARD_FIELDS.expiry} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" required maxLength={7} onInput={expiryAsTyped} className={inputClass} />
        </div>
        <div>
          <label htmlFor="card-cvc" className={labelClass}>CVC</label>
          <input id="card-cvc" name={LOCAL_CARD_FIELDS.cvc} inputMode="numeric" autoComplete="cc-csc" placeholder="123" required maxLength={4} pattern="[0-9]{3,4}" className={inputClass} />
        </div>
      </div>
      <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
        This is the built-in test payment provider: no real card is charged. Test cards:{" "}
        {LOCAL_TEST_CARDS.map((c, i) => (
          <span key={c.number}>
            {i > 0 ? "; " : ""}
            <span className="font-mono">{c.number}</span> {c.outcome}
          </span>
        ))}
        . Use any future expiry date and any 3-digit CVC.
      </p>
      <PaymentAlert message={formError} />
      <PayButton amount={payment.amount} processing={processing} />
    </Form>
  );
}
