import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface BlogSeed {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  featured: boolean;
  publishedAt: Date;
  content: string;
}

const POSTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "blog", "posts");

export function parsePost(source: string, file: string): BlogSeed {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${file}: missing front matter`);
  const fields = Object.fromEntries(
    match[1]!.split("\n").map((line) => {
      const i = line.indexOf(":");
      const value = line.slice(i + 1).trim();
      return [line.slice(0, i).trim(), /^".*"$/.test(value) ? value.slice(1, -1).replace(/\\"/g, '"') : value];
    }),
  ) as Record<string, string>;
  for (const key of ["title", "slug", "excerpt", "category", "publishedAt"]) {
    if (!fields[key]) throw new Error(`${file}: front matter lacks ${key}`);
  }
  return {
    title: fields.title!,
    slug: fields.slug!,
    excerpt: fields.excerpt!,
    category: fields.category!,
    featured: fields.featured === "true",
    publishedAt: new Date(`${fields.publishedAt}T12:00:00Z`),
    content: match[2]!.trim(),
  };
}

export function loadBlogPosts(dir = POSTS_DIR): BlogSeed[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => parsePost(fs.readFileSync(path.join(dir, f), "utf8"), f));
}
