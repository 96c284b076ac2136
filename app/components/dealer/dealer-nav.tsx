import { NavLink } from "react-router";

export const DEALER_SECTIONS = [
  { to: "/dealer", label: "Overview" },
  { to: "/dealer/inbox", label: "Inbox" },
  { to: "/dealer/feeds", label: "Feeds" },
  { to: "/dealer/plan", label: "Plan" },
  { to: "/dealer/members", label: "Members" },
  { to: "/dealer/profile", label: "Profile" },
] as const;

/** The dealer pages, each a link; on a phone a row that scrolls, beside the page on a wide screen. */
export function DealerNav() {
  return (
    <nav aria-label="Dealership sections" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex gap-1 lg:flex-col">
        {DEALER_SECTIONS.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to} end
              className={({ isActive }) => `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}>
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
