// The words riders type for kinds of vehicles and for makes, and the /buy filters each means: the
// one list search reads them from. Each entry names where the usage comes from. A phrase is
// matched on whole words, case and hyphens aside ("side-by-side" is "side by side"), and a final
// "s" is allowed ("quads", "jet skis").
import type { VehicleTypeSlug } from "~/modules/catalog/vehicle-types";

/** What a phrase stands for, as /buy filter values. */
export interface WordMeaning {
  type?: VehicleTypeSlug;
  /**
   * A catalog subtype's slug, the kind of model ("toy-hauler", "class-a", "pontoon"): read from
   * the listing's model, so it holds for every listing of the model however it was listed.
   */
  subtype?: string;
  /** A make as the catalog names it. */
  make?: string;
  /** The fuel filter: "electric motorcycle". */
  fuelType?: string;
  /** Words the phrase stands for in the keyword: a model's nickname ("busa" is the Hayabusa), a model as the catalog spells it. */
  words?: string;
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
const SAND = "dune riders' usage and sand-car builders' names";

export const RIDERS_WORDS: RidersWord[] = [
  // Kinds of vehicle.
  { phrases: ["side by side", "sxs", "utv", "rov"], means: { type: "utv" }, source: ROHVA },
  { phrases: ["sport side by side", "sport sxs", "sport utv"], means: { type: "utv", subtype: "sport-utv" }, source: ROHVA },
  { phrases: ["utility side by side", "utility sxs", "utility utv", "work utv"], means: { type: "utv", subtype: "utility-utv" }, source: ROHVA },
  { phrases: ["recreation side by side", "rec utv", "recreation utv"], means: { type: "utv", subtype: "recreation-utv" }, source: ROHVA },
  { phrases: ["four wheeler", "4 wheeler", "4wheeler", "fourwheeler", "quad", "atv"], means: { type: "atv" }, source: MIC },
  { phrases: ["kids quad", "youth quad", "kids atv", "youth atv", "kids four wheeler"], means: { type: "atv", subtype: "youth-atv" }, source: MIC },
  { phrases: ["sport quad", "sport atv"], means: { type: "atv", subtype: "sport-atv" }, source: MIC },
  { phrases: ["utility quad", "utility atv", "work quad"], means: { type: "atv", subtype: "utility-atv" }, source: MIC },
  { phrases: ["dirt bike", "dirtbike", "dirt bikes", "off road bike"], means: { type: "dirtbike" }, source: MIC },
  { phrases: ["pit bike", "youth dirt bike", "kids dirt bike"], means: { type: "dirtbike", subtype: "mini" }, source: MIC },
  { phrases: ["motocross", "mx", "mx bike", "motocross bike"], means: { type: "dirtbike", subtype: "motocross" }, source: MIC },
  { phrases: ["enduro", "enduro bike"], means: { type: "dirtbike", subtype: "enduro" }, source: MIC },
  { phrases: ["dual sport", "dualsport", "dual sport bike"], means: { type: "dirtbike", subtype: "dual-sport" }, source: MIC },
  { phrases: ["trials bike"], means: { type: "dirtbike", subtype: "trials" }, source: MIC },
  { phrases: ["motorcycle", "street bike", "streetbike", "motorbike"], means: { type: "motorcycle" }, source: MIC },
  { phrases: ["electric motorcycle", "electric bike", "electric street bike"], means: { type: "motorcycle", fuelType: "electric" }, source: MIC },
  { phrases: ["electric dirt bike"], means: { type: "dirtbike", fuelType: "electric" }, source: MIC },
  { phrases: ["sport bike", "sportbike", "crotch rocket"], means: { type: "motorcycle", subtype: "sport" }, source: MIC },
  { phrases: ["adventure bike", "adv bike"], means: { type: "motorcycle", subtype: "adventure" }, source: MIC },
  { phrases: ["touring bike", "bagger"], means: { type: "motorcycle", subtype: "touring" }, source: MIC },
  { phrases: ["naked bike", "naked", "standard motorcycle"], means: { type: "motorcycle", subtype: "standard" }, source: MIC },
  { phrases: ["scooter", "moped"], means: { type: "motorcycle", subtype: "scooter" }, source: MIC },
  { phrases: ["jet ski", "jetski", "pwc", "personal watercraft"], means: { type: "boat", subtype: "personal-watercraft" }, source: PWC },
  { phrases: ["waverunner", "wave runner"], means: { type: "boat", subtype: "personal-watercraft", make: "Yamaha" }, source: PWC },
  { phrases: ["boat"], means: { type: "boat" }, source: NMMA },
  { phrases: ["pontoon", "pontoon boat", "tritoon"], means: { type: "boat", subtype: "pontoon" }, source: NMMA },
  { phrases: ["bowrider"], means: { type: "boat", subtype: "bowrider" }, source: NMMA },
  { phrases: ["center console"], means: { type: "boat", subtype: "center-console" }, source: NMMA },
  { phrases: ["deck boat"], means: { type: "boat", subtype: "deck-boat" }, source: NMMA },
  { phrases: ["fishing boat", "bass boat"], means: { type: "boat", subtype: "fishing" }, source: NMMA },
  { phrases: ["ski boat"], means: { type: "boat", subtype: "ski-boat" }, source: NMMA },
  { phrases: ["wake boat", "wakeboard boat", "surf boat"], means: { type: "boat", subtype: "wakeboard" }, source: NMMA },
  { phrases: ["sailboat", "sail boat"], means: { type: "boat", subtype: "sailboat" }, source: NMMA },
  { phrases: ["yacht", "cabin cruiser"], means: { type: "boat", subtype: "yacht" }, source: NMMA },
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
  { phrases: ["sand rail", "sandrail", "sand car", "rail buggy"], means: { type: "sandrail" }, source: SAND },
  { phrases: ["dune buggy"], means: { type: "sandrail", subtype: "dune-buggy" }, source: SAND },
  { phrases: ["4 seat", "four seat", "4 seater", "four seater"], means: { type: "sandrail", subtype: "four-seat" }, source: SAND },
  { phrases: ["2 seat", "two seat", "2 seater", "two seater"], means: { type: "sandrail", subtype: "two-seat" }, source: SAND },
  { phrases: ["long travel"], means: { type: "sandrail", subtype: "long-travel" }, source: SAND },
  // Makes by their short forms and other spellings (the catalog's own names, with or without
  // spaces and hyphens, are matched without being listed here).
  { phrases: ["harley", "hd", "h d", "hog"], means: { make: "Harley-Davidson" }, source: OEM },
  { phrases: ["cat", "arctic cat", "arcticcat"], means: { make: "Arctic Cat" }, source: OEM },
  { phrases: ["can am", "canam", "brp can am"], means: { make: "Can-Am" }, source: OEM },
  { phrases: ["kawi"], means: { make: "Kawasaki" }, source: "riders' nickname for Kawasaki" },
  { phrases: ["yammie", "yammy", "yami"], means: { make: "Yamaha" }, source: "riders' nickname for Yamaha" },
  { phrases: ["zuk", "zook"], means: { make: "Suzuki" }, source: "riders' nickname for Suzuki" },
  { phrases: ["husky"], means: { make: "Husqvarna" }, source: "riders' nickname for Husqvarna" },
  { phrases: ["gas gas"], means: { make: "GasGas" }, source: OEM },
  { phrases: ["cf moto"], means: { make: "CFMOTO" }, source: OEM },
  { phrases: ["deere"], means: { make: "John Deere" }, source: OEM },
  { phrases: ["whaler"], means: { make: "Boston Whaler" }, source: OEM },
  { phrases: ["grady white", "grady"], means: { make: "Grady-White" }, source: OEM },
  { phrases: ["bago"], means: { make: "Winnebago" }, source: "RV owners' nickname for Winnebago" },
  // Models by their nicknames: the make, and the model's name for the keyword.
  { phrases: ["busa"], means: { make: "Suzuki", words: "hayabusa" }, source: "riders' nickname for the Suzuki Hayabusa" },
  { phrases: ["goldwing"], means: { make: "Honda", words: "gold wing" }, source: "riders' nickname for the Honda Gold Wing" },
  { phrases: ["gixxer"], means: { make: "Suzuki", words: "gsx" }, source: "riders' nickname for the Suzuki GSX-R line" },
];

/**
 * Makes whose names are everyday words ("custom paint", "zero miles", "beta tested"): typed alone
 * they stay words of the keyword, which still finds the make's listings by name.
 */
export const MAKES_THAT_ARE_WORDS = ["custom", "zero", "beta", "axis", "scamp", "lance", "regal", "tracker", "stark", "indian", "thor", "malibu", "catalina", "lund", "cobalt", "segway", "manx"];
