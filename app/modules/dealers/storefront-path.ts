// A dealership as a listing names it: its name and the address of its storefront.
export interface VehicleDealer {
  name: string;
  slug: string;
}

export const storefrontPath = (slug: string) => `/dealers/${slug}`;
