import type { MakeSeed } from "./types";

// Towable RVs and truck campers sold in the US (no engine). length = typical overall length in feet of the
// model's common floorplans; for truck campers it is the floor length, the way they are marketed (8 ft, 11 ft...).

export const makes: MakeSeed[] = [
  {
    name: "Airstream",
    models: [
      {
        name: "Flying Cloud", startYear: 2006, endYear: null, subtype: "travel-trailer", length: 25, msrp: 97000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "25FB: front queen bed, rear bath, dinette and sofa", length_ft: 25.3, height_ft: 9.7, overall_width_in: 102, dry_weight: 5500, gvwr: 7300, hitch_weight: 820, cargo_capacity: 1800, fresh_water: 39, gray_water: 37, black_water: 39, sleeping_capacity: 6, air_conditioning: "13,500 BTU ducted roof unit", awning: "Zip Dee power awning" },
          },
        ],
      },
      {
        name: "Classic", startYear: 2006, endYear: null, subtype: "travel-trailer", length: 33, msrp: 185000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "33FB: front queen bedroom, rear bath, lounge", length_ft: 33.3, height_ft: 9.8, dry_weight: 7800, gvwr: 10000, hitch_weight: 1080, cargo_capacity: 2200, fresh_water: 54, gray_water: 37, black_water: 39, sleeping_capacity: 5, air_conditioning: "Two 13,500 BTU ducted roof units", awning: "Zip Dee power awnings" },
          },
        ],
      },
      {
        name: "Bambi", startYear: 2020, endYear: null, subtype: "travel-trailer", length: 16, msrp: 62000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "16RB: front dinette/bed, rear wet bath", length_ft: 16.1, height_ft: 9.6, dry_weight: 3000, gvwr: 3500, hitch_weight: 390, fresh_water: 23, gray_water: 18, black_water: 18, sleeping_capacity: 2, air_conditioning: "13,500 BTU roof unit", bathroom: "Wet bath" },
          },
        ],
      },
      {
        name: "Caravel", startYear: 2020, endYear: null, subtype: "travel-trailer", length: 20, msrp: 80000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "20FB: front queen bed, rear bath, dinette", length_ft: 20.7, height_ft: 9.7, dry_weight: 3600, gvwr: 5000, hitch_weight: 480, fresh_water: 23, gray_water: 37, black_water: 18, sleeping_capacity: 4, air_conditioning: "13,500 BTU roof unit", bathroom: "Wet bath" },
          },
        ],
      },
      {
        name: "Basecamp", startYear: 2007, endYear: null, subtype: "travel-trailer", length: 16, msrp: 50000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "16: convertible front dinette/bed, rear hatch", length_ft: 16.3, height_ft: 9, overall_width_in: 84, dry_weight: 2650, gvwr: 3500, hitch_weight: 400, fresh_water: 22, sleeping_capacity: 2, bathroom: "Wet bath with cassette toilet" },
          },
        ],
      },
      { name: "Globetrotter", startYear: 2017, endYear: null, subtype: "travel-trailer", length: 27, msrp: 125000 },
      { name: "International", startYear: 2004, endYear: null, subtype: "travel-trailer", length: 25, msrp: 105000 },
      { name: "Trade Wind", startYear: 2022, endYear: null, subtype: "travel-trailer", length: 25, msrp: 115000 },
      { name: "Sport", startYear: 2008, endYear: 2019, subtype: "travel-trailer", length: 16, msrp: 50000 },
      { name: "Nest", startYear: 2019, endYear: 2020, subtype: "travel-trailer", length: 17, msrp: 46000 },
    ],
  },
  {
    name: "Lance",
    models: [
      {
        name: "650", startYear: 2016, endYear: null, subtype: "truck-camper", length: 6, msrp: 36000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "Short-bed camper, cabover queen, front dinette", length_ft: 6.4, dry_weight: 2000, fresh_water: 20, gray_water: 15, black_water: 14, sleeping_capacity: 3, air_conditioning: "Roof AC (optional)", bathroom: "Wet bath" },
          },
        ],
      },
      { name: "825", startYear: 2012, endYear: null, subtype: "truck-camper", length: 8, msrp: 42000 },
      {
        name: "855S", startYear: 2008, endYear: null, subtype: "truck-camper", length: 8, msrp: 50000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "Cabover queen, dinette slide, wet bath", length_ft: 8.5, dry_weight: 2600, fresh_water: 27, gray_water: 21, black_water: 17, sleeping_capacity: 4, slide_outs: 1, air_conditioning: "13,500 BTU roof unit", bathroom: "Wet bath" },
          },
        ],
      },
      { name: "865", startYear: 2014, endYear: null, subtype: "truck-camper", length: 8, msrp: 55000 },
      { name: "960", startYear: 2016, endYear: null, subtype: "truck-camper", length: 9, msrp: 54000 },
      { name: "975", startYear: 2015, endYear: null, subtype: "truck-camper", length: 9, msrp: 62000 },
      { name: "1062", startYear: 2015, endYear: null, subtype: "truck-camper", length: 10, msrp: 64000 },
      {
        name: "1172", startYear: 2013, endYear: null, subtype: "truck-camper", length: 11, msrp: 75000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "Cabover queen, dinette and sofa slides, dry bath", length_ft: 11.2, dry_weight: 3700, fresh_water: 45, gray_water: 24, black_water: 21, sleeping_capacity: 6, slide_outs: 2, generator: "Onan 2500 W LP (optional)", air_conditioning: "13,500 BTU roof unit", bathroom: "Dry bath" },
          },
        ],
      },
      { name: "1475", startYear: 2017, endYear: null, subtype: "travel-trailer", length: 20, msrp: 45000 },
      { name: "1575", startYear: 2014, endYear: null, subtype: "travel-trailer", length: 21, msrp: 50000 },
      { name: "1685", startYear: 2012, endYear: null, subtype: "travel-trailer", length: 22, msrp: 55000 },
      {
        name: "1985", startYear: 2014, endYear: null, subtype: "travel-trailer", length: 23, msrp: 60000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "Front queen bedroom, dinette super-slide, full-width rear bath", length_ft: 23.3, height_ft: 10.6, dry_weight: 4000, gvwr: 5700, hitch_weight: 500, fresh_water: 46, gray_water: 35, black_water: 36, sleeping_capacity: 4, slide_outs: 1, air_conditioning: "15,000 BTU ducted roof unit" },
          },
        ],
      },
      { name: "2075", startYear: 2017, endYear: null, subtype: "travel-trailer", length: 25, msrp: 64000 },
      {
        name: "2185", startYear: 2015, endYear: null, subtype: "travel-trailer", length: 25, msrp: 66000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "Front queen bedroom, rear kitchen, dinette/sofa slide", length_ft: 25.3, height_ft: 10.6, dry_weight: 4500, gvwr: 6000, hitch_weight: 560, fresh_water: 46, gray_water: 40, black_water: 35, sleeping_capacity: 4, slide_outs: 1, air_conditioning: "15,000 BTU ducted roof unit" },
          },
        ],
      },
      { name: "2285", startYear: 2015, endYear: null, subtype: "travel-trailer", length: 27, msrp: 70000 },
      { name: "2375", startYear: 2018, endYear: null, subtype: "travel-trailer", length: 27, msrp: 72000 },
      { name: "2445", startYear: 2018, endYear: null, subtype: "travel-trailer", length: 28, msrp: 75000 },
    ],
  },
  {
    name: "Grand Design",
    models: [
      {
        name: "Imagine", startYear: 2015, endYear: null, subtype: "travel-trailer", length: 30, msrp: 55000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "2670MK: front queen bedroom, rear kitchen, dinette slide", length_ft: 30.8, height_ft: 11.1, dry_weight: 6500, gvwr: 8400, hitch_weight: 800, cargo_capacity: 1900, fresh_water: 48, gray_water: 78, black_water: 39, sleeping_capacity: 6, slide_outs: 1, air_conditioning: "15,000 BTU ducted roof unit", awning: "Power awning with LED lighting" },
          },
        ],
      },
      { name: "Imagine XLS", startYear: 2019, endYear: null, subtype: "travel-trailer", length: 25, msrp: 45000 },
      { name: "Imagine AIM", startYear: 2023, endYear: null, subtype: "travel-trailer", length: 18, msrp: 34000 },
      { name: "Transcend Xplor", startYear: 2021, endYear: null, subtype: "travel-trailer", length: 28, msrp: 45000 },
      {
        name: "Reflection", startYear: 2013, endYear: null, subtype: "fifth-wheel", length: 35, msrp: 78000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "311BHS: front bedroom, rear bunkhouse, three slides", length_ft: 35.9, height_ft: 13.1, dry_weight: 10000, gvwr: 13000, hitch_weight: 2000, cargo_capacity: 3000, fresh_water: 62, gray_water: 78, black_water: 39, sleeping_capacity: 8, slide_outs: 3, air_conditioning: "15,000 BTU ducted roof unit (second optional)" },
          },
        ],
      },
      { name: "Reflection 150 Series", startYear: 2017, endYear: null, subtype: "fifth-wheel", length: 29, msrp: 65000 },
      { name: "Solitude", startYear: 2013, endYear: null, subtype: "fifth-wheel", length: 38, msrp: 115000 },
      { name: "Influence", startYear: 2023, endYear: null, subtype: "fifth-wheel", length: 36, msrp: 92000 },
      { name: "Momentum", startYear: 2016, endYear: null, subtype: "toy-hauler", length: 40, msrp: 125000 },
      { name: "Momentum G-Class", startYear: 2019, endYear: null, subtype: "toy-hauler", length: 37, msrp: 98000 },
    ],
  },
  {
    name: "Keystone",
    models: [
      {
        name: "Cougar", startYear: 1997, endYear: null, subtype: "fifth-wheel", length: 34, msrp: 78000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "316RLS: front bedroom, rear living, three slides", length_ft: 35.6, height_ft: 13.2, dry_weight: 10000, gvwr: 13300, hitch_weight: 2000, cargo_capacity: 3300, fresh_water: 60, gray_water: 75, black_water: 38, sleeping_capacity: 4, slide_outs: 3, air_conditioning: "15,000 BTU ducted roof unit" },
          },
        ],
      },
      { name: "Cougar Half-Ton", startYear: 2015, endYear: null, subtype: "travel-trailer", length: 30, msrp: 50000 },
      { name: "Montana", startYear: 1999, endYear: null, subtype: "fifth-wheel", length: 38, msrp: 115000 },
      { name: "Montana High Country", startYear: 2014, endYear: null, subtype: "fifth-wheel", length: 36, msrp: 92000 },
      { name: "Arcadia", startYear: 2018, endYear: null, subtype: "fifth-wheel", length: 34, msrp: 75000 },
      { name: "Alpine", startYear: 2015, endYear: null, subtype: "fifth-wheel", length: 39, msrp: 125000 },
      { name: "Avalanche", startYear: 2011, endYear: null, subtype: "fifth-wheel", length: 35, msrp: 85000 },
      { name: "Fuzion", startYear: 2008, endYear: null, subtype: "toy-hauler", length: 41, msrp: 125000 },
      { name: "Outback", startYear: 1999, endYear: null, subtype: "travel-trailer", length: 32, msrp: 52000 },
      { name: "Passport", startYear: 2008, endYear: null, subtype: "travel-trailer", length: 26, msrp: 38000 },
      { name: "Bullet", startYear: 2008, endYear: null, subtype: "travel-trailer", length: 28, msrp: 40000 },
      { name: "Hideout", startYear: 2007, endYear: null, subtype: "travel-trailer", length: 27, msrp: 33000 },
      { name: "Springdale", startYear: 2005, endYear: null, subtype: "travel-trailer", length: 28, msrp: 33000 },
    ],
  },
  {
    name: "Jayco",
    models: [
      {
        name: "Jay Flight", startYear: 2004, endYear: null, subtype: "travel-trailer", length: 30, msrp: 38000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "264BH: front queen bedroom, rear double-over-double bunks, dinette slide", length_ft: 30.1, height_ft: 10.9, dry_weight: 5500, gvwr: 7500, hitch_weight: 690, cargo_capacity: 2000, fresh_water: 44, gray_water: 29, black_water: 30, sleeping_capacity: 8, slide_outs: 1, air_conditioning: "15,000 BTU ducted roof unit", awning: "18 ft power awning" },
          },
        ],
      },
      {
        name: "Jay Flight SLX", startYear: 2013, endYear: null, subtype: "travel-trailer", length: 24, msrp: 27000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "184BS: front queen bed, rear bunks, no slide", length_ft: 21.8, height_ft: 10.4, dry_weight: 3600, gvwr: 4950, hitch_weight: 400, fresh_water: 36, gray_water: 30, black_water: 30, sleeping_capacity: 5, air_conditioning: "13,500 BTU roof unit" },
          },
        ],
      },
      { name: "Jay Feather", startYear: 2000, endYear: null, subtype: "travel-trailer", length: 25, msrp: 42000 },
      { name: "Jay Feather Micro", startYear: 2021, endYear: null, subtype: "travel-trailer", length: 21, msrp: 34000 },
      { name: "White Hawk", startYear: 2012, endYear: null, subtype: "travel-trailer", length: 30, msrp: 49000 },
      { name: "Eagle", startYear: 1990, endYear: null, subtype: "fifth-wheel", length: 36, msrp: 92000 },
      { name: "Eagle HT", startYear: 2014, endYear: null, subtype: "fifth-wheel", length: 31, msrp: 76000 },
      { name: "Pinnacle", startYear: 2009, endYear: null, subtype: "fifth-wheel", length: 38, msrp: 125000 },
      { name: "North Point", startYear: 2016, endYear: null, subtype: "fifth-wheel", length: 40, msrp: 135000 },
      { name: "Seismic", startYear: 2015, endYear: null, subtype: "toy-hauler", length: 42, msrp: 145000 },
    ],
  },
  {
    name: "Forest River",
    models: [
      {
        name: "Rockwood Mini Lite", startYear: 2006, endYear: null, subtype: "travel-trailer", length: 25, msrp: 44000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "2509S: front queen bed, rear kitchen, dinette/sofa slide", length_ft: 29.4, height_ft: 10.8, dry_weight: 5200, gvwr: 7300, hitch_weight: 560, fresh_water: 40, gray_water: 30, black_water: 30, sleeping_capacity: 4, slide_outs: 1, air_conditioning: "15,000 BTU ducted roof unit" },
          },
        ],
      },
      { name: "Rockwood Ultra Lite", startYear: 2006, endYear: null, subtype: "travel-trailer", length: 29, msrp: 52000 },
      { name: "Rockwood Geo Pro", startYear: 2018, endYear: null, subtype: "travel-trailer", length: 20, msrp: 31000 },
      { name: "Rockwood Tent", startYear: 2000, endYear: null, subtype: "pop-up", length: 16, msrp: 17000 },
      { name: "Flagstaff Micro Lite", startYear: 2006, endYear: null, subtype: "travel-trailer", length: 24, msrp: 34000 },
      { name: "Flagstaff MAC", startYear: 2000, endYear: null, subtype: "pop-up", length: 14, msrp: 14000 },
      { name: "Cherokee", startYear: 2005, endYear: null, subtype: "travel-trailer", length: 30, msrp: 39000 },
      { name: "Cherokee Grey Wolf", startYear: 2014, endYear: null, subtype: "travel-trailer", length: 28, msrp: 34000 },
      { name: "Salem", startYear: 2004, endYear: null, subtype: "travel-trailer", length: 30, msrp: 33000 },
      { name: "Wildwood", startYear: 1996, endYear: null, subtype: "travel-trailer", length: 30, msrp: 35000 },
      { name: "Wolf Pup", startYear: 2013, endYear: null, subtype: "travel-trailer", length: 20, msrp: 27000 },
      {
        name: "r-pod", startYear: 2010, endYear: null, subtype: "travel-trailer", length: 19, msrp: 31000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "RP-190: rear queen bed, dinette slide, wet bath", length_ft: 21.9, height_ft: 10.4, dry_weight: 2900, gvwr: 4000, hitch_weight: 400, fresh_water: 24, gray_water: 30, black_water: 30, sleeping_capacity: 3, slide_outs: 1, air_conditioning: "13,500 BTU roof unit", bathroom: "Wet bath" },
          },
        ],
      },
      { name: "No Boundaries", startYear: 2019, endYear: null, subtype: "travel-trailer", length: 19, msrp: 27000 },
      { name: "Cedar Creek", startYear: 2003, endYear: null, subtype: "fifth-wheel", length: 40, msrp: 125000 },
      { name: "Sabre", startYear: 2000, endYear: null, subtype: "fifth-wheel", length: 36, msrp: 88000 },
      { name: "Sandpiper", startYear: 2005, endYear: null, subtype: "fifth-wheel", length: 37, msrp: 88000 },
      { name: "Cardinal", startYear: 2003, endYear: null, subtype: "fifth-wheel", length: 38, msrp: 98000 },
      { name: "Riverstone", startYear: 2016, endYear: null, subtype: "fifth-wheel", length: 42, msrp: 155000 },
      { name: "XLR Boost", startYear: 2015, endYear: null, subtype: "toy-hauler", length: 35, msrp: 78000 },
      { name: "Vengeance Rogue", startYear: 2017, endYear: null, subtype: "toy-hauler", length: 32, msrp: 56000 },
    ],
  },
  {
    name: "Heartland",
    models: [
      {
        name: "Bighorn", startYear: 2005, endYear: null, subtype: "fifth-wheel", length: 40, msrp: 115000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "3870FB: front bath, rear living, four slides", length_ft: 42.3, height_ft: 13.4, dry_weight: 13500, gvwr: 16500, hitch_weight: 2600, fresh_water: 70, gray_water: 100, black_water: 50, sleeping_capacity: 4, slide_outs: 4, air_conditioning: "Two 15,000 BTU ducted roof units" },
          },
        ],
      },
      { name: "Landmark", startYear: 2009, endYear: null, subtype: "fifth-wheel", length: 42, msrp: 145000 },
      { name: "Sundance", startYear: 2008, endYear: null, subtype: "fifth-wheel", length: 32, msrp: 65000 },
      { name: "Cyclone", startYear: 2007, endYear: null, subtype: "toy-hauler", length: 42, msrp: 135000 },
      { name: "Torque", startYear: 2015, endYear: null, subtype: "toy-hauler", length: 36, msrp: 82000 },
      { name: "North Trail", startYear: 2011, endYear: null, subtype: "travel-trailer", length: 29, msrp: 36000 },
      { name: "Pioneer", startYear: 2014, endYear: null, subtype: "travel-trailer", length: 30, msrp: 36000 },
      { name: "Prowler", startYear: 2015, endYear: null, subtype: "travel-trailer", length: 28, msrp: 39000 },
    ],
  },
  {
    name: "Winnebago",
    models: [
      {
        name: "Micro Minnie", startYear: 2017, endYear: null, subtype: "travel-trailer", length: 21, msrp: 38000,
        specs: [
          {
            fromYear: 2022, toYear: 2024,
            values: { floorplan: "2108DS: front Murphy-bed queen, dinette slide, rear bath", length_ft: 21.9, height_ft: 10.5, dry_weight: 3900, gvwr: 5000, hitch_weight: 400, fresh_water: 29, gray_water: 30, black_water: 30, sleeping_capacity: 4, slide_outs: 1, air_conditioning: "13,500 BTU roof unit" },
          },
        ],
      },
      { name: "Minnie", startYear: 2015, endYear: null, subtype: "travel-trailer", length: 27, msrp: 46000 },
      { name: "Hike", startYear: 2020, endYear: null, subtype: "travel-trailer", length: 24, msrp: 45000 },
      { name: "Voyage", startYear: 2019, endYear: null, subtype: "travel-trailer", length: 33, msrp: 62000 },
      { name: "Minnie Plus", startYear: 2017, endYear: 2022, subtype: "fifth-wheel", length: 28, msrp: 62000 },
    ],
  },
  {
    name: "Northwood",
    models: [
      { name: "Nash", startYear: 2000, endYear: null, subtype: "travel-trailer", length: 25, msrp: 55000 },
      { name: "Arctic Fox", startYear: 1993, endYear: null, subtype: "travel-trailer", length: 28, msrp: 72000 },
      { name: "Arctic Fox Grande Ronde", startYear: 2017, endYear: null, subtype: "fifth-wheel", length: 30, msrp: 98000 },
      { name: "Fox Mountain", startYear: 2014, endYear: null, subtype: "fifth-wheel", length: 29, msrp: 88000 },
      { name: "Desert Fox", startYear: 2007, endYear: null, subtype: "toy-hauler", length: 30, msrp: 78000 },
      { name: "Arctic Fox 990", startYear: 2005, endYear: null, subtype: "truck-camper", length: 9, msrp: 52000 },
      { name: "Arctic Fox 1140", startYear: 2008, endYear: null, subtype: "truck-camper", length: 11, msrp: 62000 },
    ],
  },
  {
    name: "Casita",
    models: [
      {
        name: "Spirit Deluxe", startYear: 1995, endYear: null, subtype: "travel-trailer", length: 17, msrp: 27000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { floorplan: "17 ft: rear double bed, front dinette, wet bath", length_ft: 16.9, height_ft: 9.1, overall_width_in: 84, dry_weight: 2400, gvwr: 3500, hitch_weight: 280, fresh_water: 18, gray_water: 14, black_water: 9, sleeping_capacity: 3, air_conditioning: "11,000 BTU roof unit", bathroom: "Wet bath" },
          },
        ],
      },
      { name: "Freedom Deluxe", startYear: 1995, endYear: null, subtype: "travel-trailer", length: 17, msrp: 28000 },
      { name: "Liberty Deluxe", startYear: 1995, endYear: null, subtype: "travel-trailer", length: 16, msrp: 25000 },
      { name: "Independence", startYear: 2004, endYear: null, subtype: "travel-trailer", length: 17, msrp: 30000 },
    ],
  },
  {
    name: "Scamp",
    models: [
      {
        name: "13", startYear: 1972, endYear: null, subtype: "travel-trailer", length: 13, msrp: 21000,
        specs: [
          {
            fromYear: 2020, toYear: 2024,
            values: { floorplan: "Standard: front dinette/bed, rear gaucho, galley", length_ft: 13, height_ft: 7.8, overall_width_in: 78, dry_weight: 1200, gvwr: 2000, hitch_weight: 150, fresh_water: 10, sleeping_capacity: 3, air_conditioning: "Air conditioner (optional)" },
          },
        ],
      },
      { name: "16", startYear: 1974, endYear: null, subtype: "travel-trailer", length: 16, msrp: 25000 },
      { name: "19 Fifth Wheel", startYear: 1985, endYear: null, subtype: "fifth-wheel", length: 19, msrp: 33000 },
    ],
  },
  {
    name: "nuCamp",
    models: [
      {
        name: "TAG", startYear: 2010, endYear: null, subtype: "teardrop", length: 13, msrp: 17000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "5W: queen bed cabin, rear galley hatch", length_ft: 13.9, height_ft: 6.8, overall_width_in: 81, dry_weight: 1300, gvwr: 2000, hitch_weight: 200, sleeping_capacity: 2, air_conditioning: "5,000 BTU unit (optional)" },
          },
        ],
      },
      { name: "TAG XL", startYear: 2016, endYear: null, subtype: "teardrop", length: 15, msrp: 21000 },
      { name: "TAB 320", startYear: 2010, endYear: null, subtype: "travel-trailer", length: 19, msrp: 32000 },
      { name: "TAB 400", startYear: 2017, endYear: null, subtype: "travel-trailer", length: 21, msrp: 42000 },
      { name: "Avia", startYear: 2021, endYear: null, subtype: "travel-trailer", length: 19, msrp: 55000 },
      { name: "Cirrus 620", startYear: 2018, endYear: null, subtype: "truck-camper", length: 6, msrp: 32000 },
      { name: "Cirrus 820", startYear: 2015, endYear: null, subtype: "truck-camper", length: 8, msrp: 42000 },
      { name: "Cirrus 920", startYear: 2017, endYear: null, subtype: "truck-camper", length: 9, msrp: 47000 },
    ],
  },
  {
    name: "Happier Camper",
    models: [
      {
        name: "HC1", startYear: 2016, endYear: null, subtype: "teardrop", length: 13, msrp: 32000,
        specs: [
          {
            fromYear: 2021, toYear: 2024,
            values: { floorplan: "Adaptiv modular interior, rear hatch", length_ft: 13, height_ft: 8.1, overall_width_in: 85, dry_weight: 1100, gvwr: 2000, hitch_weight: 125, sleeping_capacity: 5, bathroom: "Cassette toilet module (optional)" },
          },
        ],
      },
      { name: "Traveler", startYear: 2023, endYear: null, subtype: "travel-trailer", length: 16, msrp: 50000 },
    ],
  },
  {
    name: "Four Wheel Camper",
    models: [
      { name: "Hawk", startYear: 1990, endYear: null, subtype: "truck-camper", length: 8, msrp: 32000 },
      { name: "Grandby", startYear: 1995, endYear: null, subtype: "truck-camper", length: 8, msrp: 36000 },
      { name: "Fleet", startYear: 1990, endYear: null, subtype: "truck-camper", length: 6, msrp: 30000 },
      { name: "Swift", startYear: 2000, endYear: null, subtype: "truck-camper", length: 6, msrp: 28000 },
      { name: "Raven", startYear: 2005, endYear: null, subtype: "truck-camper", length: 6, msrp: 29000 },
      { name: "Project M", startYear: 2021, endYear: null, subtype: "truck-camper", length: 6, msrp: 32000 },
    ],
  },
];
