import { Link, isRouteErrorResponse } from "react-router";
import { NotFound } from "./not-found";

/** A route's own answer when its page cannot be shown, such as "Vehicle Not Found". */
export interface ErrorPanel {
  title: string;
  message: string;
  back: { to: string; label: string };
  testId?: string;
}

const GENERIC_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

/**
 * The one error boundary. A route that passes its own panel shows it for every error it meets
 * (its expected failure is a missing or foreign record; the spec shows the same panel "if not
 * found or on error"). Without a panel: a 404 is the Page Not Found page, another refusal shows
 * its own message, and anything unexpected a generic one that leaks nothing.
 */
export function RouteErrorBoundary({ error, panel }: { error: unknown; panel?: ErrorPanel }) {
  if (panel) return <PanelView {...panel} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    // React Router's own refusals (internal) name route modules: never shown to visitors.
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500 && !(error as { internal?: boolean }).internal
      ? error.data
      : GENERIC_MESSAGE;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{status < 500 ? "Request Problem" : "Unexpected Error"}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
    </section>
  );
}

/** A route's ErrorBoundary that shows its own panel for every error it meets. */
export function boundaryWithPanel(panel: ErrorPanel) {
  return function ErrorBoundary() {
    return <PanelView {...panel} />;
  };
}

function PanelView({ title, message, back, testId }: ErrorPanel) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-testid={testId}>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <Link to={back.to} className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {back.label}
      </Link>
    </section>
  );
}
