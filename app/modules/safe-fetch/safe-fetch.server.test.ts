import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "~/utils/app-error";
import { redirectTo, startFeedServer, withEtag, type FeedServer } from "../../../tests/support/feed-server";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch.server";
import { fetchFeedDocument, MAX_FEED_BYTES } from "./feed-document.server";

let server: FeedServer;
let elsewhere: FeedServer;
const base: SafeFetchOptions = { timeoutMs: 5000, maxBytes: 1024 * 1024, tooLargeMessage: "too large" };

/** The refusal's message; fails the test when the fetch was not refused with a "fetch-refused" AppError. */
async function refusal(fetching: Promise<unknown>): Promise<string> {
  const error = await fetching.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error, "fetch-refused"), String(error)).toBe(true);
  return (error as Error).message;
}

beforeAll(async () => {
  server = await startFeedServer();
  elsewhere = await startFeedServer();
  server.route("/feed.csv", withEtag('"v1"', () => "stock,year\nA1,2020\n", "text/csv; charset=utf-8"));
  elsewhere.route("/secret", (_req, res) => void res.writeHead(200).end("internal"));
});
afterAll(async () => {
  await server.close();
  await elsewhere.close();
});

describe("safeFetch with the test allowance off", () => {
  it("refuses loopback, private, link-local, metadata and unique-local addresses, names resolving to loopback, and http, connecting to none", async () => {
    const off = { ...base, allowance: [] };
    const refused = [
      `https://127.0.0.1:${server.port}/feed.csv`,
      `https://10.0.0.1/feed.csv`,
      `https://169.254.169.254/latest/meta-data/`,
      `https://[::1]:${server.port}/feed.csv`,
      `https://localhost:${server.port}/feed.csv`,
      `https://[::ffff:127.0.0.1]:${server.port}/feed.csv`,
      `https://[fd00:ec2::254]/latest/meta-data/`,
      `https://[fdaa::3]/`,
      `https://192.168.1.1/`,
      `https://0.0.0.0:${server.port}/feed.csv`,
    ];
    for (const url of refused) expect(await refusal(safeFetch(url, off)), url).toMatch(/not a public internet address/);
    for (const url of [server.url("/feed.csv"), "http://example.com/feed.csv"]) expect(await refusal(safeFetch(url, off)), url).toBe("The address must start with https://.");
    expect(server.requests).toEqual([]);
  });

  it("refuses a host when any of its addresses is not public, and a URL with credentials", async () => {
    const lookup = async () => [
      { address: "93.184.216.34", family: 4 as const },
      { address: "10.0.0.7", family: 4 as const },
    ];
    expect(await refusal(safeFetch("https://feeds.dealer.example/feed.csv", { ...base, allowance: [], lookup }))).toMatch(/not a public internet address/);
    expect(await refusal(safeFetch("https://user:pw@feeds.dealer.example/feed.csv", { ...base, allowance: [] }))).toMatch(/user name or password/);
  });
});

