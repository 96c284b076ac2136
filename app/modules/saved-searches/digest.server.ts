// Mails one digest: the listings one alert run matched to one search. The job is queued with
// the digest's key as singleton key; it sends every match recorded under that key and then
// marks them mailed. A crash between the send and the mark sends the same digest again (the
// at-least-once of any SMTP client, decision 11), never a listing in a second, different digest.
import { prisma } from "~/utils/db.server";
import { defineJob } from "~/modules/jobs/registry.server";
import { QUEUES } from "~/modules/jobs/boss.server";
import { composeMail } from "~/modules/mail/layout.server";
import { appOrigin } from "~/modules/mail/origin.server";
import type { OutgoingMail } from "~/modules/mail/mail.server";
import { formatPrice } from "~/shared/format";
import { buyPathOf } from "./normalize";
import { alertsOf, searchUnsubscribeUrl } from "./unsubscribe.server";
import { quotedName } from "./quoted-name";

/** At most this many listings are written out in one mail; the button shows them all. */
export const DIGEST_SHOWN = 20;

interface DigestRow {
  search_id: number;
  user_id: number;
  name: string;
  query: string;
  frequency: string;
  email: string;
  vehicle_id: number;
  title: string;
  price: string;
}

async function digestRows(digestKey: string) {
  return prisma.$queryRaw<DigestRow[]>`
    SELECT s.id AS search_id, s.user_id, s.name, s.query, s.frequency::text AS frequency, u.email,
           v.id AS vehicle_id, concat_ws(' ', v.year, mk.name, md.name) AS title, l.price::text AS price
      FROM saved_search_matches m
      JOIN saved_searches s ON s.id = m.saved_search_id
      JOIN users u ON u.id = s.user_id
      JOIN listings l ON l.id = m.listing_id
      JOIN vehicles v ON v.id = l.vehicle_id
      JOIN vehicle_makes mk ON mk.id = v.vehicle_make_id
      JOIN vehicle_models md ON md.id = v.vehicle_model_id
     WHERE m.digest_key = ${digestKey} AND m.mailed_at IS NULL
     ORDER BY l.activated_at DESC, l.id DESC`;
}

export function digestMail(rows: DigestRow[]): OutgoingMail {
  const { name, query, email, user_id, search_id } = rows[0]!;
  const origin = appOrigin();
  const count = rows.length;
  const subject = count === 1 ? `1 new listing for ${quotedName(name)}` : `${count} new listings for ${quotedName(name)}`;
  const shown = rows.slice(0, DIGEST_SHOWN).map((r) => `${r.title}, ${formatPrice(r.price)}\n${origin}/vehicles/${r.vehicle_id}`);
  const more = count > DIGEST_SHOWN ? [`And ${count - DIGEST_SHOWN} more.`] : [];
  return composeMail({
    to: email,
    subject,
    heading: subject,
    paragraphs: [count === 1 ? "A listing matching your saved search is now on RideMarket:" : "Listings matching your saved search are now on RideMarket:", ...shown, ...more],
    action: { label: "See all results", url: `${origin}${buyPathOf(query)}` },
    unsubscribe: { url: searchUnsubscribeUrl(user_id, search_id), what: alertsOf(name) },
  });
}

defineJob<{ digestKey: string }>(QUEUES.savedSearchDigest, async ({ digestKey }, mailer) => {
  const rows = await digestRows(digestKey);
  if (!rows.length) return;
  // Turned off (or unsubscribed) since the run: the matches stay recorded, and are not mailed.
  if (rows[0]!.frequency !== "none") await mailer.send(digestMail(rows));
  await prisma.savedSearchMatch.updateMany({ where: { digestKey, mailedAt: null }, data: { mailedAt: new Date() } });
});
