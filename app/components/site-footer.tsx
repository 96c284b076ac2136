import { Link } from "react-router";

const SOCIAL = [
  { name: "Facebook", path: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.2-.5.5-.5Z" },
  { name: "Instagram", path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" },
  { name: "X", path: "M4 4h4.5l4 5.6L17 4h3l-6 7.4L20.5 20H16l-4.3-6-5 6H3.8l6.5-7.9L4 4Z" },
  { name: "YouTube", path: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" },
];

const COLUMNS: { heading: string; links: [label: string, to: string][] }[] = [
  { heading: "Marketplace", links: [["Buy a Ride", "/buy"], ["Sell my Ride", "/sell"], ["Featured Listings", "/"], ["Search", "/buy"]] },
  { heading: "Support", links: [["Help Center", "/help"], ["Safety Tips", "/safety"], ["Contact Us", "/contact"], ["Research", "/research"]] },
  { heading: "Company", links: [["About Us", "/about"], ["Careers", "/careers"], ["Privacy Policy", "/privacy"], ["Terms of Service", "/terms"]] },
];

const heading = "mb-3 text-sm font-semibold uppercase tracking-wide text-white";
const link = "text-sm text-slate-300 hover:text-white";

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {COLUMNS.map((column) => (
          <div key={column.heading}>
            <h2 className={heading}>{column.heading}</h2>
            <ul className="space-y-2">
              {column.links.map(([label, to]) => (
                <li key={label}>
                  <Link className={link} to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className={heading}>Follow Us</h2>
          <ul className="flex gap-3">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href="#" aria-label={s.name} className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-slate-700 hover:text-white">
                  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-400">
            The premier marketplace for sports vehicles. Buy, sell and discover your next ride.
          </p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400">© {new Date().getFullYear()} RideMarket. All rights reserved.</p>
      </div>
    </footer>
  );
}
