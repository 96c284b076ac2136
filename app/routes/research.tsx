import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/research";
import { Badge } from "~/components/ui/badge";
import { countPublishedByCategory, listPublishedPosts } from "~/modules/blog/posts.server";
import { newsletterSchema } from "~/modules/accounts/schemas";
import { hit, tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";
import { clientIp } from "~/modules/security/client-address.server";
import { requestSubscription } from "~/modules/newsletter/subscriptions.server";
import { readForm } from "~/edge/form-body.server";
import { formatDate } from "~/shared/dates";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";
import { pageMeta } from "~/modules/seo/previews";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";

const TITLE = "Research & Guides | RideMarket";
const DESCRIPTION = "Buying guides, maintenance how-tos and safety advice for dirt bikes, motorcycles, ATVs, UTVs, boats, RVs, campers and sand rails.";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: TITLE, description: DESCRIPTION, path: "/research" });

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("category")?.trim() || undefined;
  const category = asked && asked.length <= 60 ? asked : undefined;
  try {
    const [posts, categories] = await Promise.all([listPublishedPosts(category), countPublishedByCategory()]);
    return { posts, categories, category: category ?? null, failed: false };
  } catch (error) {
    // An outage is the 503 page; any other failure shows the list's own message.
    throwIfDatabaseUnavailable(error);
    console.error("blog posts failed", error);
    return { posts: [], categories: [], category: category ?? null, failed: true };
  }
}

/** The "Stay Updated" box: mails a confirmation link (double opt-in). */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const typed = String(form.get("email") ?? "");
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? undefined });
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, email: typed, sent: false }, { status: 400 });
  const limit = await hit(`newsletter:ip:${clientIp(request)}`, LIMITS.newsletterPerIp);
  if (!limit.allowed) {
    const error = tooManyAttemptsMessage(limit.retryAfterSeconds);
    return data({ error, email: typed, sent: false }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  await requestSubscription(parsed.data.email);
  return { error: null, email: "", sent: true };
}

export function headers() {
  return { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" };
}

/** A one-field form: the server checks the address and answers beside the field. */
function NewsletterForm({ answer }: { answer: { error: string | null; email: string; sent: boolean } | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/research") && navigation.formMethod === "POST";
  const error = answer?.error ?? undefined;
  return (
    <Form method="post" preventScrollReset className="mt-3 flex flex-col gap-2" id="newsletter" noValidate>
      <label htmlFor="newsletter-email" className="text-sm text-slate-200">Email address</label>
      <input id="newsletter-email" name="email" type="email" required maxLength={254} key={answer?.sent ? "sent" : "typing"}
        defaultValue={answer?.email ?? ""} autoComplete="email" placeholder="you@example.com"
        aria-invalid={error ? true : undefined} aria-describedby={error ? "newsletter-error" : undefined} className="rounded-md px-3 py-2 text-sm text-slate-900" />
      {error ? <p id="newsletter-error" className="text-sm font-medium text-red-200">{error}</p> : null}
      <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold hover:bg-brand-700 disabled:opacity-60">
        {busy ? "Subscribing..." : "Subscribe"}
      </button>
      {answer?.sent ? <p role="status" className="text-sm text-slate-200" data-testid="newsletter-sent">Thanks! Check your inbox for a link to confirm your subscription.</p> : null}
    </Form>
  );
}

export default function Research({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, categories, category, failed } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Research &amp; Guides</h1>
      <p className="mt-2 max-w-2xl text-slate-600">Buying guides, maintenance and safety advice from riders, boaters and campers.</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="latest-heading">
          <h2 id="latest-heading" className="text-xl font-semibold">{category ? `Latest Articles: ${category}` : "Latest Articles"}</h2>
          {category ? (
            <p className="mt-1 text-sm">
              <Link to="/research" className="text-brand-700 underline">All articles</Link>
            </p>
          ) : null}
          {failed ? (
            <p className="mt-4 text-slate-600" role="alert">Unable to load blog posts. Please try again later.</p>
          ) : posts.length === 0 ? (
            <p className="mt-4 text-slate-600">No articles available</p>
          ) : (
            <ul className="mt-4 grid gap-6 md:grid-cols-2">
              {posts.map((post) => (
                <li key={post.id}>
                  <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md" data-testid="post-card">
                    <div className="flex items-center gap-2 text-xs text-slate-500">
                      {post.featured ? <Badge>Featured</Badge> : null}
                      {post.category ? <span>{post.category}</span> : null}
                    </div>
                    <h3 className="mt-2 text-lg font-semibold leading-snug">
                      <Link to={`/research/${post.slug}`} className="after:absolute after:inset-0">{post.title}</Link>
                    </h3>
                    <p className="mt-2 flex-1 text-sm text-slate-600">{post.excerpt}</p>
                    <p className="mt-4 flex gap-3 text-xs text-slate-500">
                      <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
                      <span aria-hidden="true">·</span>
                      <span data-testid="reading-time">{post.readingMinutes} min read</span>
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </section>
        <aside className="flex flex-col gap-6">
          <section aria-labelledby="categories-heading" className="rounded-xl border border-slate-200 p-5">
            <h2 id="categories-heading" className="font-semibold">Browse by Category</h2>
            {categories.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">No categories yet</p>
            ) : (
              <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
                {categories.map((c) => (
                  <li key={c.name}>
                    <Link
                      to={`/research?category=${encodeURIComponent(c.name)}`}
                      aria-current={c.name === category ? "page" : undefined}
                      className="block rounded-md bg-slate-50 px-3 py-2 hover:bg-slate-100 aria-[current=page]:ring-2 aria-[current=page]:ring-brand-700"
                      data-testid="category-count"
                    >
                      <span className="block font-medium">{c.name}</span>
                      <span className="text-xs text-slate-600">{c.count === 1 ? "1 article" : `${c.count} articles`}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="updates-heading" className="rounded-xl bg-slate-900 p-5 text-white">
            <h2 id="updates-heading" className="font-semibold">Stay Updated</h2>
            <p className="mt-1 text-sm text-slate-300">New guides and market news, once a month.</p>
            <NewsletterForm answer={actionData} />
          </section>
        </aside>
      </div>
    </div>
  );
}
