import { Form } from "react-router";
import type { PlanOverview } from "~/modules/dealer-plans/plans.server";
import { formatDate } from "~/shared/dates";
import { formatNumber, formatPrice } from "~/shared/format";

const STATUS_TEXT: Record<string, string> = {
  active: "Paid",
  past_due: "Payment overdue: please update your card",
  canceled: "Canceled",
};

const listings = (n: number) => `${formatNumber(n)} active ${n === 1 ? "listing" : "listings"}`;

/** The plan's standing, in plain words: what is used, and what happens to units over a smaller plan. */
function Standing({ overview }: { overview: PlanOverview }) {
  const { current, inForce, status, renewsAt, active, heldBack } = overview;
  const over = current ? active - current.activeListings : 0;
  return (
    <section aria-labelledby="current-plan" className="rounded-xl border border-slate-200 p-4" data-testid="current-plan">
      <h3 id="current-plan" className="text-lg font-semibold">Your plan</h3>
      {current ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Plan</dt><dd>{current.name}</dd>
          <dt className="font-medium">Status</dt><dd>{inForce ? STATUS_TEXT[status ?? ""] ?? status : "Not in force"}</dd>
          {renewsAt ? (<><dt className="font-medium">{status === "canceled" ? "Ends" : "Next renewal"}</dt><dd>{formatDate(renewsAt)}</dd></>) : null}
          <dt className="font-medium">In use</dt><dd>{`${formatNumber(active)} of ${listings(current.activeListings)}`}</dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm">You have no plan yet, so new units are held back. Choose a plan to publish them.</p>
      )}
      {current && over > 0 ? (
        <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="over-plan">
          {`You have ${listings(active)} and your plan allows ${formatNumber(current.activeListings)}. They stay published until ${renewsAt ? formatDate(renewsAt) : "the period ends"}; then the newest ${formatNumber(over)} will be held back.`}
        </p>
      ) : null}
      {heldBack > 0 ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="held-back">
          {`${formatNumber(heldBack)} ${heldBack === 1 ? "unit is" : "units are"} held back because they are over your plan.`}
        </p>
      ) : null}
    </section>
  );
}

export function PlanPage({ overview, subscribed, error }: { overview: PlanOverview; subscribed: boolean; error: string | null }) {
  const { plans, current, canChange } = overview;
  return (
    <div className="mt-6 flex flex-col gap-6">
      <h2 className="text-2xl font-semibold">Plan</h2>
      {subscribed ? <p role="status" className="text-sm text-slate-700">Thank you. Your subscription is being confirmed; this page shows it once the payment is through.</p> : null}
      {error ? <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">{error}</p> : null}
      <Standing overview={overview} />
      <section aria-labelledby="plans-heading">
        <h3 id="plans-heading" className="text-lg font-semibold">Plans</h3>
        {canChange ? null : <p className="mt-1 text-sm text-slate-600">Only an owner of the dealership can change its plan.</p>}
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="plans">
          {plans.map((p) => (
            <li key={p.slug} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
              <p className="font-semibold">{p.name}</p>
              <p className="text-sm text-slate-700">{`${formatPrice(p.monthlyPrice)} a month · ${listings(p.activeListings)}`}</p>
              {current?.slug === p.slug ? (
                <p className="text-sm font-semibold text-brand-700">Your plan</p>
              ) : canChange ? (
                <Form method="post">
                  <input type="hidden" name="plan" value={p.slug} />
                  <button type="submit" className="min-h-11 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">Choose<span className="sr-only">{` ${p.name}`}</span></button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
