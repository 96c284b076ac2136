import { Form, useFetcher, useLocation } from "react-router";
import { ActionToast } from "~/components/action-toast";
import type { ToastInput } from "~/modules/toast/toast";

type SaveReply = { ok: false; toast: ToastInput & { id: string } } | undefined;

/** Save or unsave the vehicle in place, shown at once (optimistic); a plain form without JavaScript. */
function SaveToggle({ saved, vehicleId }: { saved: boolean; vehicleId: number }) {
  const fetcher = useFetcher<SaveReply>();
  const location = useLocation();
  // Optimistic: while the request runs, show what it will become.
  const pending = fetcher.formData?.get("intent");
  const showSaved = pending ? pending === "save" : saved;
  return (
    <fetcher.Form method="post" action={`/vehicles/${vehicleId}`}>
      <input type="hidden" name="intent" value={showSaved ? "unsave" : "save"} />
      <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
      <button type="submit" aria-pressed={showSaved} data-testid="save-toggle"
        className={`w-full rounded-md border px-4 py-2 font-semibold ${showSaved ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 hover:bg-slate-50"}`}>
        {showSaved ? "Saved" : "Save"}
      </button>
      <ActionToast toast={fetcher.data?.toast ?? null} />
    </fetcher.Form>
  );
}

/** Save for a signed-in viewer; for anyone else, a Save that asks them to sign in first and saves after it. */
export function SaveButton({ signedIn, saved, vehicleId }: { signedIn: boolean; saved: boolean; vehicleId: number }) {
  const location = useLocation();
  if (signedIn) return <SaveToggle saved={saved} vehicleId={vehicleId} />;
  return (
    <Form method="get" action="/login">
      <input type="hidden" name="redirect" value={location.pathname} />
      {/* Signed in, the vehicle is saved and the visitor is back here. */}
      <input type="hidden" name="then" value="save" />
      <button type="submit" className="w-full rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50" data-testid="save-toggle">
        Save
      </button>
    </Form>
  );
}
