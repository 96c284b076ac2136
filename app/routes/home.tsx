import { Link, data } from "react-router";
import type { Route } from "./+types/home";
import { TypingHeadline } from "~/components/typing-headline";
import { VehicleCard } from "~/components/vehicle-card";
import { VEHICLE_TYPES } from "~/modules/catalog/vehicle-types";
import { getFeaturedVehicles } from "~/modules/public-listings/featured.server";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";
import { pageMeta } from "~/modules/seo/previews";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { RecentlyViewed } from "~/components/recently-viewed";
import { recentlyViewedOnPage } from "~/edge/recently-viewed.server";

const TITLE = "RideMarket | Buy and sell sports vehicles nationwide";
const DESCRIPTION = "Buy and sell dirt bikes, motorcycles, ATVs, UTVs, boats, RVs, campers and sand rails. Connect with enthusiasts nationwide.";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: TITLE, description: DESCRIPTION, path: "/" });

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

async function featuredOrNull() {
  try {
    return await getFeaturedVehicles();
  } catch (error) {
    // An outage is the 503 page, like everywhere else; any other failure costs only the featured row.
    throwIfDatabaseUnavailable(error);
    console.error("featured listings failed", error);
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const [featured, { recentlyViewed, cacheControl }] = await Promise.all([featuredOrNull(), recentlyViewedOnPage(request)]);
  // A visitor's own recently viewed list makes the page theirs: private (decision 56).
  return data({ featured, recentlyViewed }, cacheControl ? { headers: { "Cache-Control": cacheControl } } : undefined);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=60, stale-while-revalidate=300" };
}

const STATS = [
  { value: "15,000+", label: "Active Listings" },
  { value: "50,000+", label: "Users" },
  { value: "8,500+", label: "Completed Sales" },
  { value: "50", label: "States Covered" },
];

// A featured card's width: four columns of max-w-7xl (less padding and gaps) from 1024 px, two from 640 px.
const FEATURED_CARD_SIZES = "(min-width: 1280px) 294px, (min-width: 1024px) calc(25vw - 26px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)";
const button = "inline-flex items-center justify-center rounded-md px-6 py-3 text-base font-semibold transition";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, recentlyViewed } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 via-slate-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            <TypingHeadline />
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">
            Connect with enthusiasts nationwide to buy and sell dirt bikes, motorcycles, ATVs, UTVs, boats, RVs, campers and sand rails.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/buy" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>Start Browsing</Link>
            <Link to="/sell" className={`${button} border border-white/60 text-white hover:bg-white/10`}>List Your Vehicle</Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight">Browse by Category</h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {VEHICLE_TYPES.map((type) => (
            <li key={type.slug}>
              <Link to={`/buy?type=${type.slug}`} className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md" data-testid="category-card">
                <img
                  src="/categories/sprite-400.webp"
                  srcSet="/categories/sprite-400.webp 400w, /categories/sprite-800.webp 800w"
                  sizes="(min-width: 1280px) 300px, (min-width: 640px) 25vw, 50vw"
                  width={400}
                  height={267}
                  alt=""
                  fetchPriority="low"
                  data-type={type.slug}
                  className="category-tile aspect-[3/2] w-full object-cover transition group-hover:scale-[1.02]"
                />
                <span className="block px-3 py-2 text-center font-semibold">{type.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <RecentlyViewed vehicles={recentlyViewed} />

      <section className="bg-slate-50" aria-labelledby="featured-heading">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <div className="flex items-end justify-between gap-4">
            <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">Featured Listings</h2>
            <Link to="/buy" className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100">View All Listings</Link>
          </div>
          {featured === null ? (
            <p className="mt-6 text-slate-600">Unable to load featured listings. Please try again later.</p>
          ) : featured.length === 0 ? (
            <p className="mt-6 text-slate-600">No featured listings available at the moment.</p>
          ) : (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="featured-listings">
              {featured.map((vehicle) => (
                <VehicleCard key={vehicle.id} vehicle={vehicle} sizes={FEATURED_CARD_SIZES} />
              ))}
            </div>
          )}
        </div>
      </section>

      <section className="bg-brand-600 text-white" aria-label="Marketplace statistics">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center sm:grid-cols-4">
          {STATS.map((s) => (
            <div key={s.label}>
              <dt className="text-sm uppercase tracking-wide text-brand-100">{s.label}</dt>
              <dd className="text-3xl font-extrabold">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold tracking-tight">Ready to Find Your Next Adventure?</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/buy" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>Browse Vehicles</Link>
          <Link to="/sell" className={`${button} border border-slate-300 hover:bg-slate-50`}>Sell Your Vehicle</Link>
        </div>
      </section>
    </>
  );
}
