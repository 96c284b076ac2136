import { Form, useNavigation } from "react-router";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { TextField } from "~/components/ui/text-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { VerifiedSellerBadge } from "~/components/verified-seller-badge";
import { confirmPhoneCodeSchema, sendPhoneCodeSchema } from "~/modules/verification/schemas";
import { displayPhone, maskedPhone } from "~/modules/verification/phone-number";
import { VERIFIED_SELLER_MIN_ACCOUNT_DAYS } from "~/modules/verification/verified-seller";
import type { SellerStandingView } from "~/modules/verification/seller-standing.server";

interface Reply {
  intent: FormDataEntryValue | null;
  result: SubmissionResult<string[]>;
}

const button = "inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";
const primary = `${button} bg-brand-700 text-white hover:bg-orange-800`;
const secondary = `${button} border border-slate-300 text-slate-800 hover:bg-slate-50`;

function Standing({ standing }: { standing: SellerStandingView }) {
  if (standing.verifiedSeller) {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-slate-700">
        <VerifiedSellerBadge /> Your listings and messages show this mark. Verified phone: {standing.phone}.
      </p>
    );
  }
  if (standing.phoneVerified) {
    return (
      <p className="mt-3 text-slate-700">
        Your phone {standing.phone} is verified. Your listings show "Verified seller" once your account is {VERIFIED_SELLER_MIN_ACCOUNT_DAYS} days old ({standing.daysToGo} {standing.daysToGo === 1 ? "day" : "days"} to go).
      </p>
    );
  }
  return (
    <p className="mt-3 text-slate-700">
      Buyers trust sellers they can reach. Verify a US mobile number by a texted code; once your account is {VERIFIED_SELLER_MIN_ACCOUNT_DAYS} days old, your listings and messages show "Verified seller". Buyers never see your number.
    </p>
  );
}

/** The Verified Seller page: the account's standing, then the number form, then (with a code on its way) the code form. */
export function PhoneVerification({ standing, pending, reply }: { standing: SellerStandingView; pending: string | null; reply: Reply | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phoneForm, phoneFields] = useSchemaForm("send-code", sendPhoneCodeSchema, reply?.intent === "send-code" ? reply.result : undefined, {
    phone: pending ? displayPhone(pending) : standing.phoneVerified ? "" : (standing.phone ?? ""),
  });
  const [codeForm, codeFields] = useSchemaForm("confirm-code", confirmPhoneCodeSchema, reply?.intent === "confirm-code" ? reply.result : undefined);
  return (
    <section aria-labelledby="verification-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="verification-heading" className="text-xl font-semibold">Verified Seller</h2>
      <Standing standing={standing} />
      {pending ? (
        <Form method="post" {...getFormProps(codeForm)} className="mt-6 flex max-w-sm flex-col gap-3">
          <input type="hidden" name="intent" value="confirm-code" />
          <TextField meta={codeFields.code} label="Code" autoComplete="one-time-code" hint={`We texted a code to ${maskedPhone(pending)}. It expires in 10 minutes.`} />
          <button type="submit" className={primary} disabled={busy}>Verify Phone</button>
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(phoneForm)} className="mt-6 flex max-w-sm flex-col gap-3">
        <input type="hidden" name="intent" value="send-code" />
        <TextField meta={phoneFields.phone} label="Mobile number" type="tel" autoComplete="tel" placeholder="(512) 555-0123" />
        <button type="submit" className={pending ? secondary : primary} disabled={busy}>
          {pending ? "Send a New Code" : standing.phoneVerified ? "Verify Another Number" : "Text Me a Code"}
        </button>
      </Form>
    </section>
  );
}
