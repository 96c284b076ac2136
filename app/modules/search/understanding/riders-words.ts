// The words riders type for kinds of vehicles and for makes, and the /buy filters each means: the
// one list search reads them from. Each entry names where the usage comes from. A phrase is
// matched on whole words, case and hyphens aside ("side-by-side" is "side by side"), and a final
// "s" is allowed ("quads", "jet skis").
import type { VehicleTypeSlug } from "~/modules/catalog/vehicle-types";

/** What a phrase stands for, as /buy filter values. */
export interface WordMeaning {
  type?: VehicleTypeSlug;
  /** A catalog subtype's slug (a model's kind: "toy-hauler", "class-a"). */
  subtype?: string;
  /** A boat's type, as the boat-type filter names it. */
  boatType?: string;
  /** A make as the catalog names it. */
  make?: string;
}

export interface RidersWord {
  phrases: string[];
  means: WordMeaning;
  source: string;
}

const OEM = "the manufacturers' own product-line names";
const PWC = "personal-watercraft makers' names (Sea-Doo, Yamaha WaveRunner, Kawasaki Jet Ski) and the US Coast Guard's term 'personal watercraft (PWC)'";
const RVIA = "the RV Industry Association's RV types (motorhome classes A, B and C; towables)";
const MIC = "the Motorcycle Industry Council's categories and everyday riders' usage";
const ROHVA = "the Recreational Off-Highway Vehicle Association and makers' use of 'side-by-side' and 'SxS'";
const NMMA = "the National Marine Manufacturers Association's boat categories";

