import { Readable } from "node:stream";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { HydrationRewriter, LEAVE_WAIT_MS, PAINT_WAIT_CAP_MS, bootstrapScript, deferredHydration } from "./deferred-hydration.server";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  let out = "";
  for await (const part of Readable.from(chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c))).pipe(deferredHydration())) out += String(part);
  return out;
}

const NONCE = "n0nce+/==";
const MODULE = `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-3.js");`;
// The shape React Router 7 renders: preloads hoisted into the head, the context script, the
// bootstrap module, then the streamed loader data.
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="${NONCE}"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/root.css"/></head>` +
  `<body><p>é &lt;link rel=&quot;modulepreload&quot;&gt; a<!-- -->b</p><img src="/a.webp" alt="x > y"/>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {"a":"<link rel=\\"modulepreload\\" href=\\"x\\">"};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

const EXPECTED =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/root.css"/></head>` +
  `<body><p>é &lt;link rel=&quot;modulepreload&quot;&gt; a<!-- -->b</p><img src="/a.webp" alt="x > y"/>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {"a":"<link rel=\\"modulepreload\\" href=\\"x\\">"};</script>` +
  `<script nonce="${NONCE}">${bootstrapScript(MODULE)}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("deferredHydration", () => {
  it("drops module preloads and defers the bootstrap module, leaving the rest alone", async () => {
    expect(await through([PAGE])).toBe(EXPECTED);
  });

  it("gives the same document at every split point of two chunks", async () => {
    for (let i = 1; i < PAGE.length; i++) expect(await through([PAGE.slice(0, i), PAGE.slice(i)])).toBe(EXPECTED);
  });

  it("gives the same document when every character arrives on its own", async () => {
    const rewriter = new HydrationRewriter();
    let out = "";
    for (const c of PAGE) out += rewriter.write(c);
    out += rewriter.end();
    expect(out).toBe(EXPECTED);
  });

  it("keeps a character whose bytes are split across chunks", async () => {
    const bytes = Buffer.from("<p>é</p>");
    expect(await through([bytes.subarray(0, 4), bytes.subarray(4)])).toBe("<p>é</p>");
  });

  it("leaves module scripts with a src and other scripts untouched", async () => {
    const html =
      `<script type="module" src="/x.js"></script><script type="application/ld+json">{"a":"</p>"}</script><SCRIPT>if (a<b) x()</SCRIPT>` +
      `<script data-type="module">a()</script><link data-rel="modulepreload" href="/y.js"/><link rel="preload" as="image" href="/z.webp"/>`;
    expect(await through([html])).toBe(html);
  });

  it("passes an unfinished document through at the end", async () => {
    expect(await through(["<p>a</p><scr"])).toBe("<p>a</p><scr");
    expect(await through([`<script type="module">import "/a.js";`])).toBe(`<script type="module">import "/a.js";`);
  });
});

describe("bootstrapScript", () => {
  type Entry = { name?: string; element?: unknown };
  interface FakeImage {
    complete: boolean;
    naturalWidth: number;
    rect: { top: number; left: number; width: number; height: number };
  }

  /** Runs the bootstrap in a fake page; time moves only through the queues it returns. */
  function run(code: string, opts: { readyState?: "loading" | "complete"; entryTypes?: string[]; images?: FakeImage[]; textareas?: object[] } = {}) {
    const appended: { type: string; nonce?: string; textContent: string }[] = [];
    const listeners: Record<string, (e?: { persisted?: boolean }) => void> = {};
    const inputListeners: Record<string, (e: Record<string, unknown>) => void> = {};
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
    const observers: { type: string; callback: (list: { getEntries: () => Entry[] }) => void; connected: boolean }[] = [];
    const images = (opts.images ?? []).map((i) => ({
      ...i,
      getBoundingClientRect: () => ({ ...i.rect, bottom: i.rect.top + i.rect.height, right: i.rect.left + i.rect.width }),
    }));
    class FakeObserver {
      static supportedEntryTypes = opts.entryTypes ?? [];
      record: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]["callback"]) {
        this.record = { type: "", callback, connected: false };
        observers.push(this.record);
      }
      observe({ type }: { type: string }) {
        this.record.type = type;
        this.record.connected = true;
      }
      disconnect() {
        this.record.connected = false;
      }
    }
    const window: Record<string, unknown> = {
      innerWidth: 400,
      innerHeight: 800,
      addEventListener: (name: string, fn: (typeof listeners)[string]) => (listeners[name] = fn),
      PerformanceObserver: opts.entryTypes ? FakeObserver : undefined,
    };
    const context = {
      window,
      location: { origin: "https://ride.test", pathname: "/buy", search: "?type=boat" },
      document: {
        readyState: opts.readyState ?? "loading",
        currentScript: { nonce: "abc" },
        createElement: () => ({ type: "", textContent: "" }),
        head: { appendChild: (s: (typeof appended)[number]) => appended.push(s) },
        querySelectorAll: (selector: string) => (selector === "img[elementtiming]" ? images : selector === "textarea" ? (opts.textareas ?? []) : []),
        addEventListener: (name: string, fn: (typeof inputListeners)[string]) => (inputListeners[name] = fn),
      },
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms, cleared: false }),
      clearTimeout: (id: number | undefined) => {
        if (id !== undefined) timers[id - 1]!.cleared = true;
      },
    };
    vm.runInNewContext(bootstrapScript(code), context);
    const deliver = (type: string, entries: Entry[]) => {
      for (const o of observers) if (o.type === type && o.connected) o.callback({ getEntries: () => entries });
    };
    /** The frame, then the task after it. */
    const nextFrameAndTask = () => {
      frames.shift()!();
      const task = timers.find((t) => t.ms === 0 && !t.cleared)!;
      task.cleared = true;
      task.fn();
    };
    return { appended, listeners, inputListeners, window, frames, timers, observers, images, deliver, nextFrameAndTask };
  }

  it("starts the module, with its nonce, only after load, a frame and a task", () => {
    const code = `import("/a.js"); // </script> \u2028`;
    const page = run(code);
    expect(page.appended).toEqual([]);
    page.listeners.load!();
    expect(page.appended).toEqual([]);
    page.nextFrameAndTask();
    expect(page.appended).toEqual([{ type: "module", nonce: "abc", textContent: code }]);
  });

  it("waits only for a frame when the page has already loaded", () => {
    const page = run(`import("/a.js");`, { readyState: "complete" });
    page.nextFrameAndTask();
    expect(page.appended).toHaveLength(1);
  });

  it("waits for the first contentful paint and the paint of the main photo in view", () => {
    const inView = { complete: true, naturalWidth: 1280, rect: { top: 100, left: 0, width: 400, height: 267 } };
    const below = { complete: true, naturalWidth: 640, rect: { top: 900, left: 0, width: 400, height: 267 } };
    const page = run(`import("/a.js");`, { entryTypes: ["paint", "element", "largest-contentful-paint"], images: [inView, below] });
    page.listeners.load!();
    expect(page.observers.map((o) => o.type).sort()).toEqual(["element", "paint"]);
    page.deliver("paint", [{ name: "first-paint" }, { name: "first-contentful-paint" }]);
    expect(page.frames).toHaveLength(0);
    page.deliver("element", [{ element: {} }]);
    expect(page.frames).toHaveLength(0);
    page.deliver("element", [{ element: page.images[0] }]);
    expect(page.observers.every((o) => !o.connected)).toBe(true);
    page.nextFrameAndTask();
    expect(page.appended).toHaveLength(1);
    // The cap was cleared: nothing starts twice.
    expect(page.timers.filter((t) => !t.cleared)).toEqual([]);
  });

  it("ignores pictures that have not loaded or are not shown", () => {
    const broken = { complete: true, naturalWidth: 0, rect: { top: 0, left: 0, width: 400, height: 267 } };
    const hidden = { complete: true, naturalWidth: 640, rect: { top: 0, left: 0, width: 0, height: 0 } };
    const page = run(`import("/a.js");`, { entryTypes: ["paint", "element"], images: [broken, hidden] });
    page.listeners.load!();
    expect(page.observers.map((o) => o.type)).toEqual(["paint"]);
    page.deliver("paint", [{ name: "first-contentful-paint" }]);
    page.nextFrameAndTask();
    expect(page.appended).toHaveLength(1);
  });

  it("starts after the cap when a paint is never reported", () => {
    const page = run(`import("/a.js");`, { entryTypes: ["paint"] });
    page.listeners.load!();
    const cap = page.timers.find((t) => t.ms === PAINT_WAIT_CAP_MS)!;
    cap.cleared = true;
    cap.fn();
    expect(page.observers.every((o) => !o.connected)).toBe(true);
    page.nextFrameAndTask();
    expect(page.appended).toHaveLength(1);
    page.deliver("paint", [{ name: "first-contentful-paint" }]);
    expect(page.frames).toHaveLength(0);
  });

  it("marks each text area as edited, with its own value, just before React starts", () => {
    const assigned: string[] = [];
    const textarea = (text: string) => ({
      get value() {
        return text;
      },
      set value(next: string) {
        assigned.push(next);
      },
    });
    const page = run(`import("/a.js");`, { textareas: [textarea("One owner."), textarea("")] });
    page.listeners.load!();
    expect(assigned).toEqual([]);
    page.nextFrameAndTask();
    expect(assigned).toEqual(["One owner.", ""]);
    expect(page.appended).toHaveLength(1);
  });

  it("notes the value each field had after its last change before hydration, at the field's place", () => {
    const page = run(`import("/a.js");`);
    const description = { value: "Garage kept, new" };
    const select = { value: "boat" };
    page.inputListeners.input!({ target: description });
    page.inputListeners.change!({ target: select });
    description.value = "Garage kept, new tires.";
    page.inputListeners.input!({ target: description });
    expect(page.window.__pendingInput).toEqual([description, select]);
    expect(page.window.__pendingValues).toEqual(["Garage kept, new tires.", "boat"]);
  });

  it("notes each field changed before hydration once, until the page takes over", () => {
    const page = run(`import("/a.js");`);
    const select = { name: "type" };
    const input = { name: "keyword" };
    page.inputListeners.change!({ target: select });
    page.inputListeners.input!({ target: input });
    page.inputListeners.input!({ target: input });
    expect(page.window.__pendingInput).toEqual([select, input]);
    // The hydrated page takes the list and stops the noting.
    const taken = page.window.__pendingInput;
    page.window.__pendingInput = null;
    page.inputListeners.change!({ target: {} });
    expect(taken).toEqual([select, input]);
  });

  /** A click on a link with these properties, as the document's listener sees it. */
  const linkClick = (link: Record<string, unknown>, event: Record<string, unknown> = {}) => {
    const a = { protocol: "https:", origin: "https://ride.test", pathname: "/vehicles/1", search: "", hash: "", target: "", hasAttribute: () => false, ...link };
    return { button: 0, defaultPrevented: false, target: { closest: (sel: string) => (sel === "a[href]" ? a : null) }, ...event };
  };

  it("holds hydration back while a submitted form replaces the page, and goes ahead if the page stays", () => {
    const page = run(`import("/a.js");`);
    page.inputListeners.submit!({ defaultPrevented: false });
    page.listeners.load!();
    page.nextFrameAndTask();
    expect(page.appended).toEqual([]);
    expect(page.window.__leaving).toBe(true);
    const wait = page.timers.find((t) => t.ms === LEAVE_WAIT_MS && !t.cleared)!;
    wait.fn();
    expect(page.window.__leaving).toBe(false);
    expect(page.appended).toHaveLength(1);
  });

  it("hydrates a page the visitor comes back to from the back/forward cache", () => {
    const page = run(`import("/a.js");`, { readyState: "complete" });
    page.inputListeners.click!(linkClick({}));
    page.nextFrameAndTask();
    expect(page.appended).toEqual([]);
    page.listeners.pageshow!({ persisted: true });
    expect(page.appended).toHaveLength(1);
  });

  it("counts only clicks that leave the page in this tab", () => {
    const stays = [
      linkClick({ pathname: "/buy", search: "?type=boat", hash: "#results" }),
      linkClick({ target: "_blank" }),
      linkClick({ hasAttribute: (name: string) => name === "download" }),
      linkClick({}, { ctrlKey: true }),
      linkClick({}, { button: 1 }),
      linkClick({}, { defaultPrevented: true }),
      { button: 0, defaultPrevented: false, target: { closest: () => null } },
    ];
    const page = run(`import("/a.js");`, { readyState: "complete" });
    for (const click of stays) page.inputListeners.click!(click);
    expect(page.window.__leaving).toBeUndefined();
    page.inputListeners.click!(linkClick({ pathname: "/buy", search: "?type=atv" }));
    expect(page.window.__leaving).toBe(true);
  });

  it("ignores clicks once the page has hydrated", () => {
    const page = run(`import("/a.js");`, { readyState: "complete" });
    page.nextFrameAndTask();
    page.window.__pendingInput = null;
    page.inputListeners.click!(linkClick({}));
    page.inputListeners.submit!({ defaultPrevented: false });
    expect(page.window.__leaving).toBeUndefined();
  });

  it("never closes the inline script early", () => {
    expect(bootstrapScript(`"</script><script>alert(1)</script>"`)).not.toMatch(/<\/script/i);
  });
});
