import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { requestApp } from "../../../tests/support/app-requests";
import { createUser } from "../../../tests/support/fixtures";
import { composeMail } from "./layout.server";
import { readUnsubscribeToken, setNotices, unsubscribeToken, wantsNotices } from "./notice-preferences.server";

describe("composeMail", () => {
  it("gives every mail a text and an HTML part, escaping user text in the HTML", () => {
    const mail = composeMail({
      to: "a@example.com",
      subject: "New message",
      heading: `Message from <script>alert("x")</script>`,
      paragraphs: ["Is it still <b>available</b>? Tom & Jerry's", "line one\nline two"],
      action: { label: "Reply", url: "https://ridemarket.example/messages/1?a=1&b=2" },
    });
    expect(mail.text).toContain(`Message from <script>alert("x")</script>`);
    expect(mail.text).toContain("Reply: https://ridemarket.example/messages/1?a=1&b=2");
    expect(mail.html).not.toMatch(/<script|<b>available/);
    expect(mail.html).toContain("Message from &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Tom &amp; Jerry&#39;s");
    expect(mail.html).toContain("line one<br>line two");
    expect(mail.html).toContain('href="https://ridemarket.example/messages/1?a=1&amp;b=2"');
  });

  it("refuses a link that is not a web address", () => {
    expect(() => composeMail({ to: "a@example.com", subject: "x", heading: "x", paragraphs: [], action: { label: "x", url: "javascript:alert(1)" } })).toThrow();
  });

  it("adds an unsubscribe link to notices", () => {
    const mail = composeMail({ to: "a@example.com", subject: "x", heading: "x", paragraphs: [], unsubscribe: { userId: 42, kind: "messages" } });
    const token = unsubscribeToken(42, "messages");
    expect(mail.text).toContain(`/unsubscribe/${token}`);
    expect(mail.html).toContain(`/unsubscribe/${token}`);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${mail.text.match(/https?:\/\/\S+\/unsubscribe\/\S+/)![0]}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const plain = composeMail({ to: "a@example.com", subject: "x", heading: "x", paragraphs: [] });
    expect(plain.text).not.toContain("unsubscribe");
    expect(plain.headers).toBeUndefined();
  });
});

describe("unsubscribe links", () => {
  it("name the user and kind, and a forged or altered one is refused", () => {
    const token = unsubscribeToken(7, "messages");
    expect(readUnsubscribeToken(token)).toEqual({ userId: 7, kind: "messages" });
    const [, , signature] = token.split(".");
    expect(readUnsubscribeToken(`8.messages.${signature}`)).toBeNull();
    expect(readUnsubscribeToken("7.messages")).toBeNull();
    expect(readUnsubscribeToken(`7.alerts.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
  });

  it("turn the notices off only after the button's POST, without signing in", async () => {
    const user = await createUser(prisma);
    const token = unsubscribeToken(user.id, "messages");
    expect(await wantsNotices(user.id, "messages")).toBe(true);

    const page = await requestApp({ url: `/unsubscribe/${token}`, document: true });
    expect(page.status).toBe(200);
    expect(await wantsNotices(user.id, "messages")).toBe(true);

    const done = await requestApp({ url: `/unsubscribe/${token}`, form: {} });
    expect(done.status).toBe(200);
    expect(await wantsNotices(user.id, "messages")).toBe(false);

    await setNotices(user.id, "messages", true);
    expect(await wantsNotices(user.id, "messages")).toBe(true);
  });

  it("stop the notices on a mail app's one-click POST from another site, and again changes nothing", async () => {
    const user = await createUser(prisma);
    const token = unsubscribeToken(user.id, "messages");
    const oneClick = () =>
      requestApp({
        url: `/unsubscribe/${token}`,
        method: "POST",
        document: true,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
        body: "List-Unsubscribe=One-Click",
      });
    expect((await oneClick()).status).toBe(200);
    expect(await wantsNotices(user.id, "messages")).toBe(false);
    expect((await oneClick()).status).toBe(200);
    expect(await wantsNotices(user.id, "messages")).toBe(false);
    // Other pages still refuse a cross-site POST.
    const crossSite = await requestApp({ url: "/account", method: "POST", headers: { "Sec-Fetch-Site": "cross-site" }, form: { intent: "x" } });
    expect(crossSite.status).toBe(403);
  });

  it("answer a bad token with 404 and change nothing", async () => {
    const user = await createUser(prisma);
    const forged = `${user.id}.messages.${"A".repeat(43)}`;
    expect((await requestApp({ url: `/unsubscribe/${forged}`, document: true })).status).toBe(404);
    expect((await requestApp({ url: `/unsubscribe/${forged}`, form: {} })).status).toBe(404);
    expect(await wantsNotices(user.id, "messages")).toBe(true);
  });
});
