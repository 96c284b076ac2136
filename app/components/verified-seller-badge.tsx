/** "Verified seller": a phone proven by a texted code on an account old enough (decision 39). */
export function VerifiedSellerBadge({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-700/30 ${className}`} data-testid="verified-seller">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 fill-current">
        <path d="M10 1.5 3 4.5v5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9v-5l-7-3Zm-1.2 12.3L5.6 10.6l1.4-1.4 1.8 1.8 4.2-4.2 1.4 1.4-5.6 5.6Z" />
      </svg>
      Verified seller
    </span>
  );
}
