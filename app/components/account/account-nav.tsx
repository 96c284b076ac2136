import { NavLink, Outlet, useLocation, useNavigation } from "react-router";
import { ACCOUNT_PATHS, ACCOUNT_SECTIONS } from "~/shared/account-paths";
import { MyListingsSkeleton } from "./my-listings";
import { SavedListingsSkeleton } from "./saved-listings";

/** The account's pages, each a link; the one shown is marked as the current page. */
export function AccountNav() {
  return (
    <nav aria-label="Account sections" className="mt-4 flex flex-col gap-1">
      {ACCOUNT_SECTIONS.map((s) => (
        <NavLink key={s.id} to={ACCOUNT_PATHS[s.id]} end
          className={({ isActive }) => `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}>
          {s.label}
        </NavLink>
      ))}
    </nav>
  );
}

const SKELETONS: Record<string, () => React.ReactElement> = {
  [ACCOUNT_PATHS.listings]: MyListingsSkeleton,
  [ACCOUNT_PATHS.saved]: SavedListingsSkeleton,
};

/** The page shown; while another account page loads, its skeleton rather than this page's content. */
export function AccountOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const next = navigation.state === "loading" ? navigation.location.pathname : pathname;
  const Skeleton = next !== pathname ? SKELETONS[next] : undefined;
  return Skeleton ? <Skeleton /> : <Outlet />;
}
