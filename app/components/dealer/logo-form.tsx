import { Form, useNavigation } from "react-router";
import { variantUrl } from "~/modules/media/variants";

export type LogoReply = { error: string; saved?: never } | { saved: "uploaded" | "removed"; error?: never };

const ACCEPTED = "image/jpeg,image/png,image/webp,image/avif,image/gif";
const buttonClass = "min-h-11 rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60";

/** The dealership's logo as the storefront shows it, with an upload form (and a remove button) for owners and managers. */
export function LogoForm({ logo, name, canEdit, reply }: { logo: string | null; name: string; canEdit: boolean; reply: LogoReply | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  return (
    <section aria-labelledby="logo-heading" className="mt-4 border-b border-slate-200 pb-5">
      <h3 id="logo-heading" className="text-lg font-semibold">Logo</h3>
      {reply?.saved ? (
        <p role="status" className="mt-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {reply.saved === "uploaded" ? "Logo saved." : "Logo removed."}
        </p>
      ) : null}
      <div className="mt-3 flex items-center gap-4">
        {logo ? (
          <img src={variantUrl(logo, 320)} alt={`${name} logo`} width={80} height={80} className="h-20 w-20 shrink-0 rounded-md border border-slate-200 object-contain" data-testid="dealer-logo" />
        ) : (
          <p className="text-sm text-slate-600">No logo yet. Your storefront shows your name alone.</p>
        )}
        {logo && canEdit ? (
          <Form method="post">
            <button type="submit" name="intent" value="remove-logo" className={`${buttonClass} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
              Remove logo
            </button>
          </Form>
        ) : null}
      </div>
      {canEdit ? (
        <Form method="post" encType="multipart/form-data" className="mt-4">
          <input type="hidden" name="intent" value="logo" />
          <label htmlFor="logo-file" className="block text-sm font-medium text-slate-800">
            {logo ? "New logo image" : "Logo image"}
          </label>
          <p id="logo-hint" className="text-sm text-slate-600">JPEG, PNG, WebP, AVIF or GIF, up to 15 MB. A square image looks best.</p>
          <input
            id="logo-file"
            name="logo"
            type="file"
            accept={ACCEPTED}
            required
            aria-invalid={reply?.error ? true : undefined}
            aria-describedby={reply?.error ? "logo-hint logo-error" : "logo-hint"}
            className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-800"
          />
          {reply?.error ? (
            <p id="logo-error" role="alert" className="mt-1 text-sm text-red-700">
              {reply.error}
            </p>
          ) : null}
          <button type="submit" disabled={busy} className={`${buttonClass} mt-3 w-full bg-brand-700 text-white hover:bg-orange-800 sm:w-auto`}>
            {busy ? "Uploading..." : "Upload logo"}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
