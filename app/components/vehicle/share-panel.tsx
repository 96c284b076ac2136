import { showToast } from "~/components/toaster";

/**
 * Share: without JavaScript a disclosure with an email link and the address in a read-only
 * field; with it, the browser's share sheet where there is one, else the address is copied.
 */
export function SharePanel({ url, email, title }: { url: string; email: string; title: string }) {
  const onShare = async (e: React.MouseEvent<HTMLElement>) => {
    const details = e.currentTarget.parentElement as HTMLDetailsElement;
    if (details.open) return;
    e.preventDefault();
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: "Link copied" });
    } catch {
      details.open = true;
    }
  };

  return (
    <details className="rounded-md border border-slate-300" data-testid="share">
      <summary onClick={onShare} className="cursor-pointer rounded-md px-4 py-2 text-center font-semibold text-slate-700 hover:bg-slate-50">
        Share
      </summary>
      <div className="flex flex-col gap-2 border-t border-slate-200 p-3 text-sm">
        <a href={email} className="font-semibold text-brand-700 underline underline-offset-2" data-testid="share-email">Email this listing</a>
        <label htmlFor="share-url" className="text-slate-700">Link to this listing</label>
        <input id="share-url" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-slate-900" data-testid="share-url" />
      </div>
    </details>
  );
}
