import { CONTACT_LINE, detailSentences, mileageText, vehicleTitle, type VehicleFacts } from "./vehicle-facts";

// What a buyer of each kind of vehicle wants to hear about, written without claiming
// anything the seller did not enter.
const TYPE_SENTENCES: Record<string, string[]> = {
  dirtbike: [
    "A capable dirt bike for trail riding, motocross tracks and weekend adventures off the pavement.",
    "Ask about maintenance history, recent service and any upgrades or spare parts that come with it.",
  ],
  motorcycle: [
    "A great motorcycle for commuting, weekend rides and longer trips on the open road.",
    "Ask about service records, tires and any accessories included with the sale.",
  ],
  atv: [
    "An ATV built for trails, farm work and hauling, ready for the next outing.",
    "Ask about service history, tires and any racks, winches or accessories included.",
  ],
  utv: [
    "A side-by-side with room for a passenger, made for trails, work around the property and group rides.",
    "Ask about service history and any roof, windshield, doors or other accessories included.",
  ],
  sandrail: [
    "A sand rail made for dunes and open desert, ready for the next trip to the sand.",
    "Ask about the engine, suspension setup and any lights, paddles or spares included.",
  ],
  boat: [
    "A boat ready for days on the water, whether fishing, cruising or watersports.",
    "Ask about engine hours, winterization and service history, and whether a trailer is included.",
  ],
  rv: [
    "An RV ready for road trips and campground stays, with the comforts of home wherever you park it.",
    "Ask about the generator, appliances, slide-outs and service records.",
  ],
  camper: [
    "A camper ready for weekend getaways and longer trips, towed to wherever the adventure is.",
    "Ask about the floor plan, appliances, hitch setup and any included gear.",
  ],
};

const GENERIC_SENTENCES = [
  "A well-rounded vehicle ready for its next owner.",
  "Ask about maintenance history and anything included with the sale.",
];

/** A description written from the entered details alone: deterministic and offline. */
export function describeFromDetails(facts: VehicleFacts): string {
  const [pitch, ask] = TYPE_SENTENCES[facts.typeSlug] ?? GENERIC_SENTENCES;
  const overview = [
    `Type: ${facts.typeLabel}`,
    facts.condition ? `Condition: ${facts.condition}` : null,
    facts.mileage !== null ? `Mileage: ${mileageText(facts.mileage)}` : null,
  ].filter((line): line is string => line !== null);
  return [
    `${vehicleTitle(facts)} ${facts.typeLabel}`,
    "",
    `${detailSentences(facts)} ${pitch}`,
    "",
    ...overview.map((line) => `- ${line}`),
    "",
    `${ask} ${CONTACT_LINE}`,
  ].join("\n");
}
