export interface NavItem {
  label: string;
  href: string;
}

export const NAV_ITEMS: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "Buy a Ride", href: "/buy" },
  { label: "Sell my Ride", href: "/sell" },
  { label: "Research", href: "/research" },
];

/** Home is active only on exactly "/"; the others on any path that starts with their route. */
export function isNavItemActive(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname.startsWith(href);
}
