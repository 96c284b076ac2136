import type { AccountHistory } from "~/modules/moderation/account-history.server";
import { photoUrl, type RuleHit } from "~/modules/moderation/evidence";
import type { QueueReport } from "~/modules/moderation/queue.server";
import { formatDate } from "~/shared/dates";

const REASON_LABELS: Record<string, string> = {
  scam: "Scam",
  wrong_information: "Wrong information",
  already_sold: "Already sold",
  offensive: "Offensive",
  other: "Other",
};


function Photo({ storageKey, alt }: { storageKey: string; alt: string }) {
  const src = photoUrl(storageKey);
  return src ? <img src={src} alt={alt} width={160} height={107} loading="lazy" className="aspect-[3/2] w-full rounded-md bg-slate-100 object-cover" /> : <p className="text-xs text-slate-600">{alt}: not a stored photo</p>;
}

export function RuleHits({ hits }: { hits: RuleHit[] }) {
  if (hits.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-900">Screening</h4>
      <ul className="mt-1 flex flex-col gap-2 text-sm" data-testid="rule-hits">
        {hits.map((hit, i) => (
          <li key={`${hit.rule}-${i}`}>
            <p><span className="font-medium">{hit.rule}</span> <span className="text-slate-600">({hit.points} points)</span>: {hit.explanation}</p>
            {hit.photos.map((p) => (
              <div key={`${p.key}-${p.matchedKey}`} className="mt-2 grid grid-cols-2 gap-2" data-testid="photo-match">
                <figure>
                  <Photo storageKey={p.key} alt="This listing's photo" />
                  <figcaption className="mt-1 text-xs text-slate-600">This listing</figcaption>
                </figure>
                <figure>
                  <Photo storageKey={p.matchedKey} alt={`The matching photo of listing ${p.vehicleId}`} />
                  <figcaption className="mt-1 text-xs text-slate-600"><a href={`/vehicles/${p.vehicleId}`} className="text-brand-700 underline">Listing {p.vehicleId}</a></figcaption>
                </figure>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Reports({ reports }: { reports: QueueReport[] }) {
  if (reports.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-900">Reports ({reports.length})</h4>
      <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="reports">
        {reports.map((r, i) => (
          <li key={i}>
            <span className="font-medium">{REASON_LABELS[r.reason] ?? r.reason}</span>, {formatDate(r.createdAt)}{r.details ? <>: <q className="text-slate-700">{r.details}</q></> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Account({ account }: { account: AccountHistory | null }) {
  if (!account) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-900">Account</h4>
      <p className="mt-1 text-sm text-slate-700" data-testid="account-history">
        {account.name}, account {account.ageDays} {account.ageDays === 1 ? "day" : "days"} old (since {formatDate(account.createdAt)}); {account.listings} {account.listings === 1 ? "listing" : "listings"}; {account.pastReports} past {account.pastReports === 1 ? "report" : "reports"}; phone {account.phoneVerified ? "verified" : "not verified"}
        {account.verifiedSeller ? "; verified seller" : ""}
        {account.suspended ? "; suspended" : ""}
      </p>
    </div>
  );
}
