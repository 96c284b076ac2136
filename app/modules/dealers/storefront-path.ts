// The address of a dealership's storefront.
export const storefrontPath = (slug: string) => `/dealers/${slug}`;
