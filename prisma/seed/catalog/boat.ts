import type { MakeSeed } from "./types";

// Boats sold in the US. length = nominal length in feet; engineSize = displacement (cc) of one
// standard engine (sterndrive, inboard, outboard or auxiliary diesel) where the model has a usual standard power.
// Approximate MSRPs are base boat + standard power for a recent model year (last year when discontinued).

export const makes: MakeSeed[] = [
  {
    name: "Sea Ray",
    models: [
      {
        name: "SPX 190", startYear: 2015, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 4500, msrp: 46000,
        specs: [
          {
            fromYear: 2019, toYear: 2024,
            values: { length_ft: 19.3, beam_ft: 8.3, draft: 35, dry_weight: 3400, fuel_capacity: 30, passenger_capacity: 9, max_horsepower: 250, hull_material: "Fiberglass", hull_type: "Modified Deep-V", deadrise: 20, standard_power: "MerCruiser 4.5L 200 hp", propulsion: "Sterndrive", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "SPX 190 Outboard", startYear: 2018, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 2064, msrp: 44000 },
      {
        name: "SPX 210", startYear: 2015, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 4500, msrp: 58000,
        specs: [
          {
            fromYear: 2019, toYear: 2024,
            values: { length_ft: 21.5, beam_ft: 8.5, draft: 36, dry_weight: 4000, fuel_capacity: 40, passenger_capacity: 11, max_horsepower: 300, hull_material: "Fiberglass", hull_type: "Modified Deep-V", deadrise: 20, standard_power: "MerCruiser 4.5L 250 hp", propulsion: "Sterndrive" },
          },
        ],
      },
      { name: "SPX 230", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 4500, msrp: 82000 },
      {
        name: "SDX 250", startYear: 2018, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 25, fuelType: "gasoline", engineSize: 6200, msrp: 125000,
        specs: [
          {
            fromYear: 2019, toYear: 2024,
            values: { length_ft: 25.7, beam_ft: 8.5, draft: 38, dry_weight: 5600, fuel_capacity: 50, passenger_capacity: 14, max_horsepower: 350, hull_material: "Fiberglass", hull_type: "Deep-V", deadrise: 21, standard_power: "MerCruiser 6.2L 300 hp", propulsion: "Sterndrive" },
          },
        ],
      },
      { name: "SDX 270", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 27, fuelType: "gasoline", engineSize: 6200, msrp: 165000 },
      { name: "SDX 290", startYear: 2019, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 29, fuelType: "gasoline", engineSize: 6200, msrp: 215000 },
      { name: "SLX 280", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 28, fuelType: "gasoline", engineSize: 6200, msrp: 235000 },
      { name: "SLX 310", startYear: 2019, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 31, fuelType: "gasoline", engineSize: 6200, msrp: 330000 },
      { name: "SLX 400", startYear: 2018, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 40, fuelType: "gasoline", engineSize: 8200, msrp: 700000 },
      {
        name: "Sundancer 320", startYear: 2017, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 32, fuelType: "gasoline", engineSize: 6200, msrp: 340000,
        specs: [
          {
            fromYear: 2019, toYear: 2024,
            values: { length_ft: 33.7, beam_ft: 10.6, draft: 37, dry_weight: 13800, fuel_capacity: 150, fresh_water: 35, sleeping_capacity: 4, passenger_capacity: 12, hull_material: "Fiberglass", hull_type: "Deep-V", deadrise: 21, standard_power: "Twin MerCruiser 6.2L 300 hp", propulsion: "Twin sterndrive" },
          },
        ],
      },
      { name: "Sundancer 370", startYear: 2018, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 37, fuelType: "gasoline", engineSize: 8200, msrp: 650000 },
    ],
  },
  {
    name: "Boston Whaler",
    models: [
      {
        name: "130 Super Sport", startYear: 2005, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "fiberglass", length: 13, fuelType: "gasoline", engineSize: 995, msrp: 24000,
        specs: [
          {
            fromYear: 2019, toYear: 2024,
            values: { length_ft: 13.3, beam_ft: 5.4, draft: 8, dry_weight: 800, passenger_capacity: 4, max_horsepower: 60, hull_material: "Fiberglass (Unibond foam-filled)", hull_type: "Modified V", standard_power: "Mercury 40 ELPT FourStroke", propulsion: "Outboard", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "150 Montauk", startYear: 2003, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 15, fuelType: "gasoline", engineSize: 995, msrp: 38000 },
      {
        name: "170 Montauk", startYear: 2002, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 17, fuelType: "gasoline", engineSize: 2064, msrp: 48000,
        specs: [
          {
            fromYear: 2019, toYear: 2024,
            values: { length_ft: 17.3, beam_ft: 7.3, draft: 12, dry_weight: 1700, fuel_capacity: 25, passenger_capacity: 7, max_horsepower: 115, hull_material: "Fiberglass (Unibond foam-filled)", hull_type: "Modified V", deadrise: 16, standard_power: "Mercury 90 ELPT FourStroke", propulsion: "Outboard" },
          },
        ],
      },
      { name: "190 Montauk", startYear: 2013, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 2064, msrp: 62000 },
      { name: "210 Montauk", startYear: 2015, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 3000, msrp: 78000 },
      { name: "170 Dauntless", startYear: 2011, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 17, fuelType: "gasoline", engineSize: 2064, msrp: 46000 },
      { name: "220 Dauntless", startYear: 2011, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 3400, msrp: 90000 },
      { name: "240 Dauntless Pro", startYear: 2021, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 4600, msrp: 135000 },
      { name: "230 Vantage", startYear: 2012, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 4600, msrp: 115000 },
      { name: "270 Vantage", startYear: 2014, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 27, fuelType: "gasoline", engineSize: 4600, msrp: 245000 },
      { name: "320 Vantage", startYear: 2014, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 32, fuelType: "gasoline", engineSize: 4600, msrp: 440000 },
      { name: "250 Outrage", startYear: 2019, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 25, fuelType: "gasoline", engineSize: 4600, msrp: 185000 },
      {
        name: "280 Outrage", startYear: 2015, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 28, fuelType: "gasoline", engineSize: 4600, msrp: 295000,
        specs: [
          {
            fromYear: 2019, toYear: 2024,
            values: { length_ft: 28, beam_ft: 9.6, draft: 22, dry_weight: 7300, fuel_capacity: 200, passenger_capacity: 12, max_horsepower: 600, hull_material: "Fiberglass (Unibond foam-filled)", hull_type: "Deep-V", deadrise: 23, standard_power: "Twin Mercury Verado 300 hp", propulsion: "Twin outboard" },
          },
        ],
      },
      { name: "330 Outrage", startYear: 2016, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 33, fuelType: "gasoline", engineSize: 4600, msrp: 430000 },
      { name: "380 Outrage", startYear: 2016, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 38, fuelType: "gasoline", engineSize: 4600, msrp: 720000 },
      { name: "350 Realm", startYear: 2021, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 35, fuelType: "gasoline", engineSize: 5700, msrp: 720000 },
      { name: "405 Conquest", startYear: 2018, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 40, fuelType: "gasoline", engineSize: 5700, msrp: 1050000 },
    ],
  },
  {
    name: "Bayliner",
    models: [
      { name: "175 Bowrider", startYear: 2004, endYear: 2019, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 17, fuelType: "gasoline", engineSize: 3000, msrp: 22000 },
      { name: "185 Bowrider", startYear: 2005, endYear: 2016, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 18, fuelType: "gasoline", engineSize: 3000, msrp: 26000 },
      {
        name: "VR5", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 4500, msrp: 40000,
        specs: [
          {
            fromYear: 2019, toYear: 2024,
            values: { length_ft: 19.6, beam_ft: 8, draft: 33, dry_weight: 3100, fuel_capacity: 30, passenger_capacity: 9, max_horsepower: 250, hull_material: "Fiberglass", hull_type: "Modified V", deadrise: 19, standard_power: "MerCruiser 4.5L 200 hp", propulsion: "Sterndrive" },
          },
        ],
      },
      { name: "VR6", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 4500, msrp: 52000 },
      { name: "Element E16", startYear: 2013, endYear: 2021, subtype: "deck-boat", boatType: "deck-boat", hullMaterial: "fiberglass", length: 16, fuelType: "gasoline", engineSize: 995, msrp: 21000 },
      { name: "Element E18", startYear: 2015, endYear: 2021, subtype: "deck-boat", boatType: "deck-boat", hullMaterial: "fiberglass", length: 18, fuelType: "gasoline", engineSize: 2064, msrp: 27000 },
      { name: "Element E21", startYear: 2017, endYear: 2021, subtype: "deck-boat", boatType: "deck-boat", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 2064, msrp: 38000 },
      { name: "M15", startYear: 2021, endYear: null, subtype: "deck-boat", boatType: "deck-boat", hullMaterial: "fiberglass", length: 15, fuelType: "gasoline", engineSize: 995, msrp: 24000 },
      { name: "M17", startYear: 2021, endYear: null, subtype: "deck-boat", boatType: "deck-boat", hullMaterial: "fiberglass", length: 17, fuelType: "gasoline", engineSize: 2064, msrp: 30000 },
      { name: "M19", startYear: 2021, endYear: null, subtype: "deck-boat", boatType: "deck-boat", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 2064, msrp: 36000 },
      { name: "DX2000", startYear: 2019, endYear: null, subtype: "deck-boat", boatType: "deck-boat", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 2064, msrp: 40000 },
      { name: "Trophy T20CC", startYear: 2020, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 3000, msrp: 48000 },
      { name: "Ciera 8", startYear: 2021, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 27, fuelType: "gasoline", engineSize: 4600, msrp: 160000 },
    ],
  },
  {
    name: "MasterCraft",
    models: [
      { name: "ProStar", startYear: 1984, endYear: null, subtype: "ski-boat", boatType: "ski-boat", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 6200, msrp: 115000 },
      {
        name: "XStar", startYear: 2004, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 6200, msrp: 280000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 23, beam_ft: 8.5, dry_weight: 6200, ballast: 4000, fuel_capacity: 68, passenger_capacity: 16, hull_material: "Fiberglass", hull_type: "Wake hull with surf system", standard_power: "Ilmor 6.2L 430 hp", propulsion: "Inboard V-drive", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "X22", startYear: 2019, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 6200, msrp: 210000 },
      {
        name: "X24", startYear: 2019, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 6200, msrp: 235000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 24, beam_ft: 8.5, dry_weight: 5800, ballast: 3800, fuel_capacity: 60, passenger_capacity: 16, hull_material: "Fiberglass", hull_type: "Wake hull with surf system", standard_power: "Ilmor 6.2L 430 hp", propulsion: "Inboard V-drive" },
          },
        ],
      },
      { name: "X26", startYear: 2019, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 26, fuelType: "gasoline", engineSize: 6200, msrp: 275000 },
      { name: "XT21", startYear: 2019, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 6200, msrp: 155000 },
      { name: "XT22", startYear: 2017, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 6200, msrp: 165000 },
      { name: "XT23", startYear: 2018, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 6200, msrp: 175000 },
      { name: "XT25", startYear: 2018, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 25, fuelType: "gasoline", engineSize: 6200, msrp: 195000 },
      { name: "NXT20", startYear: 2017, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 6000, msrp: 95000 },
      {
        name: "NXT22", startYear: 2017, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 6000, msrp: 110000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 22, beam_ft: 8.5, dry_weight: 4800, ballast: 2050, fuel_capacity: 50, passenger_capacity: 15, hull_material: "Fiberglass", hull_type: "Wake hull", standard_power: "Ilmor 6.0L MPI 373 hp", propulsion: "Inboard V-drive" },
          },
        ],
      },
      { name: "NXT24", startYear: 2018, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 6000, msrp: 125000 },
    ],
  },
  {
    name: "Malibu",
    models: [
      { name: "Response TXi", startYear: 2015, endYear: null, subtype: "ski-boat", boatType: "ski-boat", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 6000, msrp: 95000 },
      { name: "Wakesetter 20 VTX", startYear: 2014, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 6000, msrp: 120000 },
      { name: "Wakesetter 22 LSV", startYear: 2013, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 6000, msrp: 165000 },
      {
        name: "Wakesetter 23 LSV", startYear: 2010, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 6000, msrp: 175000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 23, beam_ft: 8.5, dry_weight: 5200, ballast: 4000, fuel_capacity: 62, passenger_capacity: 15, hull_material: "Fiberglass", hull_type: "Wake hull with Surf Gate", standard_power: "Malibu Monsoon M6 6.0L", propulsion: "Inboard V-drive", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "Wakesetter 24 MXZ", startYear: 2012, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 6000, msrp: 195000 },
      { name: "Wakesetter 25 LSV", startYear: 2018, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 25, fuelType: "gasoline", engineSize: 6000, msrp: 215000 },
      { name: "M220", startYear: 2021, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 6200, msrp: 235000 },
      { name: "M235", startYear: 2016, endYear: 2020, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 6200, msrp: 200000 },
      { name: "M240", startYear: 2020, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 6200, msrp: 265000 },
    ],
  },
  {
    name: "Axis",
    models: [
      { name: "A20", startYear: 2016, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 6000, msrp: 100000 },
      { name: "A22", startYear: 2010, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 6000, msrp: 120000 },
      { name: "A24", startYear: 2011, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 6000, msrp: 135000 },
      { name: "T23", startYear: 2017, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 6000, msrp: 150000 },
    ],
  },
  {
    name: "Nautique",
    models: [
      { name: "Ski Nautique", startYear: 1961, endYear: null, subtype: "ski-boat", boatType: "ski-boat", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 6200, msrp: 135000 },
      { name: "Nautique 200", startYear: 2008, endYear: 2019, subtype: "ski-boat", boatType: "ski-boat", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 5700, msrp: 100000 },
      { name: "Super Air Nautique G21", startYear: 2014, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 6200, msrp: 235000 },
      {
        name: "Super Air Nautique G23", startYear: 2012, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 6200, msrp: 265000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 23, beam_ft: 8.5, dry_weight: 5800, ballast: 3400, fuel_capacity: 78, passenger_capacity: 16, hull_material: "Fiberglass", hull_type: "Wake hull with NSS surf system", standard_power: "PCM ZZ6 6.2L 450 hp", propulsion: "Inboard V-drive", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "Super Air Nautique G25", startYear: 2013, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 25, fuelType: "gasoline", engineSize: 6200, msrp: 300000 },
      { name: "Super Air Nautique GS20", startYear: 2017, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 6200, msrp: 170000 },
      { name: "Super Air Nautique GS22", startYear: 2017, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 6200, msrp: 190000 },
      { name: "Super Air Nautique GS24", startYear: 2018, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 6200, msrp: 210000 },
      { name: "Super Air Nautique S21", startYear: 2021, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 6200, msrp: 150000 },
    ],
  },
  {
    name: "Bennington",
    models: [
      { name: "S Series", startYear: 2005, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 22, fuelType: "gasoline", engineSize: 1832, msrp: 42000 },
      { name: "SX Series", startYear: 2019, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 22, fuelType: "gasoline", engineSize: 1832, msrp: 55000 },
      { name: "L Series", startYear: 2005, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 23, fuelType: "gasoline", engineSize: 2670, msrp: 80000 },
      { name: "LX Series", startYear: 2005, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 24, fuelType: "gasoline", engineSize: 2785, msrp: 100000 },
      { name: "R Series", startYear: 2012, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 25, fuelType: "gasoline", engineSize: 4169, msrp: 150000 },
      { name: "Q Series", startYear: 2015, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 25, fuelType: "gasoline", engineSize: 4169, msrp: 200000 },
      { name: "QX Series", startYear: 2014, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 27, fuelType: "gasoline", engineSize: 4169, msrp: 260000 },
    ],
  },
  {
    name: "Tracker",
    models: [
      {
        name: "Bass Tracker Classic XL", startYear: 2014, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 16, fuelType: "gasoline", engineSize: 526, msrp: 13000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 16.7, beam_ft: 6.5, dry_weight: 850, passenger_capacity: 3, max_horsepower: 25, hull_material: "Riveted aluminum", hull_type: "Mod-V", standard_power: "Mercury 25 ELPT FourStroke", propulsion: "Outboard", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "Pro 170", startYear: 2012, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 17, fuelType: "gasoline", engineSize: 995, msrp: 20000 },
      { name: "Pro Team 175 TF", startYear: 2011, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 17, fuelType: "gasoline", engineSize: 995, msrp: 21000 },
      {
        name: "Pro Team 175 TXW", startYear: 2011, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 17, fuelType: "gasoline", engineSize: 2064, msrp: 26000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 17.8, beam_ft: 7.1, dry_weight: 1350, fuel_capacity: 20, passenger_capacity: 4, max_horsepower: 90, hull_material: "All-welded aluminum", hull_type: "Mod-V", standard_power: "Mercury 90 ELPT Command Thrust FourStroke", propulsion: "Outboard" },
          },
        ],
      },
      { name: "Pro Team 195 TXW", startYear: 2011, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 19, fuelType: "gasoline", engineSize: 3000, msrp: 36000 },
      { name: "Super Guide V-16 SC", startYear: 2012, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 16, fuelType: "gasoline", engineSize: 995, msrp: 25000 },
      { name: "Pro Guide V-175 Combo", startYear: 2012, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 17, fuelType: "gasoline", engineSize: 2064, msrp: 33000 },
      { name: "Targa V-18 Combo", startYear: 2015, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 18, fuelType: "gasoline", engineSize: 3000, msrp: 48000 },
    ],
  },
  {
    name: "Sun Tracker",
    models: [
      { name: "Bass Buggy 16 DLX", startYear: 2010, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 16, fuelType: "gasoline", engineSize: 995, msrp: 19000 },
      { name: "Bass Buggy 18 DLX", startYear: 2010, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 18, fuelType: "gasoline", engineSize: 995, msrp: 23000 },
      { name: "Party Barge 18 DLX", startYear: 2010, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 18, fuelType: "gasoline", engineSize: 995, msrp: 26000 },
      {
        name: "Party Barge 20 DLX", startYear: 2010, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 20, fuelType: "gasoline", engineSize: 2064, msrp: 33000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 21.4, beam_ft: 8.5, dry_weight: 2100, fuel_capacity: 26, passenger_capacity: 10, max_horsepower: 90, hull_material: "Aluminum", hull_type: "Pontoon (twin 25 in. logs)", standard_power: "Mercury 90 ELPT FourStroke", propulsion: "Outboard", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "Party Barge 22 DLX", startYear: 2010, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 22, fuelType: "gasoline", engineSize: 2064, msrp: 37000 },
      { name: "Party Barge 22 XP3", startYear: 2014, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 22, fuelType: "gasoline", engineSize: 3000, msrp: 50000 },
      { name: "Party Barge 24 XP3", startYear: 2014, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 24, fuelType: "gasoline", engineSize: 3000, msrp: 56000 },
      { name: "Fishin' Barge 20 DLX", startYear: 2010, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 20, fuelType: "gasoline", engineSize: 2064, msrp: 34000 },
      { name: "Fishin' Barge 22 DLX", startYear: 2010, endYear: null, subtype: "pontoon", boatType: "pontoon", hullMaterial: "aluminum", length: 22, fuelType: "gasoline", engineSize: 2064, msrp: 38000 },
    ],
  },
  {
    name: "Grady-White",
    models: [
      { name: "Freedom 215", startYear: 2016, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 2785, msrp: 110000 },
      {
        name: "Freedom 235", startYear: 2014, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 4169, msrp: 150000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 23.3, beam_ft: 8.5, draft: 18, dry_weight: 4500, fuel_capacity: 120, passenger_capacity: 10, max_horsepower: 300, hull_material: "Fiberglass", hull_type: "SeaV2 continuously variable deep-V", deadrise: 20, standard_power: "Yamaha F300", propulsion: "Outboard", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "Freedom 275", startYear: 2012, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 27, fuelType: "gasoline", engineSize: 2785, msrp: 265000 },
      { name: "Freedom 325", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 32, fuelType: "gasoline", engineSize: 4169, msrp: 450000 },
      { name: "Freedom 375", startYear: 2013, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 37, fuelType: "gasoline", engineSize: 4169, msrp: 720000 },
      { name: "Fisherman 216", startYear: 2016, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 2785, msrp: 100000 },
      { name: "Fisherman 236", startYear: 2019, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 4169, msrp: 150000 },
      { name: "Fisherman 257", startYear: 2010, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 25, fuelType: "gasoline", engineSize: 2785, msrp: 205000 },
      { name: "Canyon 271", startYear: 2014, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 27, fuelType: "gasoline", engineSize: 2785, msrp: 265000 },
      {
        name: "Canyon 306", startYear: 2008, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 30, fuelType: "gasoline", engineSize: 4169, msrp: 390000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 30.5, beam_ft: 10.6, draft: 22, dry_weight: 10000, fuel_capacity: 240, passenger_capacity: 12, max_horsepower: 600, hull_material: "Fiberglass", hull_type: "SeaV2 continuously variable deep-V", deadrise: 20, standard_power: "Twin Yamaha F300", propulsion: "Twin outboard" },
          },
        ],
      },
      { name: "Canyon 336", startYear: 2009, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 33, fuelType: "gasoline", engineSize: 4169, msrp: 490000 },
      { name: "Canyon 376", startYear: 2018, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 37, fuelType: "gasoline", engineSize: 4169, msrp: 760000 },
      { name: "Canyon 456", startYear: 2021, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 45, fuelType: "gasoline", engineSize: 5559, msrp: 1500000 },
      { name: "Adventure 208", startYear: 2009, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 2670, msrp: 85000 },
      { name: "Seafarer 228", startYear: 2006, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 4169, msrp: 125000 },
      { name: "Express 330", startYear: 2005, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 33, fuelType: "gasoline", engineSize: 4169, msrp: 520000 },
    ],
  },
  {
    name: "Robalo",
    models: [
      { name: "R180", startYear: 2014, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 18, fuelType: "gasoline", engineSize: 1832, msrp: 38000 },
      { name: "R200", startYear: 2010, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 20, fuelType: "gasoline", engineSize: 2670, msrp: 55000 },
      { name: "R222", startYear: 2010, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 2785, msrp: 75000 },
      { name: "R242", startYear: 2013, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 4169, msrp: 100000 },
      { name: "R272", startYear: 2012, endYear: null, subtype: "center-console", boatType: "center-console", hullMaterial: "fiberglass", length: 27, fuelType: "gasoline", engineSize: 2785, msrp: 160000 },
    ],
  },
  {
    name: "Chaparral",
    models: [
      { name: "19 SSi", startYear: 2014, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 4500, msrp: 46000 },
      {
        name: "21 SSi", startYear: 2011, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 4500, msrp: 60000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 21.2, beam_ft: 8.3, draft: 36, dry_weight: 3600, fuel_capacity: 40, passenger_capacity: 10, max_horsepower: 300, hull_material: "Fiberglass", hull_type: "Extended V-Plane", deadrise: 21, standard_power: "MerCruiser 4.5L 250 hp", propulsion: "Sterndrive", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "21 SSi OB", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 3000, msrp: 62000 },
      { name: "23 SSi", startYear: 2015, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 6200, msrp: 82000 },
      { name: "267 SSX", startYear: 2011, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 26, fuelType: "gasoline", engineSize: 6200, msrp: 150000 },
      { name: "287 SSX", startYear: 2014, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 28, fuelType: "gasoline", engineSize: 6200, msrp: 200000 },
      { name: "280 OSX", startYear: 2019, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 28, fuelType: "gasoline", engineSize: 4169, msrp: 250000 },
      { name: "21 Surf", startYear: 2020, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 6200, msrp: 95000 },
      { name: "23 Surf", startYear: 2019, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 6200, msrp: 110000 },
    ],
  },
  {
    name: "Yamaha Boats",
    models: [
      { name: "AR190", startYear: 2012, endYear: 2016, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 1812, msrp: 33000 },
      {
        name: "AR195", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 1812, msrp: 38000,
        specs: [
          {
            fromYear: 2018, toYear: 2022,
            values: { length_ft: 19.2, beam_ft: 8, draft: 15, dry_weight: 2700, fuel_capacity: 30, passenger_capacity: 8, hull_material: "Fiberglass", hull_type: "Deep-V with articulating keel", standard_power: "Yamaha 1.8L Super Vortex High Output (supercharged)", displacement: 1812, cylinders: 4, propulsion: "Jet drive", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "SX195", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 1812, msrp: 35000 },
      { name: "195S", startYear: 2021, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 1049, msrp: 30000 },
      { name: "190 FSH Sport", startYear: 2017, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "fiberglass", length: 19, fuelType: "gasoline", engineSize: 1812, msrp: 36000 },
      { name: "AR210", startYear: 2008, endYear: 2021, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 1812, msrp: 55000 },
      { name: "SX210", startYear: 2008, endYear: 2021, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 1812, msrp: 50000 },
      { name: "AR220", startYear: 2022, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 1049, msrp: 62000 },
      { name: "SX220", startYear: 2022, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 22, fuelType: "gasoline", engineSize: 1049, msrp: 58000 },
      { name: "212SS", startYear: 2012, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 1812, msrp: 62000 },
      { name: "242 Limited S", startYear: 2012, endYear: 2018, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 1812, msrp: 62000 },
      { name: "AR250", startYear: 2019, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 1812, msrp: 78000 },
      { name: "252SD", startYear: 2019, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 1812, msrp: 80000 },
      { name: "252SE", startYear: 2019, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 24, fuelType: "gasoline", engineSize: 1812, msrp: 86000 },
      { name: "255XD", startYear: 2019, endYear: null, subtype: "wakeboard", boatType: "wakeboard", hullMaterial: "fiberglass", length: 25, fuelType: "gasoline", engineSize: 1812, msrp: 98000 },
      { name: "275SD", startYear: 2019, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 27, fuelType: "gasoline", engineSize: 1812, msrp: 112000 },
      { name: "275SE", startYear: 2019, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 27, fuelType: "gasoline", engineSize: 1812, msrp: 118000 },
    ],
  },
  {
    name: "Lund",
    models: [
      { name: "1625 Fury", startYear: 2010, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 16, fuelType: "gasoline", engineSize: 995, msrp: 17000 },
      { name: "1650 Rebel XL", startYear: 2008, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 16, fuelType: "gasoline", engineSize: 995, msrp: 19000 },
      { name: "1775 Impact XS", startYear: 2020, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 17, fuelType: "gasoline", engineSize: 2064, msrp: 36000 },
      { name: "1875 Impact XS", startYear: 2020, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 18, fuelType: "gasoline", engineSize: 3000, msrp: 45000 },
      { name: "1775 Pro-V", startYear: 2007, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 17, fuelType: "gasoline", engineSize: 2064, msrp: 45000 },
      {
        name: "1875 Pro-V", startYear: 2003, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 18, fuelType: "gasoline", engineSize: 3000, msrp: 60000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 18.8, beam_ft: 8, dry_weight: 1950, fuel_capacity: 40, passenger_capacity: 7, max_horsepower: 200, hull_material: "Riveted aluminum", hull_type: "Deep-V (IQ hull)", standard_power: "Mercury 150 FourStroke", propulsion: "Outboard", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "2075 Pro-V", startYear: 2009, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 20, fuelType: "gasoline", engineSize: 4600, msrp: 85000 },
      { name: "1875 Crossover XS", startYear: 2012, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 18, fuelType: "gasoline", engineSize: 3000, msrp: 55000 },
      { name: "2075 Tyee", startYear: 2008, endYear: null, subtype: "fishing", boatType: "fishing", hullMaterial: "aluminum", length: 20, fuelType: "gasoline", engineSize: 4600, msrp: 80000 },
    ],
  },
  {
    name: "Regal",
    models: [
      { name: "LS2", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 4500, msrp: 78000 },
      { name: "LS4", startYear: 2017, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 6200, msrp: 98000 },
      { name: "LS6", startYear: 2018, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 25, fuelType: "gasoline", engineSize: 6200, msrp: 125000 },
      { name: "23 OBX", startYear: 2018, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 4169, msrp: 120000 },
      { name: "26 XO", startYear: 2017, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 26, fuelType: "gasoline", engineSize: 6200, msrp: 185000 },
      { name: "33 XO", startYear: 2017, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 33, fuelType: "gasoline", engineSize: 6200, msrp: 420000 },
    ],
  },
  {
    name: "Cobalt",
    models: [
      { name: "R3", startYear: 2013, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 21, fuelType: "gasoline", engineSize: 5300, msrp: 115000 },
      {
        name: "R5", startYear: 2012, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 23, fuelType: "gasoline", engineSize: 6200, msrp: 145000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { length_ft: 23.5, beam_ft: 8.5, draft: 37, dry_weight: 5200, fuel_capacity: 55, passenger_capacity: 13, max_horsepower: 430, hull_material: "Fiberglass", hull_type: "Deep-V", deadrise: 22, standard_power: "Volvo Penta V8-350 DPS 5.3L", propulsion: "Sterndrive", fuel_type: "Gasoline" },
          },
        ],
      },
      { name: "R7", startYear: 2012, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 25, fuelType: "gasoline", engineSize: 6200, msrp: 185000 },
      { name: "R30", startYear: 2011, endYear: null, subtype: "bowrider", boatType: "bowrider", hullMaterial: "fiberglass", length: 30, fuelType: "gasoline", engineSize: 6200, msrp: 340000 },
      { name: "A29", startYear: 2015, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 29, fuelType: "gasoline", engineSize: 6200, msrp: 310000 },
    ],
  },
  {
    name: "Catalina",
    models: [
      { name: "22", startYear: 1969, endYear: 2004, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 22, msrp: 20000 },
      { name: "22 Sport", startYear: 2004, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 22, msrp: 32000 },
      { name: "25", startYear: 1978, endYear: 1994, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 25, msrp: 26000 },
      { name: "27", startYear: 1971, endYear: 1991, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 27, msrp: 32000 },
      { name: "30", startYear: 1975, endYear: 2008, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 30, fuelType: "diesel", msrp: 100000 },
      { name: "34", startYear: 1986, endYear: 2010, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 34, fuelType: "diesel", msrp: 160000 },
      { name: "36", startYear: 1983, endYear: 2006, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 36, fuelType: "diesel", msrp: 170000 },
      { name: "42", startYear: 1989, endYear: 2007, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 42, fuelType: "diesel", msrp: 260000 },
      { name: "250", startYear: 1995, endYear: 2011, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 25, msrp: 42000 },
      { name: "320", startYear: 1993, endYear: 2008, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 32, fuelType: "diesel", msrp: 135000 },
      { name: "350", startYear: 2003, endYear: 2010, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 35, fuelType: "diesel", msrp: 200000 },
      { name: "275 Sport", startYear: 2014, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 27, fuelType: "diesel", engineSize: 854, msrp: 105000 },
      { name: "315", startYear: 2013, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 31, fuelType: "diesel", engineSize: 854, msrp: 175000 },
      {
        name: "355", startYear: 2011, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 35, fuelType: "diesel", engineSize: 1115, msrp: 265000,
        specs: [
          {
            fromYear: 2019, toYear: 2024,
            values: { length_ft: 35.5, beam_ft: 11.8, draft: 74, dry_weight: 14600, ballast: 5200, fuel_capacity: 35, fresh_water: 80, sleeping_capacity: 6, hull_material: "Fiberglass", hull_type: "Fin keel, spade rudder", standard_power: "Yanmar 3YM30 29 hp diesel", propulsion: "Inboard shaft drive", fuel_type: "Diesel" },
          },
        ],
      },
      { name: "385", startYear: 2011, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 38, fuelType: "diesel", engineSize: 1642, msrp: 350000 },
      { name: "425", startYear: 2017, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 42, fuelType: "diesel", engineSize: 1995, msrp: 460000 },
      { name: "445", startYear: 2009, endYear: 2018, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 44, fuelType: "diesel", engineSize: 1995, msrp: 400000 },
    ],
  },
  {
    name: "Beneteau",
    models: [
      { name: "Oceanis 30.1", startYear: 2020, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 30, fuelType: "diesel", engineSize: 854, msrp: 165000 },
      { name: "Oceanis 34.1", startYear: 2021, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 34, fuelType: "diesel", engineSize: 1115, msrp: 235000 },
      { name: "Oceanis 35", startYear: 2014, endYear: 2019, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 35, fuelType: "diesel", engineSize: 1115, msrp: 200000 },
      {
        name: "Oceanis 38.1", startYear: 2017, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 38, fuelType: "diesel", engineSize: 1115, msrp: 300000,
        specs: [
          {
            fromYear: 2018, toYear: 2024,
            values: { length_ft: 37.9, beam_ft: 13, draft: 83, dry_weight: 16000, ballast: 4400, fuel_capacity: 34, fresh_water: 87, sleeping_capacity: 6, hull_material: "Fiberglass", hull_type: "Fin keel, single rudder", standard_power: "Yanmar 30 hp diesel", propulsion: "Saildrive", fuel_type: "Diesel" },
          },
        ],
      },
      { name: "Oceanis 40.1", startYear: 2021, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 40, fuelType: "diesel", engineSize: 1995, msrp: 390000 },
      { name: "Oceanis 41.1", startYear: 2016, endYear: 2021, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 41, fuelType: "diesel", engineSize: 1995, msrp: 340000 },
      { name: "Oceanis 46.1", startYear: 2019, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 46, fuelType: "diesel", engineSize: 1995, msrp: 560000 },
      { name: "Oceanis 51.1", startYear: 2018, endYear: null, subtype: "sailboat", boatType: "sailboat", hullMaterial: "fiberglass", length: 51, fuelType: "diesel", engineSize: 1995, msrp: 720000 },
      { name: "Swift Trawler 35", startYear: 2017, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 35, fuelType: "diesel", engineSize: 6700, msrp: 620000 },
      { name: "Swift Trawler 41", startYear: 2020, endYear: null, subtype: "yacht", boatType: "yacht", hullMaterial: "fiberglass", length: 41, fuelType: "diesel", engineSize: 6700, msrp: 950000 },
    ],
  },
];
