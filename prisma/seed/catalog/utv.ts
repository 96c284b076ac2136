import type { MakeSeed } from "./types";
import { model as m, specs } from "./build";

const sxs = { fuelType: "gasoline", transmission: "cvt", driveType: "4wd" } as const;

export const makes: MakeSeed[] = [
  {
    name: "John Deere",
    models: [
      m("Gator XUV835M", 2019, null, "utility-utv", 17599, { ...sxs, engineSize: 812, specs: [specs(2021, 2024, {
        engine_type: "Three-cylinder gas, liquid-cooled", displacement: 812, horsepower: 51, cooling: "Liquid", fuel_system: "Electronic fuel injection",
        transmission: "CVT with high and low range", drive_type: "Selectable 2WD/4WD", seating_capacity: 3, cargo_capacity: 1000,
        towing_capacity: 2000, fuel_capacity: 9.0, ground_clearance: 11.0 })] }),
      m("Gator XUV865M", 2019, null, "utility-utv", 19399, { ...sxs, fuelType: "diesel", engineSize: 854 }),
      m("Gator XUV590M", 2018, null, "recreation-utv", 13999, { ...sxs, engineSize: 586 }),
      m("Gator HPX815E", 2019, null, "utility-utv", 13999, { ...sxs, engineSize: 812 }),
      m("Gator TX", 2006, null, "utility-utv", 9899, { ...sxs, driveType: "2wd", engineSize: 401 }),
    ],
  },
  {
    name: "Polaris",
    models: [
      m("RZR Pro R", 2022, null, "sport-utv", 34999, { ...sxs, driveType: "awd", engineSize: 1997, specs: [specs(2022, 2024, {
        engine_type: "ProStar Fury 2.0L four-cylinder, DOHC", displacement: 1997, horsepower: 225, cooling: "Liquid",
        fuel_system: "Electronic fuel injection", transmission: "Automatic PVT P/R/N/L/H", drive_type: "On-demand true AWD",
        front_travel: 22.0, rear_travel: 24.0, ground_clearance: 16.0, seating_capacity: 2, fuel_capacity: 10.0 })] }),
      m("RZR XP 1000", 2014, null, "sport-utv", 22999, { ...sxs, driveType: "awd", engineSize: 999, specs: [specs(2021, 2023, {
        engine_type: "ProStar 1000 twin, DOHC", displacement: 999, horsepower: 114, cooling: "Liquid", transmission: "Automatic PVT P/R/N/L/H",
        drive_type: "On-demand true AWD", front_travel: 18.0, rear_travel: 21.0, ground_clearance: 14.0, seating_capacity: 2, fuel_capacity: 9.5 })] }),
      m("RZR Turbo R", 2022, null, "sport-utv", 30999, { ...sxs, driveType: "awd", engineSize: 925 }),
      m("RZR 200", 2021, null, "sport-utv", 8999, { ...sxs, driveType: "2wd", engineSize: 180 }),
      m("Ranger XP 1000", 2017, null, "utility-utv", 19999, { ...sxs, driveType: "awd", engineSize: 999, specs: [specs(2021, 2024, {
        engine_type: "ProStar 1000 twin", displacement: 999, horsepower: 82, cooling: "Liquid", transmission: "Automatic PVT P/R/N/L/H",
        drive_type: "On-demand true AWD", seating_capacity: 3, cargo_capacity: 1000, towing_capacity: 2500, ground_clearance: 13.0, fuel_capacity: 11.4 })] }),
      m("Ranger 570", 2014, null, "utility-utv", 11499, { ...sxs, engineSize: 567 }),
      m("General XP 1000", 2020, null, "recreation-utv", 22999, { ...sxs, driveType: "awd", engineSize: 999 }),
    ],
  },
  {
    name: "Can-Am",
    models: [
      m("Maverick X3", 2017, null, "sport-utv", 23999, { ...sxs, engineSize: 900, specs: [specs(2021, 2024, {
        engine_type: "Rotax ACE 900 three-cylinder turbo", displacement: 900, horsepower: 200, cooling: "Liquid", transmission: "QRS-X CVT",
        drive_type: "Selectable 2WD/4WD with Smart-Lok", front_travel: 22.0, rear_travel: 24.0, ground_clearance: 16.0, seating_capacity: 2, fuel_capacity: 10.5 })] }),
      m("Maverick R", 2024, null, "sport-utv", 36999, { ...sxs, engineSize: 999 }),
      m("Maverick Sport", 2019, null, "recreation-utv", 17999, { ...sxs, engineSize: 976 }),
      m("Maverick Trail", 2018, null, "recreation-utv", 13999, { ...sxs, engineSize: 800 }),
      m("Commander", 2011, null, "recreation-utv", 18999, { ...sxs, engineSize: 976 }),
      m("Defender HD10", 2017, null, "utility-utv", 19999, { ...sxs, engineSize: 976 }),
    ],
  },
  {
    name: "Honda",
    models: [
      m("Pioneer 1000", 2016, null, "utility-utv", 17999, { ...sxs, transmission: "automatic", engineSize: 999, specs: [specs(2021, 2024, {
        engine_type: "Liquid-cooled parallel twin, Unicam SOHC", displacement: 999, cooling: "Liquid", fuel_system: "Programmed fuel injection",
        transmission: "6-speed automatic DCT", drive_type: "Selectable 2WD/4WD with differential lock", seating_capacity: 3, cargo_capacity: 1000,
        towing_capacity: 2500, fuel_capacity: 8.2, ground_clearance: 12.4 })] }),
      m("Pioneer 700", 2014, null, "utility-utv", 12999, { ...sxs, transmission: "automatic", engineSize: 675 }),
      m("Pioneer 520", 2017, null, "utility-utv", 10599, { ...sxs, transmission: "automatic", engineSize: 518 }),
      m("Talon 1000R", 2019, null, "sport-utv", 23999, { ...sxs, transmission: "automatic", engineSize: 999 }),
    ],
  },
  {
    name: "Yamaha",
    models: [
      m("YXZ1000R", 2016, null, "sport-utv", 22599, { ...sxs, transmission: "manual", engineSize: 998 }),
      m("Wolverine RMAX2 1000", 2021, null, "recreation-utv", 20399, { ...sxs, engineSize: 999 }),
      m("Wolverine RMAX4 1000", 2021, null, "recreation-utv", 23499, { ...sxs, engineSize: 999 }),
      m("Viking", 2014, null, "utility-utv", 12299, { ...sxs, engineSize: 686 }),
    ],
  },
  {
    name: "Kawasaki",
    models: [
      m("Teryx KRX 1000", 2020, null, "sport-utv", 22999, { ...sxs, engineSize: 999 }),
      m("Teryx4 S", 2012, null, "recreation-utv", 16999, { ...sxs, engineSize: 783 }),
      m("Mule PRO-FXT", 2015, null, "utility-utv", 14999, { ...sxs, engineSize: 812 }),
      m("Mule SX", 2017, null, "utility-utv", 8999, { ...sxs, driveType: "2wd", engineSize: 401 }),
    ],
  },
  {
    name: "Arctic Cat",
    models: [
      m("Wildcat XX", 2018, null, "sport-utv", 23999, { ...sxs, engineSize: 998 }),
      m("Prowler Pro", 2019, null, "utility-utv", 15999, { ...sxs, engineSize: 812 }),
    ],
  },
  {
    name: "CFMOTO",
    models: [
      m("ZFORCE 950 Sport", 2022, null, "sport-utv", 18999, { ...sxs, engineSize: 963 }),
      m("ZFORCE 800 Trail", 2019, null, "recreation-utv", 11999, { ...sxs, engineSize: 800 }),
      m("UFORCE 1000", 2021, null, "utility-utv", 14999, { ...sxs, engineSize: 963 }),
    ],
  },
  {
    name: "Kubota",
    models: [
      m("RTV-X1100C", 2013, null, "utility-utv", 24999, { fuelType: "diesel", transmission: "automatic", driveType: "4wd", engineSize: 1123 }),
      m("RTV-X900", 2011, null, "utility-utv", 17999, { fuelType: "diesel", transmission: "automatic", driveType: "4wd", engineSize: 898 }),
      m("Sidekick RTV-XG850", 2017, null, "recreation-utv", 15999, { ...sxs, engineSize: 851 }),
    ],
  },
  {
    name: "Hisun",
    models: [
      m("Sector 750", 2019, null, "utility-utv", 11999, { ...sxs, engineSize: 730 }),
      m("Strike 1000", 2020, null, "recreation-utv", 14999, { ...sxs, engineSize: 976 }),
    ],
  },
  {
    name: "Segway",
    models: [
      m("Villain SX10", 2023, null, "sport-utv", 24999, { ...sxs, engineSize: 999 }),
      m("Fugleman UT10", 2023, null, "utility-utv", 18999, { ...sxs, engineSize: 999 }),
    ],
  },
];
