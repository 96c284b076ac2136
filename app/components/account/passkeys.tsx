import { Form } from "react-router";
import { formatDate } from "~/shared/dates";
import type { PasskeySummary } from "~/modules/passkeys/passkeys.server";

/** My Info's list of the account's passkeys, each with a plain 'Remove' form. */
export function Passkeys({ passkeys }: { passkeys: PasskeySummary[] }) {
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="text-xl font-semibold">Passkeys</h2>
      {passkeys.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No passkeys yet. You'll be offered one after your next sign-in.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="passkey-list">
          {passkeys.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-4 py-3 text-sm">
              <div>
                <p className="font-medium">{p.credentialDeviceType === "multiDevice" ? "Synced passkey" : "Device passkey"}</p>
                <p className="text-slate-500">Added {formatDate(p.createdAt)}{p.lastUsedAt ? ` · last used ${formatDate(p.lastUsedAt)}` : ""}</p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="delete-passkey" />
                <input type="hidden" name="passkeyId" value={p.id} />
                <button type="submit" className="rounded-md border border-red-300 px-3 py-1.5 font-medium text-red-700 hover:bg-red-50">Remove</button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
