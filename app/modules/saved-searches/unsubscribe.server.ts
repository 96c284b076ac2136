// Unsubscribe links of saved-search alerts: a signed token of kind "search-<id>" for the owner.
// Following it (signed out, or by a mail app's one-click POST) sets the search to "no email".
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "~/modules/mail/unsubscribe-token";
import { quotedName } from "./quoted-name";

// The same key as the notice links (notice-preferences.server.ts).
const secret = () => env().SESSION_SECRET ?? "development-only-session-secret";

export const alertsOf = (name: string) => `new listings for your saved search ${quotedName(name)}`;

export function searchUnsubscribeUrl(userId: number, searchId: number): string {
  return `${appOrigin()}/unsubscribe/${signUnsubscribeToken(userId, `search-${searchId}`, secret())}`;
}

/** What a "search-<id>" token stops, when it is genuine and the search still belongs to its user. */
export async function searchAlertTarget(token: string): Promise<{ what: string; stop(): Promise<void> } | null> {
  const found = verifyUnsubscribeToken(token, secret());
  const match = found && /^search-(\d{1,10})$/.exec(found.kind);
  if (!found || !match) return null;
  const id = Number(match[1]);
  const search = await prisma.savedSearch.findFirst({ where: { id, userId: found.userId }, select: { name: true } });
  if (!search) return null;
  return {
    what: alertsOf(search.name),
    stop: async () => {
      await prisma.savedSearch.updateMany({ where: { id, userId: found.userId }, data: { frequency: "none" } });
    },
  };
}
