import type { MakeSeed } from "./types";
import { model as m, specs } from "./build";

const awd = { fuelType: "gasoline", transmission: "cvt", driveType: "4wd" } as const;
const sport = { fuelType: "gasoline", transmission: "manual", driveType: "2wd" } as const;
const youth = { fuelType: "gasoline", transmission: "automatic", driveType: "2wd" } as const;

export const makes: MakeSeed[] = [
  {
    name: "Polaris",
    models: [
      m("Sportsman 570", 2014, null, "utility-atv", 8599, { ...awd, engineSize: 567, specs: [specs(2021, 2024, {
        engine_type: "ProStar single-cylinder four-stroke, DOHC", displacement: 567, cooling: "Liquid", fuel_system: "Electronic fuel injection",
        transmission: "Automatic PVT P/R/N/L/H", drive_type: "On-demand true AWD", ground_clearance: 11.5, dry_weight: 714, fuel_capacity: 5.0,
        towing_capacity: 1350, front_travel: 8.2, rear_travel: 9.5 })] }),
      m("Sportsman 850", 2009, null, "utility-atv", 11299, { ...awd, engineSize: 850 }),
      m("Sportsman XP 1000", 2015, null, "utility-atv", 13999, { ...awd, engineSize: 952 }),
      m("Sportsman 450 H.O.", 2016, null, "utility-atv", 7499, { ...awd, engineSize: 499 }),
      m("Scrambler XP 1000 S", 2020, null, "sport-atv", 15999, { ...awd, engineSize: 952 }),
      m("Outlaw 70 EFI", 2016, null, "youth-atv", 2799, { ...youth, engineSize: 112 }),
    ],
  },
  {
    name: "Can-Am",
    models: [
      m("Outlander 700", 2023, null, "utility-atv", 9899, { ...awd, engineSize: 650, specs: [specs(2023, 2024, {
        engine_type: "Rotax single-cylinder, liquid-cooled", displacement: 650, horsepower: 50, cooling: "Liquid", fuel_system: "Electronic fuel injection",
        transmission: "pDrive CVT P/R/N/H/L", drive_type: "Selectable 2WD/4WD with Visco-Lok", ground_clearance: 11.0, fuel_capacity: 5.3, towing_capacity: 1650 })] }),
      m("Outlander 570", 2015, 2022, "utility-atv", 8199, { ...awd, engineSize: 570 }),
      m("Outlander 850", 2016, null, "utility-atv", 11899, { ...awd, engineSize: 854 }),
      m("Renegade X xc 1000R", 2016, null, "sport-atv", 16399, { ...awd, engineSize: 976 }),
      m("DS 90", 2008, null, "youth-atv", 3299, { ...youth, engineSize: 89 }),
    ],
  },
  {
    name: "Arctic Cat",
    models: [
      m("Alterra 600", 2019, null, "utility-atv", 8999, { ...awd, engineSize: 600 }),
      m("Alterra 700", 2017, 2019, "utility-atv", 9999, { ...awd, engineSize: 695 }),
      m("Alterra 300", 2019, null, "utility-atv", 4999, { ...awd, engineSize: 270, driveType: "2wd" }),
      m("Alterra 90", 2017, null, "youth-atv", 2799, { ...youth, engineSize: 90 }),
    ],
  },
  {
    name: "Honda",
    models: [
      m("FourTrax Rancher", 1996, null, "utility-atv", 6899, { ...awd, transmission: "manual", engineSize: 420, specs: [specs(2022, 2024, {
        engine_type: "Longitudinally mounted single-cylinder four-stroke, OHV", displacement: 420, bore_stroke: "86.5 x 71.5", cooling: "Liquid",
        fuel_system: "Programmed fuel injection", transmission: "5-speed with reverse", drive_type: "Selectable 2WD/4WD", final_drive: "Shaft",
        ground_clearance: 7.3, curb_weight: 617, fuel_capacity: 3.9, towing_capacity: 848 })] }),
      m("FourTrax Foreman Rubicon", 2001, null, "utility-atv", 10299, { ...awd, transmission: "automatic", engineSize: 518 }),
      m("FourTrax Recon", 1997, null, "utility-atv", 4899, { ...sport, engineSize: 229 }),
      m("TRX250X", 2009, null, "sport-atv", 5699, { ...sport, engineSize: 229 }),
      m("TRX450R", 2004, 2014, "sport-atv", 8499, { ...sport, engineSize: 449 }),
      m("TRX90X", 2006, null, "youth-atv", 3099, { ...youth, engineSize: 86 }),
    ],
  },
  {
    name: "Yamaha",
    models: [
      m("Grizzly EPS", 2007, null, "utility-atv", 11199, { ...awd, engineSize: 686, specs: [specs(2021, 2024, {
        engine_type: "Single-cylinder four-stroke, SOHC, 4 valves", displacement: 686, bore_stroke: "102.0 x 84.0", cooling: "Liquid",
        fuel_system: "Fuel injection, 44mm", transmission: "Ultramatic CVT H/L/N/R/P", drive_type: "On-Command 2WD/4WD/diff-lock",
        ground_clearance: 11.4, curb_weight: 695, fuel_capacity: 4.8, towing_capacity: 1322 })] }),
      m("Kodiak 700", 2016, null, "utility-atv", 8899, { ...awd, engineSize: 686 }),
      m("Kodiak 450", 2018, null, "utility-atv", 7199, { ...awd, engineSize: 421 }),
      m("YFZ450R", 2009, null, "sport-atv", 9999, { ...sport, engineSize: 449 }),
      m("Raptor 700R", 2006, null, "sport-atv", 9999, { ...sport, engineSize: 686 }),
      m("YFZ50", 2019, null, "youth-atv", 2499, { ...youth, engineSize: 49 }),
    ],
  },
  {
    name: "Kawasaki",
    models: [
      m("Brute Force 750 4x4i", 2005, null, "utility-atv", 10599, { ...awd, engineSize: 749 }),
      m("Brute Force 300", 2012, null, "utility-atv", 4899, { ...awd, driveType: "2wd", engineSize: 271 }),
      m("KFX 450R", 2008, 2014, "sport-atv", 8299, { ...sport, engineSize: 449 }),
      m("KFX 90", 2007, null, "youth-atv", 2999, { ...youth, engineSize: 89 }),
    ],
  },
  {
    name: "Suzuki",
    models: [
      m("KingQuad 750AXi", 2008, null, "utility-atv", 10599, { ...awd, engineSize: 722 }),
      m("KingQuad 500AXi", 2009, null, "utility-atv", 8899, { ...awd, engineSize: 493 }),
      m("QuadSport Z400", 2003, 2014, "sport-atv", 6999, { ...sport, engineSize: 398 }),
      m("QuadSport Z50", 2006, null, "youth-atv", 2349, { ...youth, engineSize: 49 }),
    ],
  },
  {
    name: "CFMOTO",
    models: [
      m("CFORCE 600", 2020, null, "utility-atv", 7199, { ...awd, engineSize: 580, specs: [specs(2022, 2024, {
        engine_type: "Single-cylinder four-stroke, SOHC", displacement: 580, cooling: "Liquid", fuel_system: "Bosch electronic fuel injection",
        transmission: "CVT L/H/N/R/P", drive_type: "2WD/4WD with locking front differential", ground_clearance: 11.0, dry_weight: 743, fuel_capacity: 4.5 })] }),
      m("CFORCE 800 XC", 2017, null, "utility-atv", 9599, { ...awd, engineSize: 800 }),
      m("CFORCE 1000", 2023, null, "utility-atv", 11999, { ...awd, engineSize: 963 }),
      m("CFORCE 400", 2022, null, "utility-atv", 5999, { ...awd, engineSize: 400 }),
    ],
  },
];
