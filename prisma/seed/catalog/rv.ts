import type { MakeSeed } from "./types";

// Motorhomes sold in the US. length = a typical floorplan's length in feet; engineSize = displacement (cc)
// of the usual chassis engine (Ford F-53 / E-450 7.3L V8 = 7300, Ford 6.8L V10 = 6800, Ram ProMaster 3.6L V6 = 3600,
// Ford Transit 3.5L EcoBoost = 3500, Mercedes Sprinter 3.0L V6 diesel = 3000, Cummins B6.7 = 6700, L9 = 8900,
// X12 = 11800, X15 = 14900). B+ coaches are listed as class-c.

export const makes: MakeSeed[] = [
  {
    name: "Winnebago",
    models: [
      {
        name: "Adventurer", startYear: 1987, endYear: null, subtype: "class-a", length: 36, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 235000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "35F: rear queen bedroom, full-wall slide", length_ft: 36.3, height_ft: 12.8, chassis: "Ford F-53 (24,000 lb)", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 80, fresh_water: 80, gray_water: 50, black_water: 40, gvwr: 24000, slide_outs: 3, generator: "Onan 5500 W gas" },
          },
        ],
      },
      { name: "Vista", startYear: 2002, endYear: null, subtype: "class-a", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 175000 },
      { name: "Intent", startYear: 2017, endYear: 2020, subtype: "class-a", length: 30, fuelType: "gasoline", engineSize: 6800, transmission: "automatic", msrp: 115000 },
      { name: "Forza", startYear: 2019, endYear: null, subtype: "class-a", length: 38, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 340000 },
      { name: "Journey", startYear: 1997, endYear: null, subtype: "class-a", length: 40, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 460000 },
      { name: "Grand Tour", startYear: 2017, endYear: 2020, subtype: "class-a", length: 43, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 520000 },
      { name: "Horizon", startYear: 2018, endYear: 2022, subtype: "class-a", length: 40, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 540000 },
      {
        name: "Travato", startYear: 2014, endYear: null, subtype: "class-b", length: 21, fuelType: "gasoline", engineSize: 3600, transmission: "automatic", msrp: 155000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "59K: twin beds convert to king, wet bath", length_ft: 21, height_ft: 9.4, chassis: "Ram ProMaster 3500 (159 in. WB)", engine_type: "3.6L Pentastar V6 gas", horsepower: 280, torque: 258, transmission: "9-speed automatic", fuel_capacity: 24, fresh_water: 21, gray_water: 20, black_water: 10, gvwr: 9350, sleeping_capacity: 2, bathroom: "Wet bath" },
          },
        ],
      },
      {
        name: "Revel", startYear: 2018, endYear: null, subtype: "class-b", length: 20, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 205000,
        specs: [
          {
            fromYear: 2019, toYear: 2022,
            values: { floorplan: "44E: power lift bed over garage, wet bath", length_ft: 19.6, height_ft: 9.3, chassis: "Mercedes-Benz Sprinter 3500 4x4 (144 in. WB)", engine_type: "3.0L V6 turbo-diesel", displacement: 3000, horsepower: 188, torque: 325, transmission: "7-speed automatic", drive_type: "4WD", fuel_capacity: 24.5, fresh_water: 20, gray_water: 13, gvwr: 11030, sleeping_capacity: 2 },
          },
        ],
      },
      { name: "Solis", startYear: 2020, endYear: null, subtype: "class-b", length: 21, fuelType: "gasoline", engineSize: 3600, transmission: "automatic", msrp: 135000 },
      { name: "Solis Pocket", startYear: 2022, endYear: null, subtype: "class-b", length: 18, fuelType: "gasoline", engineSize: 3600, transmission: "automatic", msrp: 115000 },
      { name: "Boldt", startYear: 2019, endYear: 2021, subtype: "class-b", length: 24, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 175000 },
      { name: "EKKO", startYear: 2021, endYear: null, subtype: "class-c", length: 23, fuelType: "gasoline", engineSize: 3500, transmission: "automatic", msrp: 205000 },
      {
        name: "View", startYear: 2006, endYear: null, subtype: "class-c", length: 25, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 205000,
        specs: [
          {
            fromYear: 2020, toYear: 2022,
            values: { floorplan: "24D: rear corner bed, dinette slide", length_ft: 25.5, chassis: "Mercedes-Benz Sprinter 3500 (170 in. WB)", engine_type: "3.0L V6 turbo-diesel", horsepower: 188, torque: 325, transmission: "7-speed automatic", fuel_capacity: 26.4, fresh_water: 31, gray_water: 38, black_water: 31, gvwr: 11030, sleeping_capacity: 4, slide_outs: 1, generator: "Onan 3600 W LP" },
          },
        ],
      },
      { name: "Navion", startYear: 2020, endYear: null, subtype: "class-c", length: 25, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 205000 },
      {
        name: "Minnie Winnie", startYear: 1976, endYear: null, subtype: "class-c", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 135000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "31K: rear walk-around queen, double slide", length_ft: 32.7, chassis: "Ford E-450", engine_type: "7.3L V8 gas", horsepower: 350, transmission: "6-speed automatic", fuel_capacity: 55, fresh_water: 48, gray_water: 38, black_water: 38, gvwr: 14500, towing_capacity: 8000, sleeping_capacity: 7, slide_outs: 2, generator: "Onan 4000 W gas" },
          },
        ],
      },
      { name: "Outlook", startYear: 2018, endYear: null, subtype: "class-c", length: 27, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 140000 },
    ],
  },
  {
    name: "Thor",
    models: [
      {
        name: "Ace", startYear: 2012, endYear: null, subtype: "class-a", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 165000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "30.3: rear queen bed, bunks, living-area slide", length_ft: 30.8, chassis: "Ford F-53 (18,000 lb)", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 55, fresh_water: 35, gray_water: 35, black_water: 30, gvwr: 18000, sleeping_capacity: 6, slide_outs: 1, generator: "Onan 4000 W gas" },
          },
        ],
      },
      { name: "Axis", startYear: 2014, endYear: null, subtype: "class-a", length: 26, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 135000 },
      { name: "Vegas", startYear: 2014, endYear: null, subtype: "class-a", length: 25, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 135000 },
      { name: "Hurricane", startYear: 1995, endYear: null, subtype: "class-a", length: 34, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 160000 },
      { name: "Miramar", startYear: 2013, endYear: null, subtype: "class-a", length: 35, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 210000 },
      {
        name: "Palazzo", startYear: 2011, endYear: null, subtype: "class-a", length: 37, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 390000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "37.4: rear bedroom, bath-and-a-half", length_ft: 37.9, height_ft: 12.8, chassis: "Freightliner XCL diesel pusher", engine_type: "Cummins B6.7 turbo-diesel", horsepower: 360, torque: 800, transmission: "Allison 3000 MH 6-speed automatic", fuel_capacity: 100, fresh_water: 80, gray_water: 50, black_water: 40, gvwr: 30000, slide_outs: 3, generator: "Onan 8000 W diesel" },
          },
        ],
      },
      { name: "Tuscany", startYear: 2007, endYear: null, subtype: "class-a", length: 42, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 520000 },
      { name: "Aria", startYear: 2019, endYear: null, subtype: "class-a", length: 39, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 490000 },
      { name: "Venetian", startYear: 2020, endYear: null, subtype: "class-a", length: 42, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 560000 },
      {
        name: "Chateau", startYear: 2010, endYear: null, subtype: "class-c", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 135000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "31BV: rear bedroom, cabover bunk, double slide", length_ft: 32.6, chassis: "Ford E-450", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 55, fresh_water: 40, gray_water: 38, black_water: 38, gvwr: 14500, sleeping_capacity: 8, slide_outs: 2, generator: "Onan 4000 W gas" },
          },
        ],
      },
      {
        name: "Four Winds", startYear: 1980, endYear: null, subtype: "class-c", length: 28, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 125000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "28Z: rear bedroom, sofa and dinette slide", length_ft: 30.3, chassis: "Ford E-450", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 55, fresh_water: 40, gray_water: 38, black_water: 38, gvwr: 14500, sleeping_capacity: 7, slide_outs: 1, generator: "Onan 4000 W gas" },
          },
        ],
      },
      { name: "Freedom Elite", startYear: 2011, endYear: null, subtype: "class-c", length: 26, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 120000 },
      { name: "Quantum", startYear: 2012, endYear: null, subtype: "class-c", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 155000 },
      { name: "Outlaw", startYear: 2009, endYear: null, subtype: "class-c", length: 38, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 175000 },
      { name: "Delano", startYear: 2021, endYear: null, subtype: "class-c", length: 25, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 215000 },
      {
        name: "Magnitude", startYear: 2020, endYear: null, subtype: "super-c", length: 31, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 285000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "SV34: rear bedroom, full-wall slide", length_ft: 34.5, chassis: "Ford F-550 Super Duty", engine_type: "6.7L Power Stroke V8 turbo-diesel", horsepower: 330, torque: 750, transmission: "10-speed automatic", fuel_capacity: 40, fresh_water: 40, gray_water: 40, black_water: 30, gvwr: 19500, towing_capacity: 10000, slide_outs: 1, generator: "Onan 5500 W diesel" },
          },
        ],
      },
      { name: "Omni", startYear: 2018, endYear: null, subtype: "super-c", length: 35, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 305000 },
      { name: "Sequence", startYear: 2019, endYear: null, subtype: "class-b", length: 21, fuelType: "gasoline", engineSize: 3600, transmission: "automatic", msrp: 150000 },
      { name: "Tellaro", startYear: 2019, endYear: null, subtype: "class-b", length: 21, fuelType: "gasoline", engineSize: 3600, transmission: "automatic", msrp: 145000 },
      { name: "Sanctuary", startYear: 2021, endYear: null, subtype: "class-b", length: 20, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 195000 },
    ],
  },
  {
    name: "Jayco",
    models: [
      { name: "Alante", startYear: 2015, endYear: 2022, subtype: "class-a", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 165000 },
      { name: "Precept", startYear: 2014, endYear: 2022, subtype: "class-a", length: 36, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 185000 },
      { name: "Embark", startYear: 2020, endYear: null, subtype: "class-a", length: 39, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 410000 },
      {
        name: "Redhawk", startYear: 2013, endYear: null, subtype: "class-c", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 135000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "31F: rear walk-around queen, double slide", length_ft: 32.9, chassis: "Ford E-450", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 55, fresh_water: 50, gray_water: 40, black_water: 40, gvwr: 14500, sleeping_capacity: 8, slide_outs: 2, generator: "Onan 4000 W gas" },
          },
        ],
      },
      {
        name: "Greyhawk", startYear: 2005, endYear: null, subtype: "class-c", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 155000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "29MV: rear queen bedroom, cabover bunk, two slides", length_ft: 31.3, chassis: "Ford E-450", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 55, fresh_water: 50, gray_water: 40, black_water: 40, gvwr: 14500, sleeping_capacity: 6, slide_outs: 2, generator: "Onan 4000 W gas" },
          },
        ],
      },
      { name: "Melbourne", startYear: 2008, endYear: null, subtype: "class-c", length: 25, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 195000 },
      { name: "Swift", startYear: 2024, endYear: null, subtype: "class-c", length: 21, fuelType: "gasoline", engineSize: 3600, transmission: "automatic", msrp: 135000 },
      { name: "Terrain", startYear: 2024, endYear: null, subtype: "class-b", length: 20, fuelType: "gasoline", engineSize: 3500, transmission: "automatic", msrp: 225000 },
      { name: "Seneca", startYear: 2007, endYear: null, subtype: "super-c", length: 37, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 330000 },
    ],
  },
  {
    name: "Tiffin",
    models: [
      {
        name: "Allegro", startYear: 1972, endYear: null, subtype: "class-a", length: 34, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 195000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "34 PA: rear queen bedroom, two living-area slides", length_ft: 35.5, chassis: "Ford F-53 (24,000 lb)", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 80, fresh_water: 85, gray_water: 50, black_water: 40, gvwr: 24000, slide_outs: 2, generator: "Onan 5500 W gas", air_conditioning: "Two 15,000 BTU roof units" },
          },
        ],
      },
      { name: "Allegro Open Road", startYear: 2008, endYear: null, subtype: "class-a", length: 34, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 175000 },
      { name: "Allegro Breeze", startYear: 2010, endYear: 2021, subtype: "class-a", length: 32, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 265000 },
      { name: "Allegro Red", startYear: 2007, endYear: null, subtype: "class-a", length: 34, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 310000 },
      { name: "Allegro Red 360", startYear: 2021, endYear: null, subtype: "class-a", length: 37, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 400000 },
      { name: "Allegro Bus", startYear: 1996, endYear: null, subtype: "class-a", length: 45, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 620000 },
      {
        name: "Phaeton", startYear: 1999, endYear: null, subtype: "class-a", length: 40, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 510000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "40 IH: rear king bedroom, bath-and-a-half", length_ft: 40.5, height_ft: 13, chassis: "Tiffin PowerGlide diesel pusher", engine_type: "Cummins L9 turbo-diesel", displacement: 8900, horsepower: 450, torque: 1250, transmission: "Allison 3000 MH 6-speed automatic", fuel_capacity: 150, fresh_water: 90, gray_water: 65, black_water: 50, slide_outs: 4, generator: "Onan 10,000 W diesel" },
          },
        ],
      },
      { name: "Zephyr", startYear: 2007, endYear: null, subtype: "class-a", length: 45, fuelType: "diesel", engineSize: 11800, transmission: "automatic", msrp: 820000 },
      { name: "Wayfarer", startYear: 2019, endYear: null, subtype: "class-c", length: 25, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 235000 },
    ],
  },
  {
    name: "Newmar",
    models: [
      {
        name: "Bay Star", startYear: 2004, endYear: null, subtype: "class-a", length: 34, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 225000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "3225: rear queen bedroom, living-area slides", length_ft: 33.9, height_ft: 12.8, chassis: "Ford F-53 (22,000 lb)", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 80, fresh_water: 70, gray_water: 48, black_water: 40, gvwr: 22000, slide_outs: 2, generator: "Onan 5500 W gas" },
          },
        ],
      },
      { name: "Bay Star Sport", startYear: 2015, endYear: null, subtype: "class-a", length: 30, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 175000 },
      { name: "Canyon Star", startYear: 2008, endYear: null, subtype: "class-a", length: 39, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 255000 },
      { name: "Ventana", startYear: 1999, endYear: null, subtype: "class-a", length: 39, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 410000 },
      {
        name: "Dutch Star", startYear: 1992, endYear: null, subtype: "class-a", length: 40, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 560000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "4081: rear king bedroom, bath-and-a-half", length_ft: 40.9, height_ft: 13.2, chassis: "Freightliner XCR diesel pusher", engine_type: "Cummins L9 turbo-diesel", displacement: 8900, horsepower: 450, torque: 1250, transmission: "Allison 3000 MH 6-speed automatic", fuel_capacity: 150, fresh_water: 100, gray_water: 56, black_water: 48, slide_outs: 4, generator: "Onan 10,000 W diesel" },
          },
        ],
      },
      { name: "New Aire", startYear: 2016, endYear: null, subtype: "class-a", length: 35, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 620000 },
      { name: "Mountain Aire", startYear: 1996, endYear: null, subtype: "class-a", length: 43, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 720000 },
      { name: "London Aire", startYear: 2005, endYear: null, subtype: "class-a", length: 45, fuelType: "diesel", engineSize: 11800, transmission: "automatic", msrp: 920000 },
      { name: "Essex", startYear: 2003, endYear: null, subtype: "class-a", length: 45, fuelType: "diesel", engineSize: 14900, transmission: "automatic", msrp: 1150000 },
      { name: "King Aire", startYear: 2005, endYear: null, subtype: "class-a", length: 45, fuelType: "diesel", engineSize: 14900, transmission: "automatic", msrp: 1350000 },
      { name: "Supreme Aire", startYear: 2022, endYear: null, subtype: "class-a", length: 45, fuelType: "diesel", engineSize: 14900, transmission: "automatic", msrp: 1250000 },
    ],
  },
  {
    name: "Entegra Coach",
    models: [
      { name: "Vision", startYear: 2016, endYear: null, subtype: "class-a", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 175000 },
      { name: "Vision XL", startYear: 2020, endYear: null, subtype: "class-a", length: 36, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 215000 },
      { name: "Reatta", startYear: 2019, endYear: null, subtype: "class-a", length: 37, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 410000 },
      { name: "Reatta XL", startYear: 2021, endYear: null, subtype: "class-a", length: 39, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 510000 },
      { name: "Aspire", startYear: 2015, endYear: null, subtype: "class-a", length: 44, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 610000 },
      {
        name: "Anthem", startYear: 2015, endYear: null, subtype: "class-a", length: 44, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 720000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "44F: rear king bedroom, bath-and-a-half", length_ft: 44.9, height_ft: 13.3, chassis: "Freightliner Custom Chassis diesel pusher (tag axle)", engine_type: "Cummins L9 turbo-diesel", displacement: 8900, horsepower: 450, torque: 1250, transmission: "Allison 4000 MH 6-speed automatic", fuel_capacity: 150, fresh_water: 100, gray_water: 70, black_water: 50, slide_outs: 4, generator: "Onan 12,500 W diesel" },
          },
        ],
      },
      { name: "Cornerstone", startYear: 2015, endYear: null, subtype: "class-a", length: 45, fuelType: "diesel", engineSize: 11800, transmission: "automatic", msrp: 920000 },
      { name: "Accolade", startYear: 2016, endYear: null, subtype: "super-c", length: 37, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 340000 },
      { name: "Esteem", startYear: 2016, endYear: null, subtype: "class-c", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 175000 },
      { name: "Odyssey", startYear: 2016, endYear: null, subtype: "class-c", length: 30, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 155000 },
      { name: "Ethos", startYear: 2019, endYear: null, subtype: "class-c", length: 24, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 195000 },
    ],
  },
  {
    name: "Forest River",
    models: [
      { name: "FR3", startYear: 2014, endYear: null, subtype: "class-a", length: 32, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 175000 },
      { name: "Georgetown 5 Series", startYear: 2016, endYear: null, subtype: "class-a", length: 34, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 195000 },
      { name: "Georgetown 7 Series", startYear: 2016, endYear: null, subtype: "class-a", length: 36, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 225000 },
      { name: "Berkshire", startYear: 2010, endYear: null, subtype: "class-a", length: 38, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 390000 },
      { name: "Berkshire XL", startYear: 2015, endYear: null, subtype: "class-a", length: 40, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 520000 },
      {
        name: "Sunseeker", startYear: 2005, endYear: null, subtype: "class-c", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 135000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "3050S: rear queen bedroom, sofa slide", length_ft: 32.3, chassis: "Ford E-450", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 55, fresh_water: 40, gray_water: 38, black_water: 38, gvwr: 14500, sleeping_capacity: 8, slide_outs: 1, generator: "Onan 4000 W gas" },
          },
        ],
      },
      { name: "Forester", startYear: 2006, endYear: null, subtype: "class-c", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 135000 },
      { name: "Forester MBS", startYear: 2017, endYear: null, subtype: "class-c", length: 25, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 175000 },
      { name: "Solera", startYear: 2015, endYear: 2023, subtype: "class-c", length: 25, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 155000 },
    ],
  },
  {
    name: "Coachmen",
    models: [
      { name: "Mirada", startYear: 2004, endYear: null, subtype: "class-a", length: 35, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 175000 },
      { name: "Pursuit", startYear: 2011, endYear: null, subtype: "class-a", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 155000 },
      { name: "Encore", startYear: 2018, endYear: 2022, subtype: "class-a", length: 37, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 200000 },
      { name: "Freelander", startYear: 2003, endYear: null, subtype: "class-c", length: 27, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 115000 },
      {
        name: "Leprechaun", startYear: 1985, endYear: null, subtype: "class-c", length: 31, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 135000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "319MB: rear bedroom, cabover bunk, double slide", length_ft: 32.9, chassis: "Ford E-450", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 55, fresh_water: 40, gray_water: 42, black_water: 38, gvwr: 14500, sleeping_capacity: 8, slide_outs: 2, generator: "Onan 4000 W gas" },
          },
        ],
      },
      { name: "Prism", startYear: 2013, endYear: null, subtype: "class-c", length: 25, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 175000 },
      { name: "Galleria", startYear: 2017, endYear: null, subtype: "class-b", length: 20, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 195000 },
      { name: "Nova", startYear: 2020, endYear: null, subtype: "class-b", length: 20, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 185000 },
      { name: "Beyond", startYear: 2022, endYear: null, subtype: "class-b", length: 21, fuelType: "gasoline", engineSize: 3600, transmission: "automatic", msrp: 175000 },
    ],
  },
  {
    name: "Fleetwood",
    models: [
      {
        name: "Bounder", startYear: 1986, endYear: null, subtype: "class-a", length: 36, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 205000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "35K: rear king bedroom, bath-and-a-half", length_ft: 36.8, height_ft: 12.9, chassis: "Ford F-53 (24,000 lb)", engine_type: "7.3L V8 gas", horsepower: 350, torque: 468, transmission: "6-speed automatic", fuel_capacity: 80, fresh_water: 75, gray_water: 50, black_water: 40, gvwr: 24000, slide_outs: 2, generator: "Onan 5500 W gas" },
          },
        ],
      },
      { name: "Flair", startYear: 1985, endYear: null, subtype: "class-a", length: 32, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 185000 },
      { name: "Pace Arrow", startYear: 1977, endYear: null, subtype: "class-a", length: 36, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 225000 },
      { name: "Southwind", startYear: 1973, endYear: null, subtype: "class-a", length: 36, fuelType: "gasoline", engineSize: 7300, transmission: "automatic", msrp: 215000 },
      { name: "Discovery", startYear: 1998, endYear: null, subtype: "class-a", length: 38, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 360000 },
      { name: "Discovery LXE", startYear: 2012, endYear: null, subtype: "class-a", length: 40, fuelType: "diesel", engineSize: 8900, transmission: "automatic", msrp: 460000 },
      { name: "Frontier", startYear: 2021, endYear: null, subtype: "class-a", length: 38, fuelType: "diesel", engineSize: 6700, transmission: "automatic", msrp: 420000 },
      { name: "Jamboree", startYear: 1990, endYear: 2020, subtype: "class-c", length: 31, fuelType: "gasoline", engineSize: 6800, transmission: "automatic", msrp: 120000 },
    ],
  },
  {
    name: "Airstream",
    models: [
      { name: "Interstate Grand Tour EXT", startYear: 2014, endYear: 2020, subtype: "class-b", length: 24, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 190000 },
      {
        name: "Interstate 24GT", startYear: 2021, endYear: null, subtype: "class-b", length: 24, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 215000,
        specs: [
          {
            fromYear: 2021, toYear: 2022,
            values: { floorplan: "Rear lounge sofas convert to bed, wet bath", length_ft: 24.4, height_ft: 9.7, chassis: "Mercedes-Benz Sprinter 3500 (170 in. WB)", engine_type: "3.0L V6 turbo-diesel", horsepower: 188, torque: 325, transmission: "7-speed automatic", fuel_capacity: 24.5, fresh_water: 25, gray_water: 25, black_water: 11, gvwr: 11030, sleeping_capacity: 4, bathroom: "Wet bath" },
          },
        ],
      },
      { name: "Interstate 24GL", startYear: 2021, endYear: null, subtype: "class-b", length: 24, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 215000 },
      { name: "Interstate 19", startYear: 2019, endYear: 2023, subtype: "class-b", length: 20, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 175000 },
      { name: "Interstate 19X", startYear: 2023, endYear: null, subtype: "class-b", length: 20, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 200000 },
      {
        name: "Atlas", startYear: 2020, endYear: null, subtype: "class-c", length: 25, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 265000,
        specs: [
          {
            fromYear: 2021, toYear: 2022,
            values: { floorplan: "Murphy-bed suite, sofa slide, rear bath", length_ft: 24.9, height_ft: 11.2, chassis: "Mercedes-Benz Sprinter 3500 cab chassis", engine_type: "3.0L V6 turbo-diesel", horsepower: 188, torque: 325, transmission: "7-speed automatic", fuel_capacity: 26.4, fresh_water: 30, gray_water: 30, black_water: 16, gvwr: 11030, sleeping_capacity: 4, slide_outs: 1 },
          },
        ],
      },
      { name: "Rangeline", startYear: 2024, endYear: null, subtype: "class-b", length: 21, fuelType: "gasoline", engineSize: 3600, transmission: "automatic", msrp: 145000 },
    ],
  },
  {
    name: "Leisure Travel Vans",
    models: [
      {
        name: "Unity", startYear: 2012, endYear: null, subtype: "class-c", length: 25, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 235000,
        specs: [
          {
            fromYear: 2020, toYear: 2022,
            values: { floorplan: "U24FX: rear power drop-down bed, lounge", length_ft: 25.5, height_ft: 10.8, chassis: "Mercedes-Benz Sprinter 3500 (170 in. WB)", engine_type: "3.0L V6 turbo-diesel", displacement: 3000, horsepower: 188, torque: 325, transmission: "7-speed automatic", fuel_capacity: 26.4, fresh_water: 30, gray_water: 26, black_water: 17, gvwr: 11030, sleeping_capacity: 2 },
          },
        ],
      },
      {
        name: "Wonder", startYear: 2017, endYear: null, subtype: "class-c", length: 25, fuelType: "gasoline", engineSize: 3500, transmission: "automatic", msrp: 210000,
        specs: [
          {
            fromYear: 2020, toYear: 2022,
            values: { floorplan: "W24RTB: rear twin beds convert to king", length_ft: 24.9, height_ft: 10.8, chassis: "Ford Transit 350 HD", engine_type: "3.5L EcoBoost V6 gas", displacement: 3500, horsepower: 310, torque: 400, transmission: "10-speed automatic", fuel_capacity: 25, fresh_water: 30, gray_water: 24, black_water: 18, gvwr: 10360, sleeping_capacity: 2 },
          },
        ],
      },
      { name: "Serenity", startYear: 2009, endYear: 2021, subtype: "class-c", length: 24, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 175000 },
    ],
  },
  {
    name: "Pleasure-Way",
    models: [
      { name: "Plateau TS", startYear: 2010, endYear: null, subtype: "class-b", length: 21, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 185000 },
      { name: "Plateau XLTS", startYear: 2013, endYear: null, subtype: "class-b", length: 22, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 195000 },
      { name: "Plateau FL", startYear: 2015, endYear: null, subtype: "class-b", length: 21, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 195000 },
      { name: "Lexor TS", startYear: 2014, endYear: 2020, subtype: "class-b", length: 20, fuelType: "gasoline", engineSize: 3600, transmission: "automatic", msrp: 130000 },
      { name: "Ascent", startYear: 2018, endYear: null, subtype: "class-c", length: 24, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 215000 },
      { name: "Tofino", startYear: 2020, endYear: null, subtype: "class-b", length: 18, fuelType: "gasoline", engineSize: 3600, transmission: "automatic", msrp: 115000 },
      { name: "Ontour", startYear: 2021, endYear: null, subtype: "class-b", length: 20, fuelType: "diesel", engineSize: 3000, transmission: "automatic", msrp: 175000 },
    ],
  },
];
