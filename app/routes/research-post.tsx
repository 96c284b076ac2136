import { Link } from "react-router";
import type { Route } from "./+types/research-post";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { invariantResponse } from "~/utils/invariant-response";
import { Markdown } from "~/components/markdown";
import { getPublishedPost } from "~/modules/blog/posts.server";
import { formatLongDate } from "~/modules/listings/format";
import { replicaReadsMiddleware } from "~/modules/replica-reads/middleware.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPublishedPost(params.slug);
  invariantResponse(post, "Article not found", 404);
  return { post };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.post.title} | RideMarket Research` }, { name: "description", content: loaderData.post.excerpt }]
    : [{ title: "Article Not Found | RideMarket" }];

export function headers() {
  return { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" };
}

export default function ResearchPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/research" className="text-sm font-medium text-brand-700 hover:underline">← Research &amp; Guides</Link>
      <p className="mt-6 text-sm text-slate-500">{post.category}</p>
      <h1 className="mt-1 text-4xl font-extrabold tracking-tight">{post.title}</h1>
      <p className="mt-3 flex gap-3 text-sm text-slate-500">
        <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
        <span aria-hidden="true">·</span>
        <span>{post.readingMinutes} min read</span>
        {post.authorName ? (<><span aria-hidden="true">·</span><span>{post.authorName}</span></>) : null}
      </p>
      <div className="mt-6 text-slate-800">
        <Markdown source={post.content} />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      panel={{ title: "Article Not Found", message: "This article doesn't exist or is no longer published.", back: { to: "/research", label: "Back to Research" } }}
    />
  );
}
