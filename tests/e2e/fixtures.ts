// Listings with known attributes, added beside the demo data so browser tests can
// assert exactly which vehicles a filter returns. All carry the keyword "zebrastripe"
// and sit around Anchorage, AK, far from the random demo listings.
import type { ListingFixture } from "../support/fixtures";

export const E2E_KEYWORD = "zebrastripe";

const desc = (text: string) => `${text} Listed for the ${E2E_KEYWORD} collection.`;
const at = (day: number) => new Date(Date.UTC(2026, 9, day, 12));

export const E2E_FIXTURES: (ListingFixture & { key: string })[] = [
  { key: "crf", type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7250, zip: "99501", mileage: 1234, condition: "very_good", package: "elite", createdAt: at(1), description: desc("Motocross ready with fresh suspension."), extras: { engineSize: 449, transmission: "manual" } },
  { key: "yz", type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2018, price: 4100, zip: "99503", mileage: 15800, condition: "fair", package: "pro", createdAt: at(2), description: desc("Trail bike with new tires."), extras: { engineSize: 250, transmission: "manual" } },
  { key: "whaler", type: "boat", make: "Boston Whaler", model: "170 Montauk", year: 2019, price: 28999.99, zip: "99654", mileage: null, condition: "excellent", package: "showstopper", createdAt: at(3), description: desc("Center console on a galvanized trailer."), extras: { length: 17, boatType: "center-console", hullMaterial: "fiberglass", fuelType: "gasoline" } },
  { key: "searay", type: "boat", make: "Sea Ray", model: "SPX 190", year: 2016, price: 21500, zip: "99501", mileage: null, condition: "good", package: "pro", status: "sold", createdAt: at(4), description: desc("Bowrider, winterized every year."), extras: { length: 19, boatType: "bowrider", hullMaterial: "fiberglass", fuelType: "gasoline" } },
  { key: "bambi", type: "camper", make: "Airstream", model: "Bambi", year: 2022, price: 61000, zip: "99709", mileage: null, condition: "excellent", package: "elite", createdAt: at(5), description: desc("Fairbanks-kept travel trailer."), extras: { length: 16 } },
];
