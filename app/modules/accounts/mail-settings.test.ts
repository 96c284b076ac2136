import { afterAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { stopJobs } from "~/modules/jobs/boss.server";
import { wantsNotices } from "~/modules/mail/notice-preferences.server";
import { requestApp, sessionCookieFor } from "../../../tests/support/app-requests";
import { createUser } from "../../../tests/support/fixtures";

afterAll(() => stopJobs(2000));

const queuedVerifications = async (userId: number) => {
  const rows = await prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'email-verification-mail' AND (data->>'userId')::int = ${userId}`;
  return Number(rows[0]!.n);
};

describe("/account mail settings", () => {
  it("shows whether the address is confirmed and sends the link again, at most 3 times an hour", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const page = await requestApp({ url: "/account", cookie });
    expect(JSON.parse(page.text).mail).toEqual({ emailVerified: false, messageNotices: true, priceDropNotices: true });

    const resend = () => requestApp({ url: "/account", cookie, form: { intent: "resend-verification" } });
    expect((await resend()).status).toBe(302);
    expect((await resend()).status).toBe(302);
    expect((await resend()).status).toBe(302);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("Too many attempts");
    expect(await queuedVerifications(user.id)).toBe(3);

    await prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    expect(JSON.parse((await requestApp({ url: "/account", cookie })).text).mail.emailVerified).toBe(true);
  });

  it("turns message mails off and on with the checkbox", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    expect((await requestApp({ url: "/account", cookie, form: { intent: "mail-notices" } })).status).toBe(302);
    expect(await wantsNotices(user.id, "messages")).toBe(false);
    await requestApp({ url: "/account", cookie, form: { intent: "mail-notices", messages: "on" } });
    expect(await wantsNotices(user.id, "messages")).toBe(true);
  });

  it("turns price-drop mails off and on with their own checkbox, shown on the page", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const page = await requestApp({ url: "/account", cookie, document: true });
    const box = (html: string) => html.match(/<input [^>]*name="priceDrops"[^>]*\/>Price drops on vehicles you saved<\/label>/)?.[0];
    expect(box(page.text)).toContain('checked=""');
    await requestApp({ url: "/account", cookie, form: { intent: "mail-notices", messages: "on" } });
    expect([await wantsNotices(user.id, "messages"), await wantsNotices(user.id, "price-drops")]).toEqual([true, false]);
    expect(JSON.parse((await requestApp({ url: "/account", cookie })).text).mail.priceDropNotices).toBe(false);
    const unchecked = box((await requestApp({ url: "/account", cookie, document: true })).text);
    expect(unchecked).toBeDefined();
    expect(unchecked).not.toContain("checked");
    await requestApp({ url: "/account", cookie, form: { intent: "mail-notices", priceDrops: "on" } });
    expect([await wantsNotices(user.id, "messages"), await wantsNotices(user.id, "price-drops")]).toEqual([false, true]);
  });

  it("marks a changed address unconfirmed and mails it a new link", async () => {
    const user = await createUser(prisma);
    await prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date(), password: await (await import("./password.server")).hashPassword("gravel-trail-123") } });
    const cookie = await sessionCookieFor(user.id);
    const saved = await requestApp({
      url: "/account",
      cookie,
      form: { intent: "update-profile", firstName: "Fiona", lastName: "Fixture", email: `moved-${user.email}`, currentPassword: "gravel-trail-123" },
    });
    expect(saved.status).toBe(302);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
    expect(await queuedVerifications(user.id)).toBe(1);
  });
});
