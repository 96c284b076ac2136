import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteHeader } from "./components/site-header";
import { SiteFooter } from "./components/site-footer";
import { Toaster } from "./components/toaster";
import { PasskeyPromptSlot } from "./components/passkey-prompt-slot";
import { RouteErrorBoundary } from "./components/route-error-boundary";
import { takeToast } from "./edge/cookies/toast.server";
import { getOptionalUser } from "./edge/current-user.server";
import { headerViewOf } from "./edge/shared-view.server";
import { takePasskeyPrompt } from "./edge/cookies/passkey-prompt.server";
import { passkeysAvailable } from "./modules/passkeys/config.server";
import { useNonce } from "./modules/security/nonce";
import { securityMiddleware } from "./edge/middleware/security.server";
import { outageMiddleware } from "./edge/middleware/outage.server";
import { recentWritesMiddleware } from "./edge/middleware/replica-reads.server";
import { replayPendingInput } from "./utils/pending-input";
import { appOrigin } from "./modules/mail/origin.server";
import { readCompareList } from "./edge/cookies/compare.server";
import { CompareListProvider } from "./components/compare/compare-list-context";

// The security middleware wraps the outage one, so a 503 gets the same headers as any answer.
export const middleware: Route.MiddlewareFunction[] = [securityMiddleware, outageMiddleware, recentWritesMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  const [{ toast, clearHeader }, current, compareIds] = await Promise.all([takeToast(request), getOptionalUser(request), readCompareList(request)]);
  // The prompt waits while the page opens the contact form (as after signing in to contact a
  // seller): it would cover it. It shows on the next page instead.
  const opensContactForm = new URL(request.url).searchParams.get("contact") === "1";
  const prompt = current && !opensContactForm ? await takePasskeyPrompt(request) : { show: false, clearHeader: null };
  const headers = new Headers();
  if (clearHeader) headers.append("Set-Cookie", clearHeader);
  if (prompt.clearHeader) headers.append("Set-Cookie", prompt.clearHeader);
  return data(
    {
      toast,
      // What the header shows of the visitor, and nothing more: pages that differ between
      // visitors only by it are shared between them (decision 63).
      user: current ? headerViewOf(current) : null,
      passkeyPromptFor: current && prompt.show ? current.id : null,
      passkeysAvailable: passkeysAvailable(),
      // Absolute URLs in pages' share tags and structured data start with it.
      origin: appOrigin(),
      // The visitor's compare list (decision 55): a page requested with it is private.
      compareIds,
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "RideMarket | Buy and sell dirt bikes, motorcycles, ATVs, UTVs, boats, RVs and more" },
  {
    name: "description",
    content: "The premier marketplace for sports vehicles. Buy, sell and discover dirt bikes, motorcycles, ATVs, UTVs, boats, RVs, campers and sand rails nationwide.",
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // The layout's effect runs last, once the whole page has hydrated.
  useEffect(() => replayPendingInput(), []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <SiteHeader user={root?.user ?? null} />
        <main id="main" className="flex-1">
          <CompareListProvider value={root?.compareIds ?? []}>{children}</CompareListProvider>
        </main>
        <SiteFooter />
        {root?.passkeyPromptFor ? <PasskeyPromptSlot userId={root.passkeyPromptFor} available={root.passkeysAvailable} /> : null}
        <Toaster serverToast={root?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
