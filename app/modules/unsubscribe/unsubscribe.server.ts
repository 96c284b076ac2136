// What an unsubscribe link stops. The token (unsubscribe-token.ts) names a user and a kind; each
// kind of mail the product sends says here what it is and how to stop it. Stopping is
// idempotent: a second click, or a mail app's one-click POST after the page's, changes nothing.
import { NOTICE_LABELS, readUnsubscribeToken, setNotices } from "../mail/notice-preferences.server";
import { searchAlertTarget } from "~/modules/saved-searches/unsubscribe.server";

export interface UnsubscribeTarget {
  /** What the mails are about, completing "You will no longer get mails about …". */
  what: string;
  stop(): Promise<void>;
}

/** The mails a token stops, or null when the token is malformed, forged or names nothing we send. */
export async function unsubscribeTarget(token: string): Promise<UnsubscribeTarget | null> {
  const notice = readUnsubscribeToken(token);
  if (notice) return { what: NOTICE_LABELS[notice.kind], stop: () => setNotices(notice.userId, notice.kind, false) };
  const searchAlerts = await searchAlertTarget(token);
  if (searchAlerts) return searchAlerts;
  return null;
}
