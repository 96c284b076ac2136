import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { NAV_ITEMS, isNavItemActive } from "./site-nav";

export interface HeaderUser {
  /** Unread messages addressed to the user. */
  unread: number;
  /** Moderators and admins: the menu links to the staff pages. */
  staff?: boolean;
  /** Members of a dealership: the menu links to its pages. */
  dealer?: boolean;
}

const unreadLabel = (n: number) => `${n} unread message${n === 1 ? "" : "s"}`;

/** The unread count beside "My Account": a number on screen, a sentence for screen readers. */
function UnreadBadge({ count }: { count: number }) {
  if (count < 1) return null;
  return (
    <span data-testid="unread-badge" className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{unreadLabel(count)}</span>
    </span>
  );
}

function NavLinks({ pathname, onChoose, vertical }: { pathname: string; onChoose?: () => void; vertical?: boolean }) {
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex items-center gap-1"}>
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              onClick={onChoose}
              aria-current={active ? "page" : undefined}
              data-active={active || undefined}
              className={`block rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              }`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function AccountMenu({ onChoose, unread, staff, dealer }: { onChoose?: () => void; unread: number; staff?: boolean; dealer?: boolean }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (menu.current) menu.current.open = false;
    onChoose?.();
  };
  return (
    <details ref={menu} className="relative" data-testid="account-menu">
      <summary className="cursor-pointer rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
        My Account
        <UnreadBadge count={unread} />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg" role="menu">
        <Link role="menuitem" to="/account" onClick={close} className="block rounded px-3 py-2 text-sm hover:bg-slate-100">
          My Account
        </Link>
        <Link role="menuitem" to="/messages" onClick={close} className="block rounded px-3 py-2 text-sm hover:bg-slate-100">
          Messages{unread > 0 ? <span className="text-slate-600"> ({unreadLabel(unread)})</span> : null}
        </Link>
        {dealer ? (
          <Link role="menuitem" to="/dealer" onClick={close} className="block rounded px-3 py-2 text-sm hover:bg-slate-100">
            Dealership
          </Link>
        ) : null}
        {staff ? (
          <Link role="menuitem" to="/staff" onClick={close} className="block rounded px-3 py-2 text-sm hover:bg-slate-100">
            Staff
          </Link>
        ) : null}
        <Form method="post" action="/logout" onSubmit={close}>
          <button role="menuitem" type="submit" className="block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100">
            Sign Out
          </button>
        </Form>
      </div>
    </details>
  );
}

/** On a phone, Messages sits in the header itself, one tap away, with its unread count. */
function PhoneMessagesLink({ unread }: { unread: number }) {
  return (
    <Link to="/messages" data-testid="phone-messages"
      className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 md:hidden">
      Messages
      <UnreadBadge count={unread} />
    </Link>
  );
}

function SignInButton({ onChoose }: { onChoose?: () => void }) {
  return (
    <Link
      to="/login"
      onClick={onChoose}
      className="inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
    >
      Sign In
    </Link>
  );
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { pathname } = useLocation();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const closeMobile = () => {
    if (mobileMenu.current) mobileMenu.current.open = false;
  };
  // A client-side navigation keeps the page, so close the slide-out explicitly; not on the
  // first render, when the visitor may have opened it before the page hydrated.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMobile();
  }, [pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900">
          <span aria-hidden="true" className="inline-block h-7 w-7 rounded-md bg-brand-600" />
          RideMarket
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks pathname={pathname} />
        </nav>
        <div className="hidden md:block">{user ? <AccountMenu unread={user.unread} staff={user.staff} dealer={user.dealer} /> : <SignInButton />}</div>

        <div className="flex items-center gap-1 md:hidden">
          {user ? <PhoneMessagesLink unread={user.unread} /> : null}
          <details ref={mobileMenu} className="group" data-testid="mobile-menu">
            <summary
              aria-label={user?.unread ? `Open menu, ${unreadLabel(user.unread)}` : "Open menu"}
              className="relative cursor-pointer rounded-md p-2 text-slate-700 hover:bg-slate-100"
            >
              {user?.unread ? <span aria-hidden="true" className="absolute right-0.5 top-0.5 h-2.5 w-2.5 rounded-full bg-brand-700" /> : null}
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </summary>
            <div className="fixed inset-0 top-16 z-40 bg-slate-900/40" aria-hidden="true" />
            <nav
              aria-label="Mobile"
              className="fixed right-0 top-16 z-50 flex h-[calc(100vh-4rem)] w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-l border-slate-200 bg-white p-4 shadow-xl"
            >
              <NavLinks pathname={pathname} onChoose={closeMobile} vertical />
              <div className="border-t border-slate-200 pt-4">
                {user ? <AccountMenu onChoose={closeMobile} unread={user.unread} staff={user.staff} dealer={user.dealer} /> : <SignInButton onChoose={closeMobile} />}
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
