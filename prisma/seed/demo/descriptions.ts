import type { Random } from "./random";
import type { TypeSlug } from "../catalog/types";

export interface DescribedVehicle {
  type: TypeSlug;
  year: number;
  make: string;
  model: string;
  condition: string;
  mileage: number | null;
  engineSize?: number;
  length?: number;
}

const OPENERS = [
  (v: DescribedVehicle) => `Selling my ${v.year} ${v.make} ${v.model}.`,
  (v: DescribedVehicle) => `Up for sale is a ${v.year} ${v.make} ${v.model} in ${v.condition.toLowerCase()} condition.`,
  (v: DescribedVehicle) => `Clean ${v.year} ${v.make} ${v.model}, ready for its next owner.`,
  (v: DescribedVehicle) => `Well cared for ${v.year} ${v.make} ${v.model} looking for a new home.`,
];

const CARE = [
  "Always stored indoors and covered.",
  "Maintained on schedule with records available.",
  "Garage kept, never abused.",
  "Serviced by a dealer every season.",
  "Owner maintained with quality parts and fluids.",
  "Stored in a climate-controlled unit over the winter.",
];

const BY_TYPE: Record<TypeSlug, string[]> = {
  dirtbike: [
    "Fresh oil and air filter, chain and sprockets in good shape.",
    "Suspension serviced recently and set up for a rider around 180 lb.",
    "Top end was refreshed not long ago, starts first kick or button every time.",
    "New grips, handguards and a skid plate installed.",
  ],
  motorcycle: [
    "New tires this season and a fresh battery.",
    "Comes with saddlebags, a windscreen and the owner's manual.",
    "Valve adjustment done on time, runs smooth and pulls hard.",
    "Clean title in hand, no drops, no stories.",
  ],
  atv: [
    "Winch and front bumper installed, tires have plenty of tread left.",
    "Greased and serviced after every season, no leaks.",
    "Runs and shifts great, four-wheel drive engages as it should.",
    "Comes with a rear rack box and plow mount.",
  ],
  utv: [
    "Full roof, windshield and rear view mirror installed.",
    "Upgraded tires and a winch, belt replaced recently.",
    "Seats are clean, no tears, cage has never been bent.",
    "Used mostly on the farm, never raced.",
  ],
  boat: [
    "Winterized by a marine shop every year and shrink-wrapped.",
    "Engine hours are low for the year, impeller replaced last spring.",
    "Includes trailer, cover, life jackets and dock lines.",
    "Upholstery is clean with no rips, gelcoat shines.",
  ],
  rv: [
    "Roof sealed last year, no leaks or soft spots.",
    "Generator serviced and exercised monthly.",
    "Fresh tires, brakes inspected, ready for a cross-country trip.",
    "Non-smoker, no pets, interior shows very well.",
  ],
  camper: [
    "Bearings repacked and brakes adjusted this year.",
    "Awning works perfectly, all appliances tested.",
    "Roof resealed, no water damage anywhere.",
    "Lightly used for weekend trips, stored under cover.",
  ],
  sandrail: [
    "Chassis is straight with no cracks, welds inspected.",
    "Fresh CV joints and boots, transaxle rebuilt recently.",
    "Comes with whip flag, fire extinguisher and harnesses.",
    "Paddle tires and spare included, ready for the dunes.",
  ],
};

const CLOSERS = [
  "Serious buyers only, please. Happy to answer questions.",
  "Price is fair for the condition. Come take a look.",
  "Title in hand. Cash or bank check at pickup.",
  "Can meet at a public place or you can inspect at my home.",
  "Reason for selling: upgrading to something bigger.",
];

export function demoDescription(v: DescribedVehicle, random: Random): string {
  const parts = [random.pick(OPENERS)(v)];
  if (v.mileage !== null) parts.push(`It has ${v.mileage.toLocaleString("en-US")} miles on it.`);
  if (v.engineSize && (v.type === "dirtbike" || v.type === "motorcycle" || v.type === "atv" || v.type === "utv" || v.type === "sandrail")) {
    parts.push(`The ${v.engineSize} cc engine runs strong.`);
  }
  if (v.length && (v.type === "boat" || v.type === "rv" || v.type === "camper")) {
    parts.push(`At ${v.length} feet it is a comfortable size for a family.`);
  }
  parts.push(random.pick(CARE));
  const specifics = [...BY_TYPE[v.type]];
  parts.push(specifics.splice(random.int(0, specifics.length - 1), 1)[0]!);
  parts.push(random.pick(specifics));
  parts.push(random.pick(CLOSERS));
  return parts.join(" ");
}

const WATERCRAFT = [
  "Flushed with fresh water after every ride and winterized by the dealer each fall.",
  "Pump and wear ring inspected this spring, the impeller has no dings.",
  "Includes a single trailer, cover, two life jackets and a dock line.",
  "Seat is clean with no rips, hull has no cracks or deep scratches.",
  "Fresh battery and spark plugs, starts right up every time.",
  "Ridden on the lake only, never in salt water.",
];

/** A personal watercraft's description, in the boats' voice, with its engine hours. */
export function watercraftDescription(v: DescribedVehicle & { hours: number }, random: Random): string {
  const parts = [random.pick(OPENERS)(v), `It has ${v.hours.toLocaleString("en-US")} hours on it.`, random.pick(CARE)];
  const specifics = [...WATERCRAFT];
  parts.push(specifics.splice(random.int(0, specifics.length - 1), 1)[0]!);
  parts.push(random.pick(specifics));
  parts.push(random.pick(CLOSERS));
  return parts.join(" ");
}
