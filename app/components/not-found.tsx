import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for doesn't exist or has been moved.</p>
      {/* Both buttons carry a border, so the filled one is as tall as the outlined one. */}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="inline-flex min-h-11 items-center rounded-md border border-brand-600 bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          Go Home
        </Link>
        <Link to="/buy" className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
          Browse Vehicles
        </Link>
      </div>
    </section>
  );
}
