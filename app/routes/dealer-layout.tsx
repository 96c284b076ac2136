// Placeholder for the dealer pages' shared frame, so /dealer/feeds runs on this branch; the
// accounts part's layout (with the dealer navigation) replaces it.
import { Outlet } from "react-router";

export default function DealerLayout() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Outlet />
    </div>
  );
}
