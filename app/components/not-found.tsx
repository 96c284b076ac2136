import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for doesn't exist or has been moved.</p>
      <div className="mt-8 flex gap-3">
        <Link to="/" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          Go Home
        </Link>
        <Link to="/buy" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
          Browse Vehicles
        </Link>
      </div>
    </section>
  );
}
