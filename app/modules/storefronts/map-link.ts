// A storefront's "Map" link: a public map (OpenStreetMap) at the dealership's point, or a search
// for its address when its zip code had no point.
export interface MapPlace {
  latitude: number | null;
  longitude: number | null;
  street: string | null;
  city: string;
  state: string;
  zip: string;
}

export const addressLine = (p: Pick<MapPlace, "street" | "city" | "state" | "zip">) =>
  [p.street, `${p.city}, ${p.state} ${p.zip}`].filter(Boolean).join(", ");

export function mapLink(place: MapPlace): string {
  if (place.latitude !== null && place.longitude !== null) {
    const lat = place.latitude.toFixed(5);
    const lon = place.longitude.toFixed(5);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLine(place))}`;
}

/** A phone number as a tel: link: its digits (and a leading +), a US number with its country code. */
export function telLink(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (/^\d{10}$/.test(digits)) return `tel:+1${digits}`;
  return `tel:${digits}`;
}