export const RIDERS_WORDS: RidersWord[] = [
  // Kinds of vehicle.
  { phrases: ["side by side", "sxs", "utv", "rov"], means: { type: "utv" }, source: ROHVA },
  { phrases: ["four wheeler", "4 wheeler", "4wheeler", "fourwheeler", "quad", "atv"], means: { type: "atv" }, source: MIC },
  { phrases: ["dirt bike", "dirtbike", "dirt bikes", "pit bike", "off road bike"], means: { type: "dirtbike" }, source: MIC },
  { phrases: ["motocross", "mx", "mx bike", "motocross bike"], means: { type: "dirtbike", subtype: "motocross" }, source: MIC },
  { phrases: ["enduro", "enduro bike"], means: { type: "dirtbike", subtype: "enduro" }, source: MIC },
  { phrases: ["dual sport", "dualsport", "dual sport bike"], means: { type: "dirtbike", subtype: "dual-sport" }, source: MIC },
  { phrases: ["trials bike"], means: { type: "dirtbike", subtype: "trials" }, source: MIC },
  { phrases: ["motorcycle", "street bike", "streetbike", "motorbike"], means: { type: "motorcycle" }, source: MIC },
  { phrases: ["sport bike", "sportbike", "crotch rocket"], means: { type: "motorcycle", subtype: "sport" }, source: MIC },
  { phrases: ["adventure bike", "adv bike"], means: { type: "motorcycle", subtype: "adventure" }, source: MIC },
  { phrases: ["touring bike", "bagger"], means: { type: "motorcycle", subtype: "touring" }, source: MIC },
  { phrases: ["scooter", "moped"], means: { type: "motorcycle", subtype: "scooter" }, source: MIC },
  { phrases: ["jet ski", "jetski", "pwc", "personal watercraft", "waverunner", "wave runner"], means: { type: "boat", boatType: "personal-watercraft" }, source: PWC },
  { phrases: ["boat"], means: { type: "boat" }, source: NMMA },
  { phrases: ["pontoon", "pontoon boat", "tritoon"], means: { type: "boat", boatType: "pontoon" }, source: NMMA },
  { phrases: ["bowrider"], means: { type: "boat", boatType: "bowrider" }, source: NMMA },
  { phrases: ["center console"], means: { type: "boat", boatType: "center-console" }, source: NMMA },
  { phrases: ["deck boat"], means: { type: "boat", boatType: "deck-boat" }, source: NMMA },
  { phrases: ["fishing boat", "bass boat"], means: { type: "boat", boatType: "fishing" }, source: NMMA },
  { phrases: ["ski boat"], means: { type: "boat", boatType: "ski-boat" }, source: NMMA },
  { phrases: ["wake boat", "wakeboard boat", "surf boat"], means: { type: "boat", boatType: "wakeboard" }, source: NMMA },
  { phrases: ["sailboat", "sail boat"], means: { type: "boat", boatType: "sailboat" }, source: NMMA },
  { phrases: ["yacht", "cabin cruiser"], means: { type: "boat", boatType: "yacht" }, source: NMMA },
  { phrases: ["rv", "motorhome", "motor home"], means: { type: "rv" }, source: RVIA },
  { phrases: ["class a", "class a motorhome", "class a rv"], means: { type: "rv", subtype: "class-a" }, source: RVIA },
  { phrases: ["class b", "class b rv", "camper van", "campervan", "sprinter van"], means: { type: "rv", subtype: "class-b" }, source: RVIA },
  { phrases: ["class c", "class c motorhome", "class c rv"], means: { type: "rv", subtype: "class-c" }, source: RVIA },
  { phrases: ["super c"], means: { type: "rv", subtype: "super-c" }, source: RVIA },
  { phrases: ["camper", "towable"], means: { type: "camper" }, source: RVIA },
  { phrases: ["travel trailer", "bumper pull", "camper trailer"], means: { type: "camper", subtype: "travel-trailer" }, source: RVIA },
  { phrases: ["fifth wheel", "5th wheel", "5er"], means: { type: "camper", subtype: "fifth-wheel" }, source: RVIA },
  { phrases: ["toy hauler", "toyhauler"], means: { type: "camper", subtype: "toy-hauler" }, source: RVIA },
  { phrases: ["truck camper", "slide in camper"], means: { type: "camper", subtype: "truck-camper" }, source: RVIA },
  { phrases: ["pop up", "popup", "pop up camper", "tent trailer"], means: { type: "camper", subtype: "pop-up" }, source: RVIA },
  { phrases: ["teardrop", "teardrop trailer"], means: { type: "camper", subtype: "teardrop" }, source: RVIA },
  { phrases: ["sand rail", "sandrail", "sand car", "dune buggy", "rail buggy"], means: { type: "sandrail" }, source: "dune riders' usage and sand-car builders' names" },
  // Makes by their short forms and other spellings (the catalog's own names, with or without
  // spaces and hyphens, are matched without being listed here).
  { phrases: ["harley", "hd", "h d", "hog"], means: { make: "Harley-Davidson" }, source: OEM },
  { phrases: ["cat", "arctic cat", "arcticcat"], means: { make: "Arctic Cat" }, source: OEM },
  { phrases: ["can am", "canam", "brp can am"], means: { make: "Can-Am" }, source: OEM },
  { phrases: ["kawi"], means: { make: "Kawasaki" }, source: "riders' nickname for Kawasaki" },
  { phrases: ["zuk", "zook"], means: { make: "Suzuki" }, source: "riders' nickname for Suzuki" },
  { phrases: ["husky"], means: { make: "Husqvarna" }, source: "riders' nickname for Husqvarna" },
  { phrases: ["gas gas"], means: { make: "GasGas" }, source: OEM },
  { phrases: ["cf moto"], means: { make: "CFMOTO" }, source: OEM },
  { phrases: ["deere"], means: { make: "John Deere" }, source: OEM },
  { phrases: ["whaler"], means: { make: "Boston Whaler" }, source: OEM },
  { phrases: ["grady white", "grady"], means: { make: "Grady-White" }, source: OEM },
  { phrases: ["bago"], means: { make: "Winnebago" }, source: "RV owners' nickname for Winnebago" },
];

/**
 * Makes whose names are everyday words ("custom paint", "zero miles", "beta tested"): typed alone
 * they stay words of the keyword, which still finds the make's listings by name.
 */
export const MAKES_THAT_ARE_WORDS = ["custom", "zero", "beta", "axis", "scamp", "lance", "regal", "tracker", "stark", "indian", "thor", "malibu", "catalina", "lund", "cobalt", "segway", "manx"];
