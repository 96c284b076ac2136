// Notice mails of the relay, through the real job queue to a real SMTP server.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { deliverMailToSink } from "../../../tests/support/mail-delivery";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { setNotices } from "~/modules/mail/notice-preferences.server";
import { messageAboutVehicle, sendMessage } from "./sending.server";
import { NOTICE_INTERVAL_MS } from "./notices.server";

const delivery = deliverMailToSink();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let a = 0;
const address = () => `10.30.${Math.floor(++a / 250)}.${a % 250}`;

let n = 0;
async function person(firstName: string) {
  n += 1;
  const email = `${firstName.toLowerCase()}.private${n}@notice-${Date.now()}.test`;
  const phone = `307-55${n}-81${String(n).padStart(2, "0")}`;
  const user = await createUser(prisma, { firstName, email });
  await prisma.user.update({ where: { id: user.id }, data: { phone } });
  return { id: user.id, email, phone };
}

const bike = (userId: number) => createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210", userId });
const mailsTo = (email: string) => delivery.sink.mails.filter((m) => m.to.includes(email));

describe("notice mails", () => {
  it("a burst gives the seller exactly one mail; after 10 unread minutes the next message gives another", async () => {
    const seller = await person("Sally");
    const buyer = await person("Bruno");
    const v = await bike(seller.id);
    const first = await messageAboutVehicle({ buyerId: buyer.id, vehicleId: v.id, message: "Hi, is this still available?", address: address(), emailVerified: true });
    for (const text of ["Is the price negotiable?", "I can come Saturday.", "With a trailer."]) {
      expect(await sendMessage({ userId: buyer.id, conversationId: first.conversationId, message: text, address: address() })).toMatchObject({ conversationId: first.conversationId });
    }
    const mail = await delivery.sink.waitFor((m) => m.to.includes(seller.email));
    await sleep(2000);
    expect(mailsTo(seller.email)).toHaveLength(1);
    expect(mail.subject).toBe("New message about your 2019 Honda CRF450R");
    expect(mail.text).toContain("Bruno wrote:");
    expect(mail.text).toContain("Hi, is this still available?");
    expect(mail.links).toContain(`http://localhost:3000/messages/${first.conversationId}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(buyer.email);
      expect(part).not.toContain(buyer.phone);
    }

    // Still unread 10 minutes later: the stored time is moved back instead of waiting.
    await prisma.conversation.update({ where: { id: first.conversationId }, data: { sellerNotifiedAt: new Date(Date.now() - NOTICE_INTERVAL_MS - 1000) } });
    await sendMessage({ userId: buyer.id, conversationId: first.conversationId, message: "Are you there?", address: address() });
    await delivery.sink.waitFor((m) => m.to.includes(seller.email) && m.text.includes("Are you there?"));
    await sleep(1000);
    expect(mailsTo(seller.email)).toHaveLength(2);
  });

  it("tells the buyer about the seller's reply, never the seller's email or phone", async () => {
    const seller = await person("Sam");
    const buyer = await person("Bea");
    const v = await bike(seller.id);
    const first = await messageAboutVehicle({ buyerId: buyer.id, vehicleId: v.id, message: "Still for sale?", address: address(), emailVerified: true });
    await sendMessage({ userId: seller.id, conversationId: first.conversationId, message: "Yes it is, come by. Photos: https://photos.example/bike www.example.org", address: address() });
    const mail = await delivery.sink.waitFor((m) => m.to.includes(buyer.email));
    expect(mail.subject).toBe("Sam replied about the 2019 Honda CRF450R");
    expect(mail.text).toContain("Yes it is, come by.");
    // Addresses typed in a message never become links in the mail.
    expect(mail.text).toContain("https[:]//photos.example/bike www[.]example.org");
    expect(mail.links.filter((l) => !l.startsWith("http://localhost:3000"))).toEqual([]);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(seller.email);
      expect(part).not.toContain(seller.phone);
    }
  });

  it("sends nothing to a user who turned notices off, nor for a message held by the scam guard", async () => {
    const quiet = await person("Quinn");
    const seller = await person("Sid");
    const buyer = await person("Ben");
    await setNotices(quiet.id, "messages", false);
    const v1 = await bike(quiet.id);
    const v2 = await bike(seller.id);
    expect(await messageAboutVehicle({ buyerId: buyer.id, vehicleId: v1.id, message: "Hello", address: address(), emailVerified: true })).toMatchObject({ flagged: false });
    const scam = await messageAboutVehicle({ buyerId: buyer.id, vehicleId: v2.id, message: "I pay by Zelle, my shipping agent collects", address: address(), emailVerified: true });
    expect(scam.flagged).toBe(true);
    await sleep(3000);
    expect(mailsTo(quiet.email)).toHaveLength(0);
    expect(mailsTo(seller.email)).toHaveLength(0);
  });
});
