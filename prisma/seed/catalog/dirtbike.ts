import type { MakeSeed } from "./types";
import { model as m, specs } from "./build";

/** Clutch and foot shifter. */
const mx = { fuelType: "gasoline", transmission: "manual" } as const;
/** Youth bikes with an automatic clutch or a single-speed automatic drive. */
const auto = { fuelType: "gasoline", transmission: "automatic" } as const;
/** Battery-electric, no engine displacement. */
const ev = { fuelType: "electric", transmission: "automatic" } as const;

export const makes: MakeSeed[] = [
  {
    name: "Honda",
    models: [
      m("CRF450R", 2002, null, "motocross", 9599, { ...mx, engineSize: 449, specs: [specs(2021, 2024, {
        engine_type: "Single-cylinder four-stroke, Unicam SOHC, 4 valves", displacement: 449, bore_stroke: "96.0 x 62.1", compression_ratio: "13.5:1",
        cooling: "Liquid", fuel_system: "Programmed fuel injection (PGM-FI)", starter: "Electric", transmission: "5-speed",
        front_suspension: "49mm Showa coil-spring fork", rear_suspension: "Pro-Link Showa single shock", front_travel: 12.0, rear_travel: 12.4,
        seat_height: 38.0, curb_weight: 244, fuel_capacity: 1.7 })] }),
      m("CRF450RWE", 2019, null, "motocross", 11699, { ...mx, engineSize: 449 }),
      m("CRF250R", 2004, null, "motocross", 8599, { ...mx, engineSize: 249, specs: [specs(2022, 2024, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 valves", displacement: 249, bore_stroke: "79.0 x 50.9", cooling: "Liquid",
        fuel_system: "Programmed fuel injection (PGM-FI)", starter: "Electric", transmission: "5-speed", final_drive: "Chain",
        front_suspension: "49mm Showa coil-spring fork", rear_suspension: "Pro-Link Showa single shock", seat_height: 37.8, curb_weight: 232,
        fuel_capacity: 1.7, front_tire: "80/100-21", rear_tire: "100/90-19" })] }),
      m("CRF150R", 2007, null, "mini", 5599, { ...mx, engineSize: 149 }),
      m("CRF450RX", 2017, null, "enduro", 10099, { ...mx, engineSize: 449 }),
      m("CRF250RX", 2019, null, "enduro", 8999, { ...mx, engineSize: 249 }),
      m("CRF450X", 2005, null, "enduro", 10099, { ...mx, engineSize: 449 }),
      m("CRF250X", 2004, 2017, "enduro", 7599, { ...mx, engineSize: 249 }),
      m("CRF450RL", 2021, null, "dual-sport", 10499, { ...mx, engineSize: 449 }),
      m("CRF450L", 2019, 2020, "dual-sport", 10399, { ...mx, engineSize: 449 }),
      m("CRF300L", 2021, null, "dual-sport", 5749, { ...mx, engineSize: 286, specs: [specs(2021, 2024, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 valves", displacement: 286, bore_stroke: "76.0 x 63.0", compression_ratio: "10.7:1",
        cooling: "Liquid", fuel_system: "PGM-FI, 38mm throttle body", starter: "Electric", transmission: "6-speed", front_suspension: "43mm inverted Showa fork",
        front_travel: 10.2, rear_travel: 10.2, seat_height: 34.7, ground_clearance: 11.2, curb_weight: 309, fuel_capacity: 2.1 })] }),
      m("CRF300L Rally", 2021, null, "dual-sport", 6799, { ...mx, engineSize: 286 }),
      m("CRF250L", 2013, 2020, "dual-sport", 5199, { ...mx, engineSize: 249 }),
      m("CRF250L Rally", 2017, 2020, "dual-sport", 6299, { ...mx, engineSize: 249 }),
      m("XR650L", 1993, null, "dual-sport", 7199, { ...mx, engineSize: 644, specs: [specs(2020, 2024, {
        engine_type: "Air-cooled single-cylinder four-stroke, SOHC, 4 valves", displacement: 644, bore_stroke: "100.0 x 82.0", compression_ratio: "8.3:1",
        cooling: "Air", fuel_system: "40mm piston-valve carburetor", starter: "Electric", transmission: "5-speed",
        front_suspension: "43mm leading-axle cartridge fork", front_travel: 11.6, rear_travel: 11.0, seat_height: 37.0, ground_clearance: 13.0,
        curb_weight: 346, fuel_capacity: 2.8 })] }),
      m("CRF250F", 2019, null, "trail", 4899, { ...mx, engineSize: 249, specs: [specs(2019, 2024, {
        engine_type: "Air-cooled single-cylinder four-stroke, SOHC", displacement: 249, bore_stroke: "71.0 x 63.0", cooling: "Air",
        fuel_system: "PGM-FI, 28mm throttle body", starter: "Electric", transmission: "5-speed", front_suspension: "41mm Showa fork",
        front_travel: 9.8, rear_travel: 9.4, seat_height: 34.4, ground_clearance: 12.0, curb_weight: 265, fuel_capacity: 1.7 })] }),
      m("CRF230F", 2003, 2019, "trail", 4199, { ...mx, engineSize: 223 }),
      m("CRF150F", 2003, 2017, "trail", 3999, { ...mx, engineSize: 149 }),
      m("CRF125F", 2014, null, "trail", 3599, { ...mx, engineSize: 124 }),
      m("CRF110F", 2013, null, "mini", 2799, { ...auto, engineSize: 109 }),
      m("CRF50F", 2004, null, "mini", 1849, { ...auto, engineSize: 49 }),
      m("XR650R", 2000, 2007, "enduro", 6999, { ...mx, engineSize: 649 }),
      m("XR400R", 1996, 2004, "enduro", 5399, { ...mx, engineSize: 397 }),
      m("XR100R", 1981, 2003, "trail", 2099, { ...mx, engineSize: 99 }),
      m("CR250R", 1978, 2007, "motocross", 6499, { ...mx, engineSize: 249 }),
      m("CR125R", 1979, 2007, "motocross", 5499, { ...mx, engineSize: 124 }),
      m("CR85R", 2003, 2007, "mini", 3499, { ...mx, engineSize: 84 }),
    ],
  },
  {
    name: "Yamaha",
    models: [
      m("YZ450F", 2003, null, "motocross", 9799, { ...mx, engineSize: 450, specs: [specs(2023, 2024, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 titanium valves", displacement: 450, bore_stroke: "97.0 x 60.9", compression_ratio: "13.0:1",
        cooling: "Liquid", fuel_system: "Yamaha fuel injection, 44mm Keihin throttle body", starter: "Electric", transmission: "5-speed",
        front_suspension: "KYB speed-sensitive coil-spring fork", front_travel: 12.2, rear_travel: 12.4,
        seat_height: 38.6, wheelbase: 58.3, curb_weight: 245, fuel_capacity: 1.6 })] }),
      m("YZ250F", 2001, null, "motocross", 8699, { ...mx, engineSize: 250, specs: [specs(2024, 2025, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 titanium valves", displacement: 250, bore_stroke: "77.0 x 53.6", compression_ratio: "13.8:1",
        cooling: "Liquid", fuel_system: "Yamaha fuel injection, 44mm Keihin throttle body", starter: "Electric", transmission: "5-speed",
        front_suspension: "KYB speed-sensitive coil-spring fork", rear_suspension: "KYB single shock", front_travel: 12.2, rear_travel: 12.5,
        seat_height: 38.9, curb_weight: 236, fuel_capacity: 1.6 })] }),
      m("YZ250", 1974, null, "motocross", 7999, { ...mx, engineSize: 249, specs: [specs(2022, 2023, {
        engine_type: "Single-cylinder two-stroke, reed valve, YPVS", displacement: 249, bore_stroke: "66.4 x 72.0", cooling: "Liquid",
        fuel_system: "Keihin PWK38S carburetor", starter: "Kick", transmission: "5-speed", front_suspension: "KYB speed-sensitive coil-spring fork",
        front_travel: 11.8, rear_travel: 12.4, seat_height: 39.0, curb_weight: 227, fuel_capacity: 2.1 })] }),
      m("YZ125", 1974, null, "motocross", 7199, { ...mx, engineSize: 125, specs: [specs(2022, 2023, {
        engine_type: "Single-cylinder two-stroke, reed valve, YPVS", displacement: 125, bore_stroke: "54.0 x 54.5", cooling: "Liquid",
        fuel_system: "Keihin PWK38S carburetor", starter: "Kick", transmission: "6-speed", front_suspension: "KYB speed-sensitive coil-spring fork",
        seat_height: 38.8, curb_weight: 207, fuel_capacity: 2.1 })] }),
      m("YZ85", 2002, null, "mini", 4899, { ...mx, engineSize: 85 }),
      m("YZ65", 2018, null, "mini", 4499, { ...mx, engineSize: 65 }),
      m("YZ450FX", 2016, null, "enduro", 10099, { ...mx, engineSize: 450 }),
      m("YZ250FX", 2015, null, "enduro", 8999, { ...mx, engineSize: 250 }),
      m("YZ250X", 2016, null, "enduro", 7999, { ...mx, engineSize: 249 }),
      m("YZ125X", 2020, null, "enduro", 7199, { ...mx, engineSize: 125 }),
      m("WR450F", 2003, null, "enduro", 10299, { ...mx, engineSize: 450 }),
      m("WR250F", 2001, null, "enduro", 9099, { ...mx, engineSize: 250, specs: [specs(2020, 2024, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 titanium valves", displacement: 250, bore_stroke: "77.0 x 53.6", cooling: "Liquid",
        fuel_system: "Yamaha fuel injection", starter: "Electric", transmission: "6-speed", front_suspension: "KYB speed-sensitive coil-spring fork",
        seat_height: 38.6, curb_weight: 253, fuel_capacity: 2.1 })] }),
      m("WR250R", 2008, 2020, "dual-sport", 6899, { ...mx, engineSize: 250 }),
      m("YZ426F", 2000, 2002, "motocross", 5999, { ...mx, engineSize: 426 }),
      m("TT-R230", 2005, null, "trail", 4399, { ...mx, engineSize: 223 }),
      m("TT-R125LE", 2000, null, "trail", 3699, { ...mx, engineSize: 124, specs: [specs(2020, 2024, {
        engine_type: "Air-cooled single-cylinder four-stroke, SOHC, 2 valves", displacement: 124, bore_stroke: "54.0 x 54.0", cooling: "Air",
        fuel_system: "Mikuni VM20 carburetor", starter: "Electric and kick", transmission: "5-speed", seat_height: 31.7, ground_clearance: 11.2,
        curb_weight: 198, fuel_capacity: 1.6 })] }),
      m("TT-R110E", 2008, null, "mini", 2499, { ...auto, engineSize: 110 }),
      m("TT-R50E", 2006, null, "mini", 1799, { ...auto, engineSize: 49 }),
      m("PW50", 1981, null, "mini", 1749, { ...auto, engineSize: 49, specs: [specs(2018, 2024, {
        engine_type: "Air-cooled single-cylinder two-stroke, reed valve", displacement: 49, cooling: "Air", fuel_system: "Carburetor with oil injection",
        starter: "Kick", transmission: "Single-speed automatic", final_drive: "Shaft", seat_height: 18.7, curb_weight: 90, fuel_capacity: 0.5 })] }),
      m("TW200", 1987, null, "dual-sport", 4899, { ...mx, engineSize: 196, specs: [specs(2019, 2024, {
        engine_type: "Air-cooled single-cylinder four-stroke, SOHC, 2 valves", displacement: 196, bore_stroke: "67.0 x 55.7", cooling: "Air",
        fuel_system: "Carburetor", starter: "Electric", transmission: "5-speed", seat_height: 31.1, wheelbase: 52.6, ground_clearance: 10.6,
        curb_weight: 278, fuel_capacity: 1.8, front_tire: "130/80-18", rear_tire: "180/80-14" })] }),
      m("XT250", 2008, null, "dual-sport", 5499, { ...mx, engineSize: 249 }),
      m("XT225", 1992, 2007, "dual-sport", 4399, { ...mx, engineSize: 223 }),
    ],
  },
  {
    name: "Kawasaki",
    models: [
      m("KX450", 2019, null, "motocross", 9799, { ...mx, engineSize: 449, specs: [specs(2021, 2023, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 valves", displacement: 449, bore_stroke: "96.0 x 62.1", cooling: "Liquid",
        fuel_system: "DFI with 44mm Keihin throttle body", starter: "Electric", transmission: "5-speed", front_suspension: "49mm Showa coil-spring fork",
        rear_suspension: "Uni-Trak linkage with Showa shock", front_travel: 12.0, rear_travel: 12.4, seat_height: 37.6, curb_weight: 242, fuel_capacity: 1.6 })] }),
      m("KX450F", 2006, 2018, "motocross", 9199, { ...mx, engineSize: 449 }),
      m("KX250", 2020, null, "motocross", 8399, { ...mx, engineSize: 249, specs: [specs(2021, 2024, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 valves", displacement: 249, bore_stroke: "78.0 x 52.2", cooling: "Liquid",
        fuel_system: "DFI with 44mm throttle body", starter: "Electric", transmission: "5-speed", front_suspension: "48mm Showa coil-spring fork",
        rear_suspension: "Uni-Trak linkage with Showa shock", seat_height: 37.4, curb_weight: 234, fuel_capacity: 1.7 })] }),
      m("KX250F", 2004, 2019, "motocross", 7999, { ...mx, engineSize: 249 }),
      m("KX450X", 2021, null, "enduro", 9999, { ...mx, engineSize: 449 }),
      m("KX250X", 2021, null, "enduro", 8599, { ...mx, engineSize: 249 }),
      m("KX500", 1983, 2004, "motocross", 6199, { ...mx, engineSize: 499 }),
      m("KX112", 2022, null, "mini", 5499, { ...mx, engineSize: 112 }),
      m("KX85", 2001, null, "mini", 4799, { ...mx, engineSize: 84 }),
      m("KX65", 2000, null, "mini", 3999, { ...mx, engineSize: 64 }),
      m("KLX300R", 2020, null, "trail", 6599, { ...mx, engineSize: 292 }),
      m("KLX230R", 2020, null, "trail", 4999, { ...mx, engineSize: 233 }),
      m("KLX140R", 2008, null, "trail", 3599, { ...mx, engineSize: 144 }),
      m("KLX110R", 2010, null, "mini", 2749, { ...auto, engineSize: 112 }),
      m("KLR650", 1987, null, "dual-sport", 6899, { ...mx, engineSize: 652, specs: [specs(2022, 2024, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 valves", displacement: 652, bore_stroke: "100.0 x 83.0", compression_ratio: "9.8:1",
        cooling: "Liquid", fuel_system: "DFI with 40mm throttle body", starter: "Electric", transmission: "5-speed", front_suspension: "41mm telescopic fork",
        front_travel: 7.9, rear_travel: 7.3, seat_height: 34.3, ground_clearance: 8.3, curb_weight: 456, fuel_capacity: 6.1 })] }),
      m("KLX300", 2021, null, "dual-sport", 6099, { ...mx, engineSize: 292, specs: [specs(2021, 2024, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 valves", displacement: 292, bore_stroke: "78.0 x 61.2", cooling: "Liquid",
        fuel_system: "DFI with 34mm throttle body", starter: "Electric", transmission: "6-speed", front_suspension: "43mm inverted cartridge fork",
        front_travel: 10.0, rear_travel: 9.1, seat_height: 34.8, curb_weight: 302, fuel_capacity: 2.0 })] }),
      m("KLX230", 2020, null, "dual-sport", 5199, { ...mx, engineSize: 233 }),
      m("KLX250S", 2006, 2014, "dual-sport", 5499, { ...mx, engineSize: 249 }),
      m("KDX200", 1983, 2006, "enduro", 4599, { ...mx, engineSize: 198 }),
    ],
  },
  {
    name: "Suzuki",
    models: [
      m("RM-Z450", 2005, null, "motocross", 9199, { ...mx, engineSize: 449, specs: [specs(2018, 2024, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 valves", displacement: 449, bore_stroke: "96.0 x 62.1", cooling: "Liquid",
        fuel_system: "Suzuki fuel injection", starter: "Kick", transmission: "5-speed", front_suspension: "49mm Showa coil-spring fork",
        rear_suspension: "Showa shock with linkage", seat_height: 37.6, curb_weight: 247, fuel_capacity: 1.6 })] }),
      m("RM-Z250", 2004, null, "motocross", 8099, { ...mx, engineSize: 249 }),
      m("RM250", 1976, 2008, "motocross", 6199, { ...mx, engineSize: 249 }),
      m("RM125", 1975, 2008, "motocross", 5599, { ...mx, engineSize: 124 }),
      m("RM85", 2002, null, "mini", 4199, { ...mx, engineSize: 84 }),
      m("RMX450Z", 2010, 2019, "enduro", 8999, { ...mx, engineSize: 449 }),
      m("DR-Z400S", 2000, 2024, "dual-sport", 6999, { ...mx, engineSize: 398, specs: [specs(2018, 2024, {
        engine_type: "Single-cylinder four-stroke, DOHC, 4 valves", displacement: 398, bore_stroke: "90.0 x 62.6", compression_ratio: "11.3:1",
        cooling: "Liquid", fuel_system: "Mikuni BSR36 carburetor", starter: "Electric", transmission: "5-speed", front_travel: 11.3, rear_travel: 11.6,
        seat_height: 36.8, ground_clearance: 11.8, curb_weight: 317, fuel_capacity: 2.6 })] }),
      m("DR-Z400SM", 2005, 2024, "dual-sport", 7599, { ...mx, engineSize: 398 }),
      m("DR-Z400E", 2000, 2007, "enduro", 5999, { ...mx, engineSize: 398 }),
      m("DR-Z4S", 2025, null, "dual-sport", 7999, { ...mx, engineSize: 398 }),
      m("DR650S", 1996, null, "dual-sport", 6999, { ...mx, engineSize: 644, specs: [specs(2018, 2024, {
        engine_type: "Air/oil-cooled single-cylinder four-stroke, SOHC, 4 valves", displacement: 644, bore_stroke: "100.0 x 82.0", compression_ratio: "9.5:1",
        cooling: "Air and oil", fuel_system: "Mikuni BSR40 carburetor", starter: "Electric", transmission: "5-speed", seat_height: 34.8,
        ground_clearance: 10.4, curb_weight: 366, fuel_capacity: 3.4 })] }),
      m("DR-Z125L", 2003, null, "trail", 3699, { ...mx, engineSize: 124 }),
      m("DR-Z50", 2018, null, "mini", 1999, { ...auto, engineSize: 49 }),
    ],
  },
  {
    name: "KTM",
    models: [
      m("450 SX-F", 2007, null, "motocross", 11299, { ...mx, engineSize: 450, specs: [specs(2023, 2025, {
        engine_type: "Single-cylinder four-stroke, SOHC, 4 valves", displacement: 450, bore_stroke: "95.0 x 63.4", cooling: "Liquid",
        fuel_system: "Keihin EMS, 44mm throttle body", starter: "Electric", transmission: "5-speed", final_drive: "Chain",
        front_suspension: "WP XACT 48mm air fork", rear_suspension: "WP XACT shock with linkage", front_travel: 12.2, rear_travel: 11.8,
        seat_height: 37.7, dry_weight: 226, fuel_capacity: 1.9 })] }),
      m("350 SX-F", 2011, null, "motocross", 10999, { ...mx, engineSize: 350 }),
      m("250 SX-F", 2005, null, "motocross", 10299, { ...mx, engineSize: 250 }),
      m("300 SX", 2023, null, "motocross", 9999, { ...mx, engineSize: 293 }),
      m("250 SX", 2000, null, "motocross", 9499, { ...mx, engineSize: 249 }),
      m("125 SX", 1998, null, "motocross", 8499, { ...mx, engineSize: 125 }),
      m("450 XC-F", 2008, null, "enduro", 11499, { ...mx, engineSize: 450 }),
      m("350 XC-F", 2011, null, "enduro", 11099, { ...mx, engineSize: 350 }),
      m("250 XC-F", 2007, null, "enduro", 10499, { ...mx, engineSize: 250 }),
      m("300 XC", 2008, null, "enduro", 10599, { ...mx, engineSize: 293 }),
      m("300 XC-W", 2006, null, "enduro", 11499, { ...mx, engineSize: 293, specs: [specs(2020, 2023, {
        engine_type: "Single-cylinder two-stroke, reed valve, TPI fuel injection", displacement: 293, bore_stroke: "72.0 x 72.0", cooling: "Liquid",
        fuel_system: "Transfer port injection (TPI)", starter: "Electric", transmission: "6-speed", front_suspension: "WP XPLOR 48mm fork",
        rear_suspension: "WP XPLOR PDS shock", front_travel: 11.8, seat_height: 37.8, dry_weight: 227, fuel_capacity: 2.4 })] }),
      m("500 EXC-F", 2012, null, "dual-sport", 12599, { ...mx, engineSize: 511, specs: [specs(2020, 2023, {
        engine_type: "Single-cylinder four-stroke, SOHC, 4 valves", displacement: 511, bore_stroke: "95.0 x 72.0", cooling: "Liquid",
        fuel_system: "Keihin EMS, 42mm throttle body", starter: "Electric", transmission: "6-speed", front_suspension: "WP XPLOR 48mm fork",
        rear_suspension: "WP XPLOR PDS shock", seat_height: 37.8, dry_weight: 240, fuel_capacity: 2.25 })] }),
      m("350 EXC-F", 2012, null, "dual-sport", 12099, { ...mx, engineSize: 350 }),
      m("690 Enduro R", 2009, null, "dual-sport", 12899, { ...mx, engineSize: 693, specs: [specs(2019, 2024, {
        engine_type: "LC4 single-cylinder four-stroke, SOHC, 4 valves, twin balancer shafts", displacement: 693, bore_stroke: "105.0 x 80.0",
        cooling: "Liquid", fuel_system: "Keihin EFI, 50mm throttle body", horsepower: 74, torque: 54, starter: "Electric", transmission: "6-speed",
        front_suspension: "WP XPLOR 48mm fork", front_travel: 9.8, rear_travel: 9.8, seat_height: 36.6, dry_weight: 324, fuel_capacity: 3.6 })] }),
      m("85 SX", 2003, null, "mini", 6899, { ...mx, engineSize: 85 }),
      m("65 SX", 1998, null, "mini", 5699, { ...mx, engineSize: 65 }),
      m("50 SX", 2001, null, "mini", 4499, { ...auto, engineSize: 49 }),
      m("SX-E 5", 2020, null, "mini", 5699, { ...ev }),
    ],
  },
  {
    name: "Husqvarna",
    models: [
      m("FC 450", 2014, null, "motocross", 11499, { ...mx, engineSize: 450, specs: [specs(2023, 2025, {
        engine_type: "Single-cylinder four-stroke, SOHC, 4 valves", displacement: 450, bore_stroke: "95.0 x 63.4", cooling: "Liquid",
        fuel_system: "Keihin EMS, 44mm throttle body", starter: "Electric", transmission: "5-speed", front_suspension: "WP XACT 48mm air fork",
        rear_suspension: "WP XACT shock with linkage", front_travel: 12.2, rear_travel: 11.8, seat_height: 37.8, dry_weight: 227, fuel_capacity: 1.9 })] }),
      m("FC 350", 2014, null, "motocross", 11099, { ...mx, engineSize: 350 }),
      m("FC 250", 2014, null, "motocross", 10499, { ...mx, engineSize: 250 }),
      m("TC 250", 2014, null, "motocross", 9799, { ...mx, engineSize: 249 }),
      m("TC 125", 2014, null, "motocross", 8799, { ...mx, engineSize: 125 }),
      m("FX 450", 2017, null, "enduro", 11699, { ...mx, engineSize: 450 }),
      m("TE 300", 2014, null, "enduro", 11599, { ...mx, engineSize: 293 }),
      m("FE 350", 2014, null, "enduro", 11799, { ...mx, engineSize: 350 }),
      m("FE 501", 2014, null, "enduro", 12099, { ...mx, engineSize: 511 }),
      m("FE 350s", 2015, null, "dual-sport", 12299, { ...mx, engineSize: 350 }),
      m("FE 501s", 2015, null, "dual-sport", 12799, { ...mx, engineSize: 511, specs: [specs(2020, 2023, {
        engine_type: "Single-cylinder four-stroke, SOHC, 4 valves", displacement: 511, bore_stroke: "95.0 x 72.0", cooling: "Liquid",
        fuel_system: "Keihin EMS, 42mm throttle body", starter: "Electric", transmission: "6-speed", front_suspension: "WP XPLOR 48mm fork",
        rear_suspension: "WP XPLOR shock with linkage", seat_height: 37.4, dry_weight: 243, fuel_capacity: 2.3 })] }),
      m("701 Enduro", 2016, null, "dual-sport", 13199, { ...mx, engineSize: 693 }),
      m("TC 85", 2014, null, "mini", 7099, { ...mx, engineSize: 85 }),
      m("TC 65", 2017, null, "mini", 5699, { ...mx, engineSize: 65 }),
      m("TC 50", 2017, null, "mini", 4599, { ...auto, engineSize: 49 }),
      m("EE 5", 2020, null, "mini", 5999, { ...ev }),
    ],
  },
  {
    name: "Beta",
    models: [
      m("300 RR", 2013, null, "enduro", 10299, { ...mx, engineSize: 293, specs: [specs(2020, 2022, {
        engine_type: "Single-cylinder two-stroke, reed valve", displacement: 293, bore_stroke: "72.0 x 72.0", cooling: "Liquid",
        fuel_system: "Keihin PWK 36 carburetor, oil injection", starter: "Electric", transmission: "6-speed", seat_height: 36.6,
        dry_weight: 227, fuel_capacity: 2.5 })] }),
      m("250 RR", 2013, null, "enduro", 9899, { ...mx, engineSize: 249 }),
      m("125 RR", 2018, null, "enduro", 8599, { ...mx, engineSize: 124 }),
      m("350 RR", 2011, null, "enduro", 10799, { ...mx, engineSize: 349 }),
      m("390 RR", 2015, null, "enduro", 10999, { ...mx, engineSize: 386 }),
      m("430 RR", 2015, null, "enduro", 11099, { ...mx, engineSize: 431 }),
      m("480 RR", 2015, null, "enduro", 11299, { ...mx, engineSize: 478 }),
      m("350 RR-S", 2011, null, "dual-sport", 11099, { ...mx, engineSize: 349 }),
      m("390 RR-S", 2015, null, "dual-sport", 11199, { ...mx, engineSize: 386 }),
      m("430 RR-S", 2015, null, "dual-sport", 11399, { ...mx, engineSize: 431 }),
      m("500 RR-S", 2015, null, "dual-sport", 11799, { ...mx, engineSize: 478 }),
      m("Xtrainer 300", 2015, null, "enduro", 8799, { ...mx, engineSize: 293 }),
      m("300 RX", 2022, null, "motocross", 9299, { ...mx, engineSize: 293 }),
      m("Evo 300", 2009, null, "trials", 8999, { ...mx, engineSize: 297 }),
      m("Evo 250", 2009, null, "trials", 8799, { ...mx, engineSize: 249 }),
    ],
  },
  {
    name: "GasGas",
    models: [
      m("MC 450F", 2021, null, "motocross", 10299, { ...mx, engineSize: 450 }),
      m("MC 350F", 2022, null, "motocross", 9999, { ...mx, engineSize: 350 }),
      m("MC 250F", 2021, null, "motocross", 9399, { ...mx, engineSize: 250 }),
      m("MC 250", 2021, null, "motocross", 8999, { ...mx, engineSize: 249 }),
      m("MC 125", 2021, null, "motocross", 8099, { ...mx, engineSize: 125 }),
      m("MC 85", 2021, null, "mini", 6599, { ...mx, engineSize: 85 }),
      m("MC 65", 2021, null, "mini", 5399, { ...mx, engineSize: 65 }),
      m("EX 450F", 2021, null, "enduro", 10999, { ...mx, engineSize: 450 }),
      m("EX 300", 2021, null, "enduro", 10199, { ...mx, engineSize: 293 }),
      m("EC 300", 2000, null, "enduro", 10299, { ...mx, engineSize: 293 }),
      m("ES 700", 2022, null, "dual-sport", 11999, { ...mx, engineSize: 693 }),
      m("TXT Racing 300", 2017, null, "trials", 9299, { ...mx, engineSize: 294 }),
    ],
  },
  {
    name: "Sherco",
    models: [
      m("125 SE Factory", 2018, null, "enduro", 9299, { ...mx, engineSize: 125 }),
      m("250 SE Factory", 2018, null, "enduro", 10999, { ...mx, engineSize: 249 }),
      m("300 SE Factory", 2018, null, "enduro", 11499, { ...mx, engineSize: 293 }),
      m("300 SEF Factory", 2018, null, "enduro", 11799, { ...mx, engineSize: 303 }),
      m("450 SEF Factory", 2018, null, "enduro", 12199, { ...mx, engineSize: 449 }),
      m("ST 300 Factory", 2018, null, "trials", 9999, { ...mx, engineSize: 294 }),
    ],
  },
  {
    name: "Stark",
    models: [
      m("Varg MX", 2023, null, "motocross", 12900, { ...ev, specs: [specs(2023, 2024, {
        engine_type: "Permanent-magnet electric motor", battery_capacity: 6.5, horsepower: 80, fuel_type: "Electric", transmission: "Single-speed direct drive",
        final_drive: "Chain", front_suspension: "KYB 48mm coil-spring fork", rear_suspension: "KYB shock with linkage", seat_height: 37.6, curb_weight: 242 })] }),
      m("Varg EX", 2024, null, "enduro", 13900, { ...ev }),
    ],
  },
  {
    name: "Triumph",
    models: [
      m("TF 250-X", 2024, null, "motocross", 9995, { ...mx, engineSize: 250 }),
      m("TF 450-RC", 2025, null, "motocross", 10995, { ...mx, engineSize: 450 }),
    ],
  },
];
