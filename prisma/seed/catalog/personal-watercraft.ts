import type { MakeSeed } from "./types";
import { model as m, specs } from "./build";

// Personal watercraft (jet skis) sold in the US, a boat type of their own. length = overall length
// in whole feet; engineSize = displacement (cc) of the standard engine. Approximate MSRPs are of a
// recent model year (the last one when discontinued). Yamaha publishes no horsepower figures for
// its WaveRunners, so their specifications carry none.
// The boat make "Yamaha" is Yamaha's WaveRunner line; "Yamaha Boats" (boat.ts) is its jet boats.

const pwc = { boatType: "personal-watercraft", fuelType: "gasoline" } as const;
const polytec = { ...pwc, hullMaterial: "composite" } as const;
const fiberglass = { ...pwc, hullMaterial: "fiberglass" } as const;
const SUBTYPE = "personal-watercraft";

export const makes: MakeSeed[] = [
  {
    name: "Sea-Doo",
    models: [
      m("Spark", 2014, null, SUBTYPE, 7500, { ...polytec, length: 9, engineSize: 899, specs: [specs(2019, 2023, {
        length_ft: 9.2, beam_ft: 3.9, dry_weight: 410, fuel_capacity: 7.9, passenger_capacity: 2, horsepower: 60, displacement: 899,
        cylinders: 3, hull_material: "Polytec (glass-fiber reinforced polypropylene)", standard_power: "Rotax 900 ACE 60 hp",
        propulsion: "Jet drive", fuel_type: "Gasoline" })] }),
      m("Spark Trixx", 2016, null, SUBTYPE, 9900, { ...polytec, length: 9, engineSize: 899 }),
      m("GTI 130", 2020, null, SUBTYPE, 11600, { ...polytec, length: 11, engineSize: 1630 }),
      m("GTI SE 170", 2020, null, SUBTYPE, 13700, { ...polytec, length: 11, engineSize: 1630, specs: [specs(2020, 2024, {
        length_ft: 10.7, beam_ft: 4, dry_weight: 690, fuel_capacity: 15.9, passenger_capacity: 3, horsepower: 170, displacement: 1630,
        cylinders: 3, hull_material: "Polytec", hull_type: "GTI", standard_power: "Rotax 1630 ACE 170 hp", propulsion: "Jet drive",
        fuel_type: "Gasoline" })] }),
      m("GTR 230", 2020, null, SUBTYPE, 14600, { ...polytec, length: 11, engineSize: 1630 }),
      m("GTX 170", 2021, null, SUBTYPE, 16500, { ...fiberglass, length: 11, engineSize: 1630, specs: [specs(2021, 2024, {
        length_ft: 11.3, beam_ft: 4.1, dry_weight: 800, fuel_capacity: 18.5, passenger_capacity: 3, horsepower: 170, displacement: 1630,
        cylinders: 3, hull_material: "Fiberglass", hull_type: "ST3", standard_power: "Rotax 1630 ACE 170 hp", propulsion: "Jet drive",
        fuel_type: "Gasoline" })] }),
      m("GTX Limited 300", 2016, 2023, SUBTYPE, 20400, { ...fiberglass, length: 11, engineSize: 1630 }),
      m("RXP-X 325", 2024, null, SUBTYPE, 18900, { ...polytec, length: 11, engineSize: 1630 }),
      m("RXT-X 325", 2024, null, SUBTYPE, 20300, { ...fiberglass, length: 11, engineSize: 1630, specs: [specs(2024, 2025, {
        length_ft: 11.3, beam_ft: 4.1, dry_weight: 840, fuel_capacity: 18.5, passenger_capacity: 3, horsepower: 325, displacement: 1630,
        cylinders: 3, hull_material: "Fiberglass", hull_type: "ST3", standard_power: "Rotax 1630 ACE 325 hp (supercharged)",
        propulsion: "Jet drive", fuel_type: "Gasoline" })] }),
      m("Wake Pro 230", 2018, null, SUBTYPE, 18300, { ...fiberglass, length: 11, engineSize: 1630 }),
      m("FishPro Sport", 2022, null, SUBTYPE, 15400, { ...polytec, length: 11, engineSize: 1630 }),
      m("FishPro Trophy", 2022, null, SUBTYPE, 19300, { ...fiberglass, length: 12, engineSize: 1630 }),
      m("Explorer Pro 170", 2022, null, SUBTYPE, 19800, { ...fiberglass, length: 12, engineSize: 1630 }),
    ],
  },
  {
    name: "Yamaha",
    models: [
      m("WaveRunner EX", 2017, null, SUBTYPE, 8200, { ...fiberglass, length: 10, engineSize: 1049, specs: [specs(2019, 2024, {
        length_ft: 10.4, beam_ft: 3.8, dry_weight: 580, fuel_capacity: 13.2, passenger_capacity: 3, displacement: 1049, cylinders: 3,
        hull_material: "Fiberglass", standard_power: "Yamaha TR-1", propulsion: "Jet drive", fuel_type: "Gasoline" })] }),
      m("WaveRunner EX Sport", 2017, null, SUBTYPE, 9200, { ...fiberglass, length: 10, engineSize: 1049 }),
      m("WaveRunner EX Deluxe", 2017, null, SUBTYPE, 10200, { ...fiberglass, length: 10, engineSize: 1049 }),
      m("WaveRunner VX", 2015, null, SUBTYPE, 11500, { ...fiberglass, length: 11, engineSize: 1049, specs: [specs(2019, 2024, {
        length_ft: 11.2, beam_ft: 4, dry_weight: 710, fuel_capacity: 18.5, passenger_capacity: 3, displacement: 1049, cylinders: 3,
        hull_material: "Fiberglass", standard_power: "Yamaha TR-1 High Output", propulsion: "Jet drive", fuel_type: "Gasoline" })] }),
      m("WaveRunner VX Cruiser", 2015, null, SUBTYPE, 12600, { ...fiberglass, length: 11, engineSize: 1049 }),
      m("WaveRunner VX Cruiser HO", 2016, null, SUBTYPE, 14000, { ...fiberglass, length: 11, engineSize: 1812 }),
      m("WaveRunner VX Limited HO", 2022, null, SUBTYPE, 15300, { ...fiberglass, length: 11, engineSize: 1812 }),
      m("WaveRunner FX HO", 2009, null, SUBTYPE, 15500, { ...fiberglass, length: 12, engineSize: 1812 }),
      m("WaveRunner FX Cruiser HO", 2009, null, SUBTYPE, 16500, { ...fiberglass, length: 12, engineSize: 1812 }),
      m("WaveRunner FX SVHO", 2014, null, SUBTYPE, 17900, { ...fiberglass, length: 12, engineSize: 1812, specs: [specs(2019, 2024, {
        length_ft: 11.7, beam_ft: 4.2, dry_weight: 830, fuel_capacity: 18.5, passenger_capacity: 3, displacement: 1812, cylinders: 4,
        hull_material: "Fiberglass (NanoXcel2)", standard_power: "Yamaha 1.8L Super Vortex High Output (supercharged)",
        propulsion: "Jet drive", fuel_type: "Gasoline" })] }),
      m("WaveRunner FX Cruiser SVHO", 2014, null, SUBTYPE, 19000, { ...fiberglass, length: 12, engineSize: 1812 }),
      m("WaveRunner GP HO", 2024, null, SUBTYPE, 15500, { ...fiberglass, length: 11, engineSize: 1812 }),
      m("WaveRunner GP SVHO", 2024, null, SUBTYPE, 18200, { ...fiberglass, length: 11, engineSize: 1812 }),
      m("WaveRunner SuperJet", 2021, null, SUBTYPE, 10200, { ...fiberglass, length: 8, engineSize: 1049 }),
      m("WaveRunner JetBlaster", 2021, null, SUBTYPE, 9900, { ...fiberglass, length: 10, engineSize: 1049 }),
    ],
  },
  {
    name: "Kawasaki",
    models: [
      m("Jet Ski STX 160", 2020, null, SUBTYPE, 11000, { ...fiberglass, length: 10, engineSize: 1498, specs: [specs(2020, 2024, {
        length_ft: 10.4, beam_ft: 3.9, curb_weight: 820, fuel_capacity: 16.4, passenger_capacity: 3, horsepower: 160, displacement: 1498,
        cylinders: 4, hull_material: "Fiberglass", standard_power: "Kawasaki 1,498 cc inline-four 160 hp", propulsion: "Jet drive",
        fuel_type: "Gasoline" })] }),
      m("Jet Ski STX 160X", 2020, null, SUBTYPE, 12000, { ...fiberglass, length: 10, engineSize: 1498 }),
      m("Jet Ski STX 160LX", 2020, null, SUBTYPE, 13200, { ...fiberglass, length: 10, engineSize: 1498 }),
      m("Jet Ski Ultra 160LX", 2022, null, SUBTYPE, 15600, { ...fiberglass, length: 11, engineSize: 1498 }),
      m("Jet Ski Ultra 310X", 2014, null, SUBTYPE, 17100, { ...fiberglass, length: 11, engineSize: 1498 }),
      m("Jet Ski Ultra 310LX", 2014, null, SUBTYPE, 19800, { ...fiberglass, length: 11, engineSize: 1498, specs: [specs(2019, 2024, {
        length_ft: 11.3, beam_ft: 4, curb_weight: 1050, fuel_capacity: 20.6, passenger_capacity: 3, horsepower: 310, displacement: 1498,
        cylinders: 4, hull_material: "Fiberglass", standard_power: "Kawasaki 1,498 cc supercharged inline-four 310 hp",
        propulsion: "Jet drive", fuel_type: "Gasoline" })] }),
      m("Jet Ski Ultra 310LX-S", 2022, null, SUBTYPE, 21400, { ...fiberglass, length: 11, engineSize: 1498 }),
      m("Jet Ski SX-R 160", 2022, null, SUBTYPE, 11000, { ...fiberglass, length: 8, engineSize: 1498 }),
      m("Jet Ski SX-R 1500", 2017, 2021, SUBTYPE, 10000, { ...fiberglass, length: 8, engineSize: 1498 }),
    ],
  },
];
