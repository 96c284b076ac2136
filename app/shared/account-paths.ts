// The account's pages (decision 34): My Info at /account, and each other section a page of its
// own under it. They were tabs of one page at /account?tab=<id>; those links still work.

export const ACCOUNT_PATHS = {
  info: "/account",
  listings: "/account/listings",
  dashboard: "/account/dashboard",
  saved: "/account/saved",
  searches: "/account/searches",
  verification: "/account/verification",
} as const;

export type AccountSection = keyof typeof ACCOUNT_PATHS;

/** The account's navigation, in order. */
export const ACCOUNT_SECTIONS: readonly { id: AccountSection; label: string }[] = [
  { id: "info", label: "My Info" },
  { id: "listings", label: "My Listings" },
  { id: "dashboard", label: "Dashboard" },
  { id: "saved", label: "Saved Listings" },
  { id: "searches", label: "Saved Searches" },
  { id: "verification", label: "Verified Seller" },
];

const isSection = (value: string | null): value is AccountSection => value !== null && Object.hasOwn(ACCOUNT_PATHS, value);

/**
 * Where an old `/account?tab=<id>` link now lives, keeping its other query parameters (such as
 * `confirmDelete`); null for any other address. An unknown tab was shown My Info, and still is.
 */
export function movedAccountTab(url: URL): string | null {
  if (url.pathname.replace(/\/$/, "") !== ACCOUNT_PATHS.info) return null;
  const tab = url.searchParams.get("tab");
  if (!isSection(tab)) return null;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("tab");
  const query = rest.toString();
  return `${ACCOUNT_PATHS[tab]}${query ? `?${query}` : ""}`;
}
