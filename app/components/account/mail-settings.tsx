import { Form, useNavigation } from "react-router";

const button = "rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";

/** My Info's 'Mail Settings' section: confirmation state and notice mails, as plain POST forms. */
export function MailSettings({ email, emailVerified, messageNotices, priceDropNotices }: { email: string; emailVerified: boolean; messageNotices: boolean; priceDropNotices: boolean }) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="mail-settings-heading">
      <h2 id="mail-settings-heading" className="text-xl font-semibold">Mail Settings</h2>
      {emailVerified ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="email-status">{email} is confirmed.</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700" data-testid="email-status">{email} is not confirmed yet. Open the link we mailed you, or ask for a new one.</p>
          <Form method="post">
            <input type="hidden" name="intent" value="resend-verification" />
            <button type="submit" className={button} disabled={busy("resend-verification")}>{busy("resend-verification") ? "Sending..." : "Send Confirmation Again"}</button>
          </Form>
        </div>
      )}
      <Form method="post" className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5">
        <input type="hidden" name="intent" value="mail-notices" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Send me mail about</legend>
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="messages" defaultChecked={messageNotices} key={String(messageNotices)} className="h-4 w-4 rounded border-slate-300" />
            New messages from buyers and sellers
          </label>
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="priceDrops" defaultChecked={priceDropNotices} key={String(priceDropNotices)} className="h-4 w-4 rounded border-slate-300" />
            Price drops on vehicles you saved
          </label>
        </fieldset>
        <button type="submit" className={button} disabled={busy("mail-notices")}>{busy("mail-notices") ? "Saving..." : "Save Mail Settings"}</button>
      </Form>
    </section>
  );
}
