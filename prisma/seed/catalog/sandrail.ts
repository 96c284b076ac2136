import type { MakeSeed } from "./types";
import { model as m, specs } from "./build";

const rail = { fuelType: "gasoline", transmission: "manual", driveType: "2wd" } as const;

export const makes: MakeSeed[] = [
  {
    name: "Funco",
    models: [
      m("F9", 2013, null, "long-travel", 95000, { ...rail, engineSize: 6200, length: 14, specs: [specs(2020, 2024, {
        engine_type: "GM LS V8", displacement: 6200, horsepower: 430, cooling: "Liquid", fuel_system: "Electronic fuel injection",
        transmission: "Albins ST6 sequential transaxle", drive_type: "Rear-wheel drive", frame: "Chromoly tube chassis",
        front_travel: 22.0, rear_travel: 26.0, seating_capacity: 4, fuel_capacity: 18 })] }),
      m("F8", 2008, 2016, "long-travel", 70000, { ...rail, engineSize: 6200, length: 14 }),
      m("Evolution", 2004, 2012, "four-seat", 60000, { ...rail, engineSize: 5700, length: 13 }),
    ],
  },
  {
    name: "Tatum",
    models: [
      m("Enduro", 2005, null, "two-seat", 45000, { ...rail, engineSize: 2400, length: 12, specs: [specs(2018, 2024, {
        engine_type: "GM Ecotec 2.4L four-cylinder", displacement: 2400, cooling: "Liquid", fuel_system: "Electronic fuel injection",
        transmission: "Mendeola 4-speed transaxle", drive_type: "Rear-wheel drive", frame: "Chromoly tube chassis",
        front_travel: 16.0, rear_travel: 20.0, seating_capacity: 2, fuel_capacity: 10 })] }),
      m("Trophy", 2010, null, "four-seat", 65000, { ...rail, engineSize: 6200, length: 14 }),
    ],
  },
  {
    name: "McKenzie",
    models: [
      m("Two-Seat Long Travel", 2008, null, "long-travel", 55000, { ...rail, engineSize: 2400, length: 12 }),
      m("Four-Seat Long Travel", 2008, null, "four-seat", 75000, { ...rail, engineSize: 6200, length: 14 }),
    ],
  },
  {
    name: "Chenowth",
    models: [
      m("Magnum", 1982, 2010, "two-seat", 25000, { ...rail, engineSize: 1600, length: 11, specs: [specs(2005, 2010, {
        engine_type: "Air-cooled VW Type 1 flat four", displacement: 1600, cooling: "Air", fuel_system: "Carburetor",
        transmission: "VW 4-speed transaxle", drive_type: "Rear-wheel drive", frame: "Mild steel tube chassis", seating_capacity: 2, fuel_capacity: 8 })] }),
      m("Fast Attack Vehicle", 1982, 2001, "two-seat", 40000, { ...rail, engineSize: 2000, length: 13 }),
      m("1000 Series", 1990, 2005, "dune-buggy", 18000, { ...rail, engineSize: 1600, length: 11 }),
    ],
  },
  {
    name: "Custom",
    models: [
      m("Two-Seat Long Travel", 1995, null, "long-travel", 40000, { ...rail, engineSize: 2400, length: 12, specs: [specs(2018, 2024, {
        engine_type: "GM Ecotec 2.4L four-cylinder", displacement: 2400, cooling: "Liquid", transmission: "Mendeola 4-speed transaxle",
        drive_type: "Rear-wheel drive", frame: "Chromoly tube chassis", front_travel: 16.0, rear_travel: 20.0, seating_capacity: 2, fuel_capacity: 10 })] }),
      m("Four-Seat Long Travel", 1995, null, "four-seat", 60000, { ...rail, engineSize: 5300, length: 14 }),
      m("LS-Powered Four-Seat", 2005, null, "four-seat", 80000, { ...rail, engineSize: 6200, length: 14 }),
      m("VW Type 1 Buggy", 1965, null, "dune-buggy", 12000, { ...rail, engineSize: 1600, length: 11 }),
    ],
  },
  {
    name: "Meyers Manx",
    models: [
      m("Manx", 1964, null, "dune-buggy", 25000, { ...rail, engineSize: 1600, length: 12, specs: [specs(2018, 2024, {
        engine_type: "Air-cooled VW Type 1 flat four", displacement: 1600, cooling: "Air", transmission: "VW 4-speed transaxle",
        drive_type: "Rear-wheel drive", chassis: "Fiberglass body on shortened VW Beetle pan", seating_capacity: 2, fuel_capacity: 8 })] }),
      m("Manx 2.0 Electric", 2023, null, "dune-buggy", 74000, { fuelType: "electric", transmission: "automatic", driveType: "2wd", length: 12 }),
    ],
  },
  {
    name: "Sand Cars Unlimited",
    models: [
      m("Unlimited Two-Seat", 2000, null, "two-seat", 35000, { ...rail, engineSize: 2400, length: 12 }),
      m("Unlimited Four-Seat", 2000, null, "four-seat", 55000, { ...rail, engineSize: 5300, length: 14 }),
    ],
  },
];
