/** The listing's public address and a mail link carrying it, for the Share panel. */
export function shareLinks(origin: string, vehicleId: number, title: string): { url: string; email: string } {
  const url = `${origin.replace(/\/+$/, "")}/vehicles/${vehicleId}`;
  const email = `mailto:?subject=${encodeURIComponent(`${title} on RideMarket`)}&body=${encodeURIComponent(url)}`;
  return { url, email };
}
