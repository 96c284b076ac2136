// Price-drop digests: drops recorded on the seller's edit, one mail per buyer per day through the
// real job queue to a real SMTP server, and the unsubscribe link in one click and from its page.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { deliverMailToSink } from "../../../tests/support/mail-delivery";
import { requestApp } from "../../../tests/support/app-requests";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { setNotices } from "~/modules/mail/notice-preferences.server";
import { loadEditableListing, updateListing } from "./edit-listing.server";
import { saveVehicle } from "~/modules/public-listings/saved.server";
import { runPriceDropDigest } from "./price-drop-digest.server";

const delivery = deliverMailToSink();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Drops recorded so far count as a finished day.
const dayOver = () => ({ before: new Date(Date.now() + 60_000) });

let n = 0;
async function person(firstName: string) {
  n += 1;
  const email = `${firstName.toLowerCase()}.${n}@price-drop-${Date.now()}.test`;
  const user = await createUser(prisma, { firstName, email });
  return { id: user.id, email };
}

const mailsTo = (email: string) => delivery.sink.mails.filter((m) => m.to.includes(email));

/** The seller changes the price on the edit path, as the edit page and the API do. */
async function reprice(sellerId: number, vehicleId: number, price: string) {
  const loaded = await loadEditableListing(sellerId, vehicleId);
  const result = await updateListing(sellerId, vehicleId, { ...loaded!, price });
  expect(result).toEqual({ ok: true });
}

async function bike(sellerId: number, model: string, price: number) {
  return createListing(prisma, { type: "dirtbike", make: "Honda", model, year: 2019, price, zip: "90210", userId: sellerId });
}

const pendingFor = (userId: number) => prisma.priceDropNotice.count({ where: { userId, sentAt: null } });

describe("price-drop digest", () => {
  it("mails a day's drops of two saved listings in one mail, once, even when runs repeat or race", async () => {
    const seller = await person("Sally");
    const saver = await person("Sam");
    const quiet = await person("Quinn");
    const a = await bike(seller.id, "CRF450R", 7800);
    const b = await bike(seller.id, "CRF250R", 5200);
    for (const v of [a, b]) for (const id of [saver.id, quiet.id, seller.id]) expect(await saveVehicle(id, v.id)).toBe(true);
    await setNotices(quiet.id, "price-drops", false);

    await reprice(seller.id, a.id, "7500.00");
    await reprice(seller.id, a.id, "7300.00");
    await reprice(seller.id, b.id, "5000.00");
    // One notice per saver and listing; none for the seller's own listings.
    expect(await pendingFor(saver.id)).toBe(2);
    expect(await pendingFor(seller.id)).toBe(0);

    // Today's drops wait for the day to end.
    await runPriceDropDigest();
    expect(await pendingFor(saver.id)).toBe(2);

    const runs = await Promise.all([runPriceDropDigest(dayOver()), runPriceDropDigest(dayOver())]);
    expect(runs.filter((r) => r !== null && r.mails > 0).length).toBeLessThanOrEqual(1);
    await runPriceDropDigest(dayOver());
    const mail = await delivery.sink.soleMailTo(saver.email, { settleMs: 3000, noneTo: [quiet.email, seller.email] });
    expect(mail.subject).toBe("Price drops on 2 vehicles you saved");
    expect(mail.text).toContain("2019 Honda CRF450R: now $7,300, down $500 from $7,800.");
    expect(mail.text).toContain("2019 Honda CRF250R: now $5,000, down $200 from $5,200.");
    expect(mail.text).not.toContain("$7,500");
    expect(mail.links).toContain(`http://localhost:3000/vehicles/${a.id}`);
    expect(mail.links).toContain(`http://localhost:3000/vehicles/${b.id}`);
    expect(mail.text).toContain("You get this mail because you receive price drops on vehicles you saved.");
    expect(mail.headers["list-unsubscribe"]).toMatch(new RegExp(`^<http://localhost:3000/unsubscribe/${saver.id}\\.price-drops\\.[A-Za-z0-9_-]{43}>$`));
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(await pendingFor(saver.id)).toBe(0);
    expect(await pendingFor(quiet.id)).toBe(0);
  });

  it("leaves out a price that went back up and a listing off the market, and records nothing for a rise", async () => {
    const seller = await person("Rita");
    const saver = await person("Ray");
    const up = await bike(seller.id, "CRF450R", 7800);
    const sold = await bike(seller.id, "CRF250R", 5200);
    const kept = await bike(seller.id, "CRF125F", 3000);
    const risen = await bike(seller.id, "CRF110F", 2000);
    for (const v of [up, sold, kept, risen]) await saveVehicle(saver.id, v.id);

    await reprice(seller.id, up.id, "7000.00");
    await reprice(seller.id, up.id, "7900.00");
    await reprice(seller.id, sold.id, "4800.00");
    await prisma.listing.update({ where: { id: sold.listing!.id }, data: { status: "sold" } });
    await reprice(seller.id, kept.id, "2800.00");
    await reprice(seller.id, risen.id, "2100.00");
    expect(await pendingFor(saver.id)).toBe(3);

    await runPriceDropDigest(dayOver());
    const mail = await delivery.sink.soleMailTo(saver.email, { settleMs: 3000 });
    expect(mail.subject).toBe("Price drop: the 2019 Honda CRF125F you saved is now $2,800");
    expect(mail.text).toContain("2019 Honda CRF125F: now $2,800, down $200 from $3,000.");
    expect(mail.text).not.toContain("CRF450R");
    expect(mail.text).not.toContain("CRF250R");
    expect(mail.text).not.toContain("CRF110F");
    expect(await pendingFor(saver.id)).toBe(0);
  });

  it("stops in one click (POST to the List-Unsubscribe address) and from the page; an unsubscribed buyer gets nothing", async () => {
    const seller = await person("Dora");
    const oneClick = await person("Olive");
    const byPage = await person("Pete");
    const v = await bike(seller.id, "CRF450R", 7800);
    for (const id of [oneClick.id, byPage.id]) await saveVehicle(id, v.id);
    await reprice(seller.id, v.id, "7600.00");
    await runPriceDropDigest(dayOver());
    await delivery.sink.waitFor((m) => m.to.includes(oneClick.email));
    await delivery.sink.waitFor((m) => m.to.includes(byPage.email));
    const address = (email: string) => {
      const header = mailsTo(email)[0]!.headers["list-unsubscribe"]!;
      return new URL(header.slice(1, -1)).pathname;
    };

    const posted = await requestApp({
      url: address(oneClick.email),
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);

    const page = await requestApp({ url: address(byPage.email), document: true });
    expect(page.status).toBe(200);
    expect(page.text).toContain("price drops on vehicles you saved");
    const submitted = await requestApp({ url: address(byPage.email), method: "POST", form: {}, document: true });
    expect(submitted.status).toBe(200);
    expect(submitted.text).toContain("You are unsubscribed");

    for (const id of [oneClick.id, byPage.id]) {
      const prefs = await prisma.userPreferences.findUniqueOrThrow({ where: { userId: id } });
      expect([prefs.priceDropNotices, prefs.messageNotices]).toEqual([false, true]);
    }

    delivery.sink.mails.splice(0);
    await reprice(seller.id, v.id, "7400.00");
    await runPriceDropDigest(dayOver());
    await sleep(3000);
    expect(mailsTo(oneClick.email)).toHaveLength(0);
    expect(mailsTo(byPage.email)).toHaveLength(0);
  });
});
