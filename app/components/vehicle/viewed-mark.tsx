import { useLocation } from "react-router";

/**
 * Records the view for the visitor's recently viewed list (decision 56). The page itself is the
 * same for everyone and publicly cached; this image is fetched privately by each browser, with or
 * without JavaScript. Each client-side visit asks again (its own location key), where the
 * browser would otherwise reuse the image it already has.
 */
export function ViewedMark({ vehicleId }: { vehicleId: number }) {
  const { key } = useLocation();
  const src = key === "default" ? `/vehicles/${vehicleId}/viewed` : `/vehicles/${vehicleId}/viewed?visit=${encodeURIComponent(key)}`;
  return <img src={src} alt="" width={1} height={1} className="sr-only" fetchPriority="low" data-testid="viewed-mark" />;
}
