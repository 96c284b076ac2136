// A small XML reader and the sitemap protocol's rules (sitemaps.org, schema 0.9), so tests can
// check the sitemaps without xmllint: well-formed XML (balanced tags, quoted attributes, only
// the predefined or numeric entities), the right root element and namespace, a <loc> in every
// entry, at most 50,000 entries, and lastmod as a W3C datetime.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string, where: string): string {
  return text.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) throw new Error(`bare & in ${where}`);
    if (name in ENTITIES) return ENTITIES[name]!;
    const code = /^#(\d+)$/.exec(name)?.[1] ?? (/^#x([0-9a-f]+)$/i.exec(name) ? String(parseInt(name.slice(2), 16)) : null);
    if (code === null) throw new Error(`unknown entity &${name}; in ${where}`);
    return String.fromCodePoint(Number(code));
  });
}

/** Parses a whole document into its root element; throws on anything not well-formed. */
export function parseXml(source: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(source);
  if (!declaration) throw new Error("no XML declaration with version 1.0 and encoding UTF-8");
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const tokens = source.slice(declaration[0].length).match(/<[^>]*>|[^<]+/g) ?? [];
  for (const token of tokens) {
    if (token.startsWith("</")) {
      const name = /^<\/([\w:.-]+)\s*>$/.exec(token)?.[1];
      const open = stack.pop();
      if (!name || !open || open.name !== name) throw new Error(`unexpected ${token}`);
      if (!stack.length) root = open;
    } else if (token.startsWith("<")) {
      const match = /^<([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
      if (!match) throw new Error(`malformed tag ${token}`);
      if (root) throw new Error("content after the root element");
      const attributes: Record<string, string> = {};
      for (const [, key, value] of match[2]!.matchAll(/([\w:.-]+)="([^"]*)"/g)) attributes[key!] = decode(value!, token);
      const element: XmlElement = { name: match[1]!, attributes, children: [], text: "" };
      stack[stack.length - 1]?.children.push(element);
      if (match[3]) {
        if (!stack.length) root = element;
      } else stack.push(element);
    } else {
      if (token.includes("]]>")) throw new Error("]]> in text");
      const parent = stack[stack.length - 1];
      if (!parent) {
        if (token.trim()) throw new Error("text outside the root element");
        continue;
      }
      parent.text += decode(token, parent.name);
    }
  }
  if (stack.length || !root) throw new Error("unclosed element or no root element");
  return root;
}

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
// W3C datetime (the profile of ISO 8601 the protocol names): a date, or a date and time with a zone.
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const MAX_URLS = 50_000;

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

/** Checks a sitemap or a sitemap index against the protocol and returns its entries. */
export function readSitemap(source: string, kind: "urlset" | "sitemapindex"): SitemapEntry[] {
  const root = parseXml(source);
  if (root.name !== kind) throw new Error(`root element is ${root.name}, not ${kind}`);
  if (root.attributes.xmlns !== NAMESPACE) throw new Error(`namespace is ${root.attributes.xmlns}`);
  const entryName = kind === "urlset" ? "url" : "sitemap";
  if (root.children.length === 0) throw new Error(`no <${entryName}> in the ${kind}`);
  if (root.children.length > MAX_URLS) throw new Error(`${root.children.length} entries, more than ${MAX_URLS}`);
  return root.children.map((entry) => {
    if (entry.name !== entryName) throw new Error(`<${entry.name}> in the ${kind}`);
    const locs = entry.children.filter((c) => c.name === "loc");
    if (locs.length !== 1) throw new Error(`an entry has ${locs.length} <loc>`);
    const loc = locs[0]!.text;
    if (!/^https?:\/\//.test(loc) || loc.length > 2048) throw new Error(`loc ${loc} is not an absolute URL under 2,048 characters`);
    const lastmods = entry.children.filter((c) => c.name === "lastmod");
    if (lastmods.length > 1) throw new Error("an entry has two <lastmod>");
    const lastmod = lastmods[0]?.text ?? null;
    if (lastmod !== null && !W3C_DATETIME.test(lastmod)) throw new Error(`lastmod ${lastmod} is not a W3C datetime`);
    const allowed = kind === "urlset" ? ["loc", "lastmod", "changefreq", "priority"] : ["loc", "lastmod"];
    const other = entry.children.find((c) => !allowed.includes(c.name));
    if (other) throw new Error(`<${other.name}> in a <${entryName}>`);
    return { loc, lastmod };
  });
}
