import { Link } from "react-router";
import type { Route } from "./+types/research-post";
import { boundaryWithPanel } from "~/components/route-error-boundary";
import { invariantResponse } from "~/edge/invariant-response";
import { Markdown } from "~/components/markdown";
import { getPublishedPost } from "~/modules/blog/posts.server";
import { formatDate } from "~/shared/dates";
import { JsonLd } from "~/components/json-ld";
import { CARD_HEIGHT, CARD_WIDTH, originFromMatches, previewMeta } from "~/modules/seo/previews";
import { useSiteOrigin } from "~/components/use-site-origin";
import { articleJsonLd, researchPreviewPath } from "~/modules/seo/structured-data";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPublishedPost(params.slug);
  invariantResponse(post, "Article not found", 404);
  return { post };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: "Article Not Found | RideMarket" }];
  const { post } = loaderData;
  return [
    { title: `${post.title} | RideMarket Research` },
    { name: "description", content: post.excerpt },
    ...previewMeta(originFromMatches(matches), {
      title: post.title,
      description: post.excerpt,
      path: `/research/${post.slug}`,
      type: "article",
      image: { url: researchPreviewPath(post.slug, post.updatedAt), alt: post.title, width: CARD_WIDTH, height: CARD_HEIGHT },
    }),
    { property: "article:published_time", content: post.createdAt },
    { property: "article:modified_time", content: post.updatedAt },
  ];
};

export function headers() {
  return { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" };
}

export default function ResearchPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const origin = useSiteOrigin();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <JsonLd data={articleJsonLd(origin, { ...post, publishedAt: post.createdAt })} />
      <Link to="/research" className="text-sm font-medium text-brand-700 hover:underline">← Research &amp; Guides</Link>
      <p className="mt-6 text-sm text-slate-500">{post.category}</p>
      <h1 className="mt-1 text-4xl font-extrabold tracking-tight">{post.title}</h1>
      {/* One line that wraps between its parts, never inside one: no squeezed columns on a phone. */}
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-500" data-testid="post-meta">
        <time dateTime={post.createdAt} className="whitespace-nowrap">{formatDate(post.createdAt)}</time>
        <span aria-hidden="true">·</span>
        <span className="whitespace-nowrap">{post.readingMinutes} min read</span>
        {post.authorName ? (<><span aria-hidden="true">·</span><span className="whitespace-nowrap">{post.authorName}</span></>) : null}
      </p>
      <div className="mt-6 text-slate-800">
        <Markdown source={post.content} />
      </div>
    </article>
  );
}

export const ErrorBoundary = boundaryWithPanel({ title: "Article Not Found", message: "This article doesn't exist or is no longer published.", back: { to: "/research", label: "Back to Research" } });
