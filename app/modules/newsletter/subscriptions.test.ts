// The newsletter's double opt-in, with the real job queue and a mailer that keeps what it sends.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import type { OutgoingMail } from "~/modules/mail/mail.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";
import { QUEUES } from "~/modules/jobs/boss.server";
import { keepSentMail } from "../../../tests/support/kept-mail";
import { requestApp } from "../../../tests/support/app-requests";
import { CONFIRMATION_TTL_MS, confirmSubscription, requestSubscription } from "./subscriptions.server";

const sent = keepSentMail();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function mailsTo(to: string, count = 1, timeoutMs = 10_000): Promise<OutgoingMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sent.filter((m) => m.to === to);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${to}`);
    await sleep(100);
  }
}
const tokenIn = (mail: OutgoingMail) => /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
let addressCounter = 0;
const subscribe = (email: string, address = `203.0.113.${++addressCounter}`) =>
  requestApp({ url: "/research", form: { email }, address });
const row = (email: string) => prisma.newsletterSubscription.findUnique({ where: { email } });

describe("the newsletter", () => {
  it("mails a confirmation link and counts the address only once the link is used, once", async () => {
    const email = `reader-${Date.now()}@example.com`;
    const answer = await subscribe(email);
    expect(answer.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe("Confirm your RideMarket newsletter subscription");
    expect(mail!.html).toContain("Confirm subscription");
    const token = tokenIn(mail!);
    // Stored only as its hash; not yet confirmed.
    const pending = await row(email);
    expect(pending).toMatchObject({ confirmedAt: null });
    expect(pending!.tokenHash).not.toBe(token);
    expect(pending!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Opening the link only asks; the button confirms.
    expect((await requestApp({ url: `/newsletter/confirm?token=${token}` })).status).toBe(200);
    expect((await row(email))!.confirmedAt).toBeNull();
    expect((await requestApp({ url: `/newsletter/confirm?token=${token}`, form: {} })).status).toBe(200);
    expect((await row(email))!.confirmedAt).toBeInstanceOf(Date);
    // Used once: the same link no longer works.
    expect((await requestApp({ url: `/newsletter/confirm?token=${token}` })).status).toBe(410);
    expect((await requestApp({ url: `/newsletter/confirm?token=${token}`, form: {} })).status).toBe(410);
  });

  it("sends nothing more to an address already confirmed, with the same answer", async () => {
    const email = `twice-${Date.now()}@example.com`;
    await requestSubscription(email);
    const [first] = await mailsTo(email);
    expect(await confirmSubscription(tokenIn(first!))).toBe(true);
    expect((await subscribe(email)).status).toBe(200);
    await sleep(1500);
    expect(sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it("refuses an expired link", async () => {
    const email = `late-${Date.now()}@example.com`;
    const asked = new Date(Date.now() - CONFIRMATION_TTL_MS - 1000);
    await requestSubscription(email, asked);
    const [mail] = await mailsTo(email);
    expect(await confirmSubscription(tokenIn(mail!))).toBe(false);
    expect((await row(email))!.confirmedAt).toBeNull();
  });

  it("answers a bad address next to the field, and limits requests per address", async () => {
    const bad = await subscribe("not-an-email");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Please enter a valid email address");
    const address = "203.0.113.250";
    for (let i = 0; i < 10; i++) expect((await subscribe(`limit-${i}-${Date.now()}@example.com`, address)).status).toBe(200);
    const refused = await subscribe(`limit-x-${Date.now()}@example.com`, address);
    expect(refused.status).toBe(429);
  });

  it(`mails one address at most ${LIMITS.newsletterPerEmail.limit} confirmations an hour, however many ask at once from several addresses, with the same answer`, async () => {
    const email = `flooded-${Date.now()}@example.com`;
    const senders = ["198.51.100.71", "198.51.100.72", "198.51.100.73"];
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => subscribe(email, senders[i % senders.length])));
    // Every request gets the plain "sent" answer: nothing tells the asker that the inbox was spared.
    expect(answers.map((a) => a.status)).toEqual(Array(14).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const queued = await prisma.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${QUEUES.sendMail} AND data->>'to' = ${email}`;
    expect(queued[0]!.count).toBe(LIMITS.newsletterPerEmail.limit);
    await mailsTo(email, LIMITS.newsletterPerEmail.limit);
    await sleep(1500);
    expect(sent.filter((m) => m.to === email)).toHaveLength(LIMITS.newsletterPerEmail.limit);
    // Another address is not held back by it.
    const other = `spared-${Date.now()}@example.com`;
    expect((await subscribe(other, senders[0])).status).toBe(200);
    await mailsTo(other);
  });
});
