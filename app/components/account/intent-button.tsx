import { useFetcher, useFetchers } from "react-router";
import { ActionToast } from "~/components/action-toast";
import type { ToastInput } from "~/modules/toast/toast";
import { ACCOUNT_PATHS } from "~/shared/account-paths";

type IntentReply = { toast?: ToastInput & { id: string } } | undefined;

/**
 * One account-page action as a plain POST form: without JavaScript it posts and the server
 * redirects back with a toast; with JavaScript a fetcher runs it in place.
 */
export function IntentButton({
  intent,
  field,
  value,
  tab,
  children,
  pendingLabel,
  className,
  ...button
}: {
  intent: string;
  field: "listingId" | "vehicleId";
  value: number;
  tab: "listings" | "saved";
  children: React.ReactNode;
  pendingLabel?: string;
  className?: string;
} & Pick<React.ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "aria-describedby" | "autoFocus">) {
  const fetcher = useFetcher<IntentReply>({ key: `${intent}-${value}` });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={ACCOUNT_PATHS[tab]} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={value} />
      <button type="submit" disabled={busy} className={`rounded-md px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${className ?? ""}`} {...button}>
        {busy && pendingLabel ? pendingLabel : children}
      </button>
      <ActionToast toast={fetcher.data?.toast} />
    </fetcher.Form>
  );
}

/** True while any of the named fetchers is submitting, for dimming the whole row or card. */
export function useIntentPending(keys: string[]): boolean {
  return useFetchers().some((f) => keys.includes(f.key) && f.state !== "idle");
}
