// Placeholder for the dealer pages' shared layout; the accounts part of issue 35 provides the real one.
import { Outlet } from "react-router";

export default function DealerLayout() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Outlet />
    </div>
  );
}
