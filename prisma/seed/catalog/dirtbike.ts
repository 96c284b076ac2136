import type { MakeSeed } from "./types";
import { model as m, specs } from "./build";

const mx = { fuelType: "gasoline", transmission: "manual" } as const;

export const makes: MakeSeed[] = [
  {
    name: "Honda",
    models: [
      m("CRF450R", 2002, null, "motocross", 9599, { ...mx, engineSize: 449, specs: [specs(2021, 2024, {
        engine_type: "Single-cylinder four-stroke, Unicam SOHC, 4 valves", displacement: 449, bore_stroke: "96.0 x 62.1", compression_ratio: "13.5:1",
        cooling: "Liquid", fuel_system: "Programmed fuel injection, 46mm throttle body", starter: "Electric", transmission: "5-speed", final_drive: "Chain",
        front_suspension: "49mm Showa coil-spring fork", rear_suspension: "Pro-Link Showa single shock", front_travel: 12.0, rear_travel: 12.4,
        seat_height: 37.8, wheelbase: 58.8, curb_weight: 243, fuel_capacity: 1.7 })] }),
      m("CRF250R", 2004, null, "motocross", 8599, { ...mx, engineSize: 249, specs: [specs(2022, 2024, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 valves", displacement: 249, bore_stroke: "79.0 x 50.9", cooling: "Liquid",
        fuel_system: "Programmed fuel injection", starter: "Electric", transmission: "5-speed", seat_height: 37.9, curb_weight: 231, fuel_capacity: 1.7 })] }),
      m("CRF450RX", 2017, null, "enduro", 10199, { ...mx, engineSize: 449 }),
      m("CRF250F", 2019, null, "trail", 4899, { ...mx, engineSize: 249, specs: [specs(2019, 2024, {
        engine_type: "Air-cooled single-cylinder four-stroke, SOHC", displacement: 249, bore_stroke: "71.0 x 63.0", cooling: "Air",
        fuel_system: "Programmed fuel injection, 28mm throttle body", starter: "Electric", transmission: "5-speed", seat_height: 34.4,
        ground_clearance: 12.0, curb_weight: 265, fuel_capacity: 1.7, front_travel: 9.8, rear_travel: 9.4 })] }),
      m("CRF125F", 2014, null, "trail", 3599, { ...mx, engineSize: 124 }),
      m("CRF110F", 2013, null, "mini", 2699, { fuelType: "gasoline", transmission: "automatic", engineSize: 109 }),
      m("XR650L", 1993, null, "dual-sport", 7199, { ...mx, engineSize: 644, specs: [specs(2020, 2024, {
        engine_type: "Air/oil-cooled single-cylinder four-stroke, SOHC, 4 valves", displacement: 644, bore_stroke: "100.0 x 82.0", cooling: "Air and oil",
        fuel_system: "40mm piston-valve carburetor", starter: "Electric", transmission: "5-speed", seat_height: 37.0, ground_clearance: 13.0,
        curb_weight: 346, fuel_capacity: 2.8 })] }),
      m("CRF300L", 2021, null, "dual-sport", 5749, { ...mx, engineSize: 286 }),
      m("CRF450L", 2019, 2020, "dual-sport", 10399, { ...mx, engineSize: 449 }),
      m("XR400R", 1996, 2004, "enduro", 5399, { ...mx, engineSize: 397 }),
    ],
  },
  {
    name: "Yamaha",
    models: [
      m("YZ450F", 2003, null, "motocross", 9799, { ...mx, engineSize: 450, specs: [specs(2023, 2024, {
        engine_type: "Liquid-cooled four-stroke, DOHC, 4 titanium valves", displacement: 450, bore_stroke: "97.0 x 60.9", compression_ratio: "13.0:1",
        cooling: "Liquid", fuel_system: "Yamaha fuel injection, 44mm throttle body", starter: "Electric", transmission: "5-speed",
        front_suspension: "KYB speed-sensitive coil-spring fork", front_travel: 12.2, rear_travel: 12.4, seat_height: 38.6, wheelbase: 58.3,
        curb_weight: 245, fuel_capacity: 1.6 })] }),
      m("YZ250F", 2001, null, "motocross", 8699, { ...mx, engineSize: 250 }),
      m("YZ250", 1974, null, "motocross", 7799, { ...mx, engineSize: 249, specs: [specs(2022, 2024, {
        engine_type: "Liquid-cooled two-stroke, reed valve, YPVS", displacement: 249, bore_stroke: "66.4 x 72.0", cooling: "Liquid",
        fuel_system: "Keihin PWK38S carburetor", starter: "Kick", transmission: "5-speed", seat_height: 39.0, curb_weight: 227, fuel_capacity: 2.1 })] }),
      m("YZ125", 1974, null, "motocross", 7099, { ...mx, engineSize: 125 }),
      m("WR450F", 2003, null, "enduro", 10199, { ...mx, engineSize: 450 }),
      m("WR250F", 2001, null, "enduro", 9099, { ...mx, engineSize: 250 }),
      m("WR250R", 2008, 2020, "dual-sport", 6899, { ...mx, engineSize: 250 }),
      m("TT-R125LE", 2000, null, "trail", 3699, { ...mx, engineSize: 124 }),
      m("TT-R50E", 2006, null, "mini", 1799, { fuelType: "gasoline", transmission: "automatic", engineSize: 49 }),
    ],
  },
  {
    name: "Kawasaki",
    models: [
      m("KX450", 2019, null, "motocross", 9799, { ...mx, engineSize: 449, specs: [specs(2021, 2023, {
        engine_type: "Four-stroke single, DOHC, 4 valves", displacement: 449, bore_stroke: "96.0 x 62.1", compression_ratio: "12.8:1", cooling: "Liquid",
        fuel_system: "DFI with 44mm throttle body", starter: "Electric", transmission: "5-speed", front_suspension: "49mm Showa coil-spring fork",
        front_travel: 12.0, rear_travel: 12.4, seat_height: 37.6, curb_weight: 240, fuel_capacity: 1.6 })] }),
      m("KX450F", 2006, 2018, "motocross", 8899, { ...mx, engineSize: 449 }),
      m("KX250", 2019, null, "motocross", 8399, { ...mx, engineSize: 249 }),
      m("KX250F", 2004, 2018, "motocross", 7699, { ...mx, engineSize: 249 }),
      m("KX65", 2000, null, "mini", 3899, { ...mx, engineSize: 64 }),
      m("KLX300R", 2020, null, "trail", 6599, { ...mx, engineSize: 292 }),
      m("KLX230R", 2020, null, "trail", 4999, { ...mx, engineSize: 233 }),
      m("KLX140R", 2008, null, "trail", 3499, { ...mx, engineSize: 144 }),
      m("KLR650", 1987, null, "dual-sport", 6899, { ...mx, engineSize: 652, specs: [specs(2022, 2024, {
        engine_type: "Four-stroke single, DOHC, 4 valves", displacement: 652, bore_stroke: "100.0 x 83.0", cooling: "Liquid",
        fuel_system: "DFI with 40mm throttle body", starter: "Electric", transmission: "5-speed", seat_height: 34.3, ground_clearance: 8.3,
        curb_weight: 456, fuel_capacity: 6.1, front_travel: 7.9, rear_travel: 7.3 })] }),
    ],
  },
  {
    name: "Suzuki",
    models: [
      m("RM-Z450", 2005, null, "motocross", 9099, { ...mx, engineSize: 449 }),
      m("RM-Z250", 2004, null, "motocross", 7999, { ...mx, engineSize: 249 }),
      m("DR-Z400S", 2000, null, "dual-sport", 6999, { ...mx, engineSize: 398, specs: [specs(2018, 2024, {
        engine_type: "Four-stroke single, DOHC, 4 valves", displacement: 398, bore_stroke: "90.0 x 62.6", cooling: "Liquid",
        fuel_system: "Mikuni BSR36 carburetor", starter: "Electric", transmission: "5-speed", seat_height: 36.8, ground_clearance: 11.8,
        curb_weight: 317, fuel_capacity: 2.6, front_travel: 11.3, rear_travel: 11.6 })] }),
      m("DR650S", 1996, null, "dual-sport", 6999, { ...mx, engineSize: 644 }),
      m("DR-Z125L", 2003, null, "trail", 3599, { ...mx, engineSize: 124 }),
      m("RM85", 2002, null, "mini", 4199, { ...mx, engineSize: 84 }),
    ],
  },
  {
    name: "KTM",
    models: [
      m("450 SX-F", 2007, null, "motocross", 11299, { ...mx, engineSize: 450, specs: [specs(2023, 2025, {
        engine_type: "Single-cylinder four-stroke, SOHC", displacement: 450, bore_stroke: "95.0 x 63.4", cooling: "Liquid",
        fuel_system: "Keihin EMS, 44mm throttle body", starter: "Electric", transmission: "5-speed", front_suspension: "WP XACT 48mm air fork",
        rear_suspension: "WP XACT shock with linkage", front_travel: 12.2, rear_travel: 12.2, seat_height: 37.6, dry_weight: 223, fuel_capacity: 1.85 })] }),
      m("250 SX-F", 2005, null, "motocross", 10299, { ...mx, engineSize: 249 }),
      m("350 XC-F", 2011, null, "enduro", 11099, { ...mx, engineSize: 350 }),
      m("300 XC-W", 2006, null, "enduro", 11599, { ...mx, engineSize: 293 }),
      m("500 EXC-F", 2012, null, "dual-sport", 12599, { ...mx, engineSize: 510 }),
      m("690 Enduro R", 2008, null, "dual-sport", 12899, { ...mx, engineSize: 693 }),
      m("85 SX", 2003, null, "mini", 6899, { ...mx, engineSize: 85 }),
    ],
  },
  {
    name: "Husqvarna",
    models: [
      m("FC 450", 2014, null, "motocross", 11499, { ...mx, engineSize: 450 }),
      m("FC 250", 2014, null, "motocross", 10499, { ...mx, engineSize: 249 }),
      m("TE 300", 2014, null, "enduro", 11799, { ...mx, engineSize: 293 }),
      m("FE 501s", 2014, null, "dual-sport", 12799, { ...mx, engineSize: 510 }),
      m("701 Enduro", 2016, null, "dual-sport", 13199, { ...mx, engineSize: 693 }),
      m("TC 65", 2017, null, "mini", 5399, { ...mx, engineSize: 65 }),
    ],
  },
  {
    name: "Beta",
    models: [
      m("300 RR", 2013, null, "enduro", 9999, { ...mx, engineSize: 293, specs: [specs(2020, 2022, {
        engine_type: "Single-cylinder two-stroke, reed valve", displacement: 293, bore_stroke: "72.0 x 72.0", cooling: "Liquid",
        fuel_system: "Keihin PWK 36 carburetor, oil injection", starter: "Electric", transmission: "6-speed", seat_height: 36.6, dry_weight: 227, fuel_capacity: 2.5 })] }),
      m("480 RR", 2015, null, "enduro", 11199, { ...mx, engineSize: 477 }),
      m("390 RR-S", 2015, null, "dual-sport", 10999, { ...mx, engineSize: 386 }),
      m("125 RR", 2018, null, "enduro", 8399, { ...mx, engineSize: 124 }),
      m("Evo 300", 2009, null, "trials", 8999, { ...mx, engineSize: 297 }),
    ],
  },
  {
    name: "GasGas",
    models: [
      m("MC 450F", 2021, null, "motocross", 9999, { ...mx, engineSize: 450 }),
      m("MC 250F", 2021, null, "motocross", 9199, { ...mx, engineSize: 249 }),
      m("EX 300", 2021, null, "enduro", 10199, { ...mx, engineSize: 293 }),
      m("TXT Racing 300", 2017, null, "trials", 9199, { ...mx, engineSize: 294 }),
    ],
  },
  {
    name: "Sherco",
    models: [
      m("300 SE Factory", 2015, null, "enduro", 11499, { ...mx, engineSize: 293 }),
      m("ST 300 Factory", 2013, null, "trials", 9999, { ...mx, engineSize: 294 }),
    ],
  },
  {
    name: "Stark",
    models: [m("Varg MX", 2023, null, "motocross", 12900, { fuelType: "electric", transmission: "automatic" })],
  },
];
