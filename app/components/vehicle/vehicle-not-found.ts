import { boundaryWithPanel } from "~/components/route-error-boundary";

/** The error boundary of a vehicle's pages: an unknown, removed or held listing. */
export const VehicleNotFoundBoundary = boundaryWithPanel({
  title: "Vehicle Not Found",
  message: "The vehicle you're looking for doesn't exist or has been removed.",
  back: { to: "/buy", label: "Back to Listings" },
  testId: "vehicle-not-found",
});
