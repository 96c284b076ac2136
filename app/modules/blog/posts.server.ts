import { publicReader } from "~/utils/db.server";
import { readingMinutes } from "./reading-time";

export interface BlogPostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string | null;
  featured: boolean;
  createdAt: string;
  readingMinutes: number;
}

export interface BlogPostFull extends BlogPostSummary {
  content: string;
  authorName: string | null;
  /** ISO time of the last change. */
  updatedAt: string;
}

const publishedDate = (p: { publishedAt: Date | null; createdAt: Date }) => (p.publishedAt ?? p.createdAt).toISOString();

export interface CategoryCount {
  name: string;
  count: number;
}

/** Published articles per category, most articles first. */
export async function countPublishedByCategory(): Promise<CategoryCount[]> {
  const groups = await publicReader().blogPost.groupBy({ by: ["category"], where: { published: true, category: { not: null } }, _count: { _all: true } });
  return groups
    .map((g) => ({ name: g.category!, count: g._count._all }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Published articles, featured first; only one category's when `category` is given. */
export async function listPublishedPosts(category?: string): Promise<BlogPostSummary[]> {
  const posts = await publicReader().blogPost.findMany({
    where: { published: true, ...(category ? { category } : {}) },
    orderBy: [{ featured: "desc" }, { publishedAt: "desc" }, { id: "desc" }],
  });
  return posts.map((p) => ({
    id: p.id,
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    category: p.category,
    featured: p.featured,
    createdAt: publishedDate(p),
    readingMinutes: readingMinutes(p.content),
  }));
}

export async function getPublishedPost(slug: string): Promise<BlogPostFull | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const post = await publicReader().blogPost.findFirst({
    where: { slug, published: true },
    include: { author: { select: { firstName: true, lastName: true } } },
  });
  if (!post) return null;
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category,
    featured: post.featured,
    createdAt: publishedDate(post),
    readingMinutes: readingMinutes(post.content),
    content: post.content,
    authorName: post.author ? `${post.author.firstName} ${post.author.lastName}` : null,
    updatedAt: post.updatedAt.toISOString(),
  };
}