describe("safeFetch with the test allowance naming the feed server", () => {
  const on = () => ({ ...base, allowance: server.allowance });

  it("fetches the named host and port, over http too", async () => {
    const answer = await safeFetch(server.url("/feed.csv"), on());
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe("stock,year\nA1,2020\n");
  });

  it("connects to the address it checked, without asking DNS again", async () => {
    const asked: string[] = [];
    const lookup = async (host: string) => {
      asked.push(host);
      return [{ address: "127.0.0.1", family: 4 as const }];
    };
    const answer = await safeFetch(`http://localhost:${server.port}/feed.csv`, { ...base, lookup, allowance: [{ host: "localhost", port: server.port }] });
    expect(answer.status).toBe(200);
    expect(asked).toEqual(["localhost"]);
  });

  it("follows redirects, checking each target again", async () => {
    server.route("/hop1", redirectTo("/hop2", 301));
    server.route("/hop2", redirectTo(server.url("/feed.csv"), 307));
    const answer = await safeFetch(server.url("/hop1"), on());
    expect(answer.url).toBe(server.url("/feed.csv"));
    expect(answer.body.toString()).toContain("A1,2020");

    const inside = [
      elsewhere.url("/secret"),
      `http://localhost:${server.port}/feed.csv`,
      "http://10.0.0.1/feed.csv",
      "https://169.254.169.254/latest/meta-data/",
      `https://[::1]:${server.port}/feed.csv`,
      `https://127.0.0.1:${elsewhere.port}/secret`,
    ];
    for (const [index, location] of inside.entries()) {
      server.route(`/to-inside-${index}`, redirectTo(location));
      server.route(`/via-${index}`, redirectTo(`/to-inside-${index}`));
      const message = await refusal(safeFetch(server.url(`/via-${index}`), on()));
      expect(message, location).toMatch(/not a public internet address|must start with https/);
      expect(server.hits(`/to-inside-${index}`)).toBe(1);
    }
    expect(elsewhere.requests).toEqual([]);
  });

  it("follows at most 5 redirects", async () => {
    for (let i = 0; i < 6; i++) server.route(`/r${i}`, redirectTo(i === 5 ? "/feed.csv" : `/r${i + 1}`));
    expect((await safeFetch(server.url("/r1"), on())).status).toBe(200);
    expect(await refusal(safeFetch(server.url("/r0"), on()))).toBe("The address redirected more than 5 times.");
  });

  it("gives up on a server that does not answer in time", async () => {
    server.route("/silent", () => undefined);
    server.route("/trickle", (_req, res) => {
      res.writeHead(200, { "content-type": "text/csv" });
      res.write("stock,year\n");
    });
    for (const path of ["/silent", "/trickle"]) expect(await refusal(safeFetch(server.url(path), { ...on(), timeoutMs: 300 }))).toMatch(/did not answer in time/);
  });

  it("refuses a 50 MB feed while it streams, without holding it, and at once when its length is declared", async () => {
    let written = 0;
    let closedEarly: (early: boolean) => void;
    const closed = new Promise<boolean>((resolve) => (closedEarly = resolve));
    server.route("/huge.csv", (_req, res) => {
      res.writeHead(200, { "content-type": "text/csv" });
      const chunk = Buffer.alloc(1024 * 1024, 0x41);
      const more = () => {
        while (written < 50 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end();
      };
      res.on("close", () => closedEarly(!res.writableFinished));
      more();
    });
    expect(await refusal(fetchFeedDocument(server.url("/huge.csv"), {}, { allowance: server.allowance }))).toBe("The feed is larger than 40 MB.");
    expect(await closed).toBe(true);
    expect(written).toBeLessThan(50 * 1024 * 1024);
    expect(written).toBeGreaterThan(MAX_FEED_BYTES - 1024 * 1024 * 4);

    server.route("/declared.csv", (_req, res) => {
      res.writeHead(200, { "content-type": "text/csv", "content-length": String(50 * 1024 * 1024) });
      res.write("stock,year\n");
    });
    expect(await refusal(fetchFeedDocument(server.url("/declared.csv"), {}, { allowance: server.allowance }))).toBe("The feed is larger than 40 MB.");
  });

  it("refuses an answer whose content check fails, and a status other than 200 and 304", async () => {
    server.route("/page", (_req, res) => void res.writeHead(200, { "content-type": "text/html" }).end("<html></html>"));
    expect(await refusal(fetchFeedDocument(server.url("/page"), {}, { allowance: server.allowance }))).toBe("The address answered a web page or a picture, not a feed.");
    const magic = { ...on(), acceptsBody: (body: Buffer) => body[0] === 0xff, wrongContentMessage: "not an image" };
    expect(await refusal(safeFetch(server.url("/feed.csv"), magic))).toBe("not an image");
    expect(await refusal(safeFetch(server.url("/missing"), on()))).toMatch(/answered 404/);
  });
});

describe("fetchFeedDocument", () => {
  it("sends the last validators back: 304 is not modified, a new answer brings its format and validators", async () => {
    server.route("/dated.json", (req, res) => {
      if (req.headers["if-modified-since"] === "Wed, 25 Nov 2026 10:00:00 GMT") return void res.writeHead(304).end();
      res.writeHead(200, { "content-type": "application/json", "last-modified": "Wed, 25 Nov 2026 10:00:00 GMT" }).end("[]");
    });
    const allowance = server.allowance;
    expect(await fetchFeedDocument(server.url("/feed.csv"), { etag: '"v1"' }, { allowance })).toEqual({ notModified: true });
    expect(await fetchFeedDocument(server.url("/feed.csv"), { etag: '"v0"' }, { allowance })).toMatchObject({ format: "csv", etag: '"v1"', document: Buffer.from("stock,year\nA1,2020\n") });
    expect(await fetchFeedDocument(server.url("/dated.json"), {}, { allowance })).toMatchObject({ format: "json", lastModified: "Wed, 25 Nov 2026 10:00:00 GMT" });
    expect(await fetchFeedDocument(server.url("/dated.json"), { lastModified: "Wed, 25 Nov 2026 10:00:00 GMT" }, { allowance })).toEqual({ notModified: true });
  });
});
