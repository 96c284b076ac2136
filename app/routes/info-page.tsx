import type { Route } from "./+types/info-page";
import { invariantResponse } from "~/edge/invariant-response";
import { infoPageFor } from "~/modules/site/info-pages";
import { env } from "~/utils/env.server";
import { originFromMatches, previewMeta } from "~/modules/seo/previews";

export function loader({ request }: Route.LoaderArgs) {
  const page = infoPageFor(new URL(request.url).pathname);
  invariantResponse(page, "Not Found", 404);
  return { page, supportEmail: env().SUPPORT_EMAIL };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? [
        { title: `${loaded.page.title} | RideMarket` },
        { name: "description", content: loaded.page.summary },
        ...previewMeta(originFromMatches(matches), { title: `${loaded.page.title} | RideMarket`, description: loaded.page.summary, path: loaded.page.path }),
      ]
    : [];

export function headers() {
  return { "Cache-Control": "public, max-age=3600" };
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page, supportEmail } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{page.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{page.summary}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className="mt-3 leading-relaxed text-slate-700">{text}</p>
          ))}
        </section>
      ))}
      <section className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5" aria-labelledby="contact-heading">
        <h2 id="contact-heading" className="font-semibold">Contact</h2>
        <p className="mt-2 text-slate-700">
          Write to us at{" "}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline" data-testid="support-email">
            {supportEmail}
          </a>
          .
        </p>
      </section>
    </article>
  );
}
