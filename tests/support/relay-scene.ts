// The relay as the route tests meet it: a seller with a listing, a buyer who has written about
// it from the contact page, and a third user; every person with an email and phone that no
// answer may show.
import { expect } from "vitest";
import { prisma } from "../../app/utils/db.server";
import { createListing, createUser } from "./fixtures";
import { requestApp, sessionCookieFor, type AppOutcome } from "./app-requests";

export interface Person {
  id: number;
  email: string;
  phone: string;
  cookie: string;
}

let n = 0;
export async function person(firstName: string): Promise<Person> {
  n += 1;
  const email = `${firstName.toLowerCase()}.secret${n}@hidden-${Date.now()}.test`;
  const phone = `208-55${n}-90${String(n).padStart(2, "0")}`;
  const user = await createUser(prisma, { firstName, email });
  await prisma.user.update({ where: { id: user.id }, data: { phone } });
  return { id: user.id, email, phone, cookie: await sessionCookieFor(user.id) };
}

export const bike = (userId: number, status: "active" | "sold" = "active") =>
  createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210", userId, status });

/** Client addresses under `prefix` (e.g. "10.20"), a new one each call, so no two tests share a per-address budget. */
export function addresses(prefix: string) {
  let address = 0;
  return () => `${prefix}.${Math.floor(++address / 250)}.${address % 250}`;
}

export function expectNoContactDetails(outcome: AppOutcome, ...people: Person[]) {
  for (const p of people) {
    expect(outcome.text).not.toContain(p.email);
    expect(outcome.text).not.toContain(p.phone);
  }
}

/** Sally sells a bike, Bruno writes to her about it, Trudy is a third user. */
export async function relayScene(clientAddress: () => string) {
  const seller = await person("Sally");
  const buyer = await person("Bruno");
  const third = await person("Trudy");
  const vehicleId = (await bike(seller.id)).id;
  const sent = await requestApp({
    url: `/vehicles/${vehicleId}/contact`,
    cookie: buyer.cookie,
    form: { intent: "send", message: "Hi, is this still available?" },
    address: clientAddress(),
  });
  expect(sent.status).toBe(302);
  const conversationId = Number(/^\/messages\/(\d+)\?sent=1$/.exec(sent.location ?? "")?.[1]);
  expect(conversationId).toBeGreaterThan(0);
  return { seller, buyer, third, vehicleId, conversationId };
}
