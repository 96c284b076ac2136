// Price-drop mails, from the seller's edit through the real job queue to a real SMTP server.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { deliverMailToSink } from "../../../tests/support/mail-delivery";
import { stopJobs } from "~/modules/jobs/boss.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { setNotices } from "~/modules/mail/notice-preferences.server";
import { unsubscribeTarget } from "~/modules/unsubscribe/unsubscribe.server";
import { loadEditableListing, updateListing } from "./edit-listing.server";
import { saveVehicle } from "~/modules/public-listings/saved.server";

const delivery = deliverMailToSink();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

describe("price-drop mails", () => {
  it("mails each saver who wants them exactly once, with one-click unsubscribe; not the opted-out saver, not the seller", async () => {
    const seller = await person("Sally");
    const saver = await person("Sam");
    const quiet = await person("Quinn");
    const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210", userId: seller.id });
    for (const id of [saver.id, quiet.id, seller.id]) expect(await saveVehicle(id, v.id)).toBe(true);
    await setNotices(quiet.id, "price-drops", false);

    await reprice(seller.id, v.id, "7300.00");
    const mail = await delivery.sink.soleMailTo(saver.email, { settleMs: 2500, noneTo: [quiet.email, seller.email] });
    expect(mail.subject).toBe("Price drop: the 2019 Honda CRF450R you saved is now $7,300");
    expect(mail.text).toContain("The 2019 Honda CRF450R you saved dropped $500");
    expect(mail.text).toContain("It is now $7,300, down from $7,800.");
    expect(mail.links).toContain(`http://localhost:3000/vehicles/${v.id}`);
    expect(mail.text).toContain("You get this mail because you receive price drops on vehicles you saved.");
    const header = mail.headers["list-unsubscribe"] as string;
    expect(header).toMatch(new RegExp(`^<http://localhost:3000/unsubscribe/${saver.id}\\.price-drops\\.[A-Za-z0-9_-]{43}>$`));
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // The link stops exactly this kind of mail.
    const target = await unsubscribeTarget(header.slice(header.lastIndexOf("/") + 1, -1));
    expect(target?.what).toBe("price drops on vehicles you saved");
    await target!.stop();
    const prefs = await prisma.userPreferences.findUniqueOrThrow({ where: { userId: saver.id } });
    expect([prefs.priceDropNotices, prefs.messageNotices]).toEqual([false, true]);
  });

  it("sends nothing for a price rise", async () => {
    const seller = await person("Rita");
    const saver = await person("Ray");
    const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210", userId: seller.id });
    await saveVehicle(saver.id, v.id);
    await reprice(seller.id, v.id, "8100.00");
    await sleep(3500);
    expect(mailsTo(saver.email)).toHaveLength(0);
    expect(await prisma.listingPriceChange.count({ where: { listingId: v.listing!.id } })).toBe(1);
  });

  it("keeps the price change when the job queue cannot be reached", async () => {
    const seller = await person("Dora");
    const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210", userId: seller.id });
    await stopJobs(2000);
    const down = Promise.reject(new Error("job queue down"));
    down.catch(() => {});
    globalThis.__jobBoss = down;
    try {
      await reprice(seller.id, v.id, "7000.00");
    } finally {
      globalThis.__jobBoss = undefined;
    }
    const listing = await prisma.listing.findUniqueOrThrow({ where: { id: v.listing!.id } });
    expect(listing.price.toFixed(2)).toBe("7000.00");
    expect(await prisma.listingPriceChange.count({ where: { listingId: listing.id } })).toBe(1);
  });
});
