import type { MakeSeed } from "./types";
import { model as m, specs } from "./build";

const gas = { fuelType: "gasoline", transmission: "manual" } as const;

export const makes: MakeSeed[] = [
  {
    name: "Harley-Davidson",
    models: [
      m("Street Glide", 2006, null, "touring", 27999, { ...gas, engineSize: 1868, specs: [specs(2021, 2023, {
        engine_type: "Milwaukee-Eight 114 V-twin", displacement: 1868, bore_stroke: "102.0 x 114.3", cooling: "Air and liquid (heads)",
        fuel_system: "Electronic sequential port fuel injection", torque: 118, transmission: "6-speed Cruise Drive", final_drive: "Belt",
        seat_height: 26.1, wheelbase: 64.0, curb_weight: 828, fuel_capacity: 6.0 })] }),
      m("Road Glide", 2015, null, "touring", 27999, { ...gas, engineSize: 1868 }),
      m("Road King", 1994, 2023, "touring", 21999, { ...gas, engineSize: 1746 }),
      m("Fat Boy", 1990, null, "cruiser", 21999, { ...gas, engineSize: 1868, specs: [specs(2021, 2024, {
        engine_type: "Milwaukee-Eight 114 V-twin", displacement: 1868, cooling: "Air", fuel_system: "Electronic sequential port fuel injection",
        torque: 114, transmission: "6-speed", final_drive: "Belt", seat_height: 26.4, wheelbase: 65.6, curb_weight: 699, fuel_capacity: 5.0 })] }),
      m("Heritage Classic", 2018, null, "cruiser", 21499, { ...gas, engineSize: 1868 }),
      m("Low Rider S", 2020, null, "cruiser", 19499, { ...gas, engineSize: 1868 }),
      m("Sportster S", 2021, null, "cruiser", 15999, { ...gas, engineSize: 1252 }),
      m("Nightster", 2022, null, "cruiser", 13999, { ...gas, engineSize: 975 }),
      m("Iron 883", 2009, 2022, "cruiser", 9999, { ...gas, engineSize: 883 }),
      m("Pan America 1250", 2021, null, "adventure", 18999, { ...gas, engineSize: 1252 }),
    ],
  },
  {
    name: "Ducati",
    models: [
      m("Panigale V4", 2018, null, "sport", 24495, { ...gas, engineSize: 1103, specs: [specs(2022, 2024, {
        engine_type: "Desmosedici Stradale 90-degree V4, 4 valves per cylinder", displacement: 1103, bore_stroke: "81.0 x 53.5", cooling: "Liquid",
        horsepower: 210, torque: 91, transmission: "6-speed with quick shifter", seat_height: 33.5, dry_weight: 385, fuel_capacity: 4.5 })] }),
      m("Panigale V2", 2020, 2024, "sport", 17995, { ...gas, engineSize: 955 }),
      m("Monster", 1993, null, "standard", 12795, { ...gas, engineSize: 937 }),
      m("Streetfighter V4", 2020, null, "standard", 21995, { ...gas, engineSize: 1103 }),
      m("Multistrada V4", 2021, null, "sport-touring", 22995, { ...gas, engineSize: 1158 }),
      m("DesertX", 2022, null, "adventure", 16995, { ...gas, engineSize: 937 }),
      m("Scrambler Icon", 2015, null, "standard", 10195, { ...gas, engineSize: 803 }),
      m("Diavel V4", 2023, null, "cruiser", 27995, { ...gas, engineSize: 1158 }),
    ],
  },
  {
    name: "BMW",
    models: [
      m("R 1250 GS", 2019, 2023, "adventure", 18345, { ...gas, engineSize: 1254, specs: [specs(2019, 2023, {
        engine_type: "Boxer twin with ShiftCam variable valve timing", displacement: 1254, bore_stroke: "102.5 x 76.0", cooling: "Air and liquid",
        horsepower: 136, torque: 105, transmission: "6-speed", final_drive: "Shaft", seat_height: 33.5, curb_weight: 549, fuel_capacity: 5.3 })] }),
      m("R 1300 GS", 2024, null, "adventure", 19995, { ...gas, engineSize: 1300 }),
      m("S 1000 RR", 2010, null, "sport", 17895, { ...gas, engineSize: 999 }),
      m("R nineT", 2014, 2024, "standard", 15495, { ...gas, engineSize: 1170 }),
      m("F 900 R", 2020, null, "standard", 9995, { ...gas, engineSize: 895 }),
      m("K 1600 GTL", 2011, null, "touring", 26795, { ...gas, engineSize: 1649 }),
      m("G 310 GS", 2018, null, "adventure", 6390, { ...gas, engineSize: 313 }),
      m("R 18", 2021, null, "cruiser", 17495, { ...gas, engineSize: 1802 }),
    ],
  },
  {
    name: "Triumph",
    models: [
      m("Bonneville T120", 2016, null, "standard", 12995, { ...gas, engineSize: 1200, specs: [specs(2021, 2024, {
        engine_type: "Liquid-cooled 8-valve SOHC 270-degree parallel twin", displacement: 1200, bore_stroke: "97.6 x 80.0", cooling: "Liquid",
        horsepower: 79, torque: 77, transmission: "6-speed", final_drive: "Chain", seat_height: 31.0, dry_weight: 520, fuel_capacity: 3.8 })] }),
      m("Street Triple RS", 2017, null, "standard", 12695, { ...gas, engineSize: 765 }),
      m("Speed Triple 1200 RS", 2021, null, "standard", 18950, { ...gas, engineSize: 1160 }),
      m("Tiger 900 Rally Pro", 2020, null, "adventure", 18795, { ...gas, engineSize: 888 }),
      m("Rocket 3 R", 2020, null, "cruiser", 23800, { ...gas, engineSize: 2458 }),
      m("Trident 660", 2021, null, "standard", 8395, { ...gas, engineSize: 660 }),
      m("Speed 400", 2024, null, "standard", 4995, { ...gas, engineSize: 398 }),
    ],
  },
  {
    name: "Honda",
    models: [
      m("Gold Wing", 1975, null, "touring", 24700, { fuelType: "gasoline", transmission: "manual", engineSize: 1833, specs: [specs(2021, 2024, {
        engine_type: "Liquid-cooled horizontally opposed six-cylinder", displacement: 1833, bore_stroke: "73.0 x 73.0", cooling: "Liquid",
        fuel_system: "Programmed fuel injection", transmission: "6-speed manual or 7-speed DCT", final_drive: "Shaft", seat_height: 29.3, curb_weight: 787, fuel_capacity: 5.5 })] }),
      m("Africa Twin", 2016, null, "adventure", 14699, { ...gas, engineSize: 1084, specs: [specs(2022, 2024, {
        engine_type: "Liquid-cooled parallel twin, Unicam SOHC", displacement: 1084, bore_stroke: "92.0 x 81.5", cooling: "Liquid",
        transmission: "6-speed manual", final_drive: "Chain", seat_height: 34.3, ground_clearance: 9.8, curb_weight: 498, fuel_capacity: 5.0 })] }),
      m("CBR1000RR-R Fireblade SP", 2020, null, "sport", 28900, { ...gas, engineSize: 999 }),
      m("CBR600RR", 2003, 2024, "sport", 12199, { ...gas, engineSize: 599 }),
      m("CB650R", 2019, null, "standard", 9399, { ...gas, engineSize: 649 }),
      m("Rebel 500", 2017, null, "cruiser", 6749, { ...gas, engineSize: 471, specs: [specs(2020, 2024, {
        engine_type: "Liquid-cooled parallel twin, DOHC", displacement: 471, bore_stroke: "67.0 x 66.8", cooling: "Liquid",
        fuel_system: "Programmed fuel injection", transmission: "6-speed", final_drive: "Chain", seat_height: 27.2, curb_weight: 408, fuel_capacity: 2.96 })] }),
      m("Rebel 1100", 2021, null, "cruiser", 9749, { ...gas, engineSize: 1084 }),
      m("Grom", 2014, null, "standard", 3599, { ...gas, engineSize: 124 }),
      m("PCX", 2011, null, "scooter", 3949, { fuelType: "gasoline", transmission: "cvt", engineSize: 156 }),
    ],
  },
  {
    name: "Yamaha",
    models: [
      m("MT-09", 2014, null, "standard", 10499, { ...gas, engineSize: 890, specs: [specs(2021, 2023, {
        engine_type: "Liquid-cooled DOHC crossplane inline three", displacement: 890, bore_stroke: "78.0 x 62.1", cooling: "Liquid",
        horsepower: 117, transmission: "6-speed with quick shifter", seat_height: 32.5, curb_weight: 425, fuel_capacity: 3.7 })] }),
      m("YZF-R1", 1998, null, "sport", 18399, { ...gas, engineSize: 998 }),
      m("YZF-R7", 2022, null, "sport", 9199, { ...gas, engineSize: 689 }),
      m("Ténéré 700", 2021, null, "adventure", 10699, { ...gas, engineSize: 689 }),
      m("Tracer 9 GT", 2021, null, "sport-touring", 14999, { ...gas, engineSize: 890 }),
      m("Bolt", 2014, 2021, "cruiser", 8499, { ...gas, engineSize: 942 }),
      m("V Star 250", 2008, 2021, "cruiser", 4699, { ...gas, engineSize: 249 }),
      m("XMAX", 2018, null, "scooter", 5899, { fuelType: "gasoline", transmission: "cvt", engineSize: 292 }),
    ],
  },
  {
    name: "Kawasaki",
    models: [
      m("Ninja 400", 2018, 2023, "sport", 5299, { ...gas, engineSize: 399, specs: [specs(2018, 2023, {
        engine_type: "Liquid-cooled parallel twin, DOHC, 8 valves", displacement: 399, bore_stroke: "70.0 x 51.8", cooling: "Liquid",
        fuel_system: "DFI with dual 32mm throttle bodies", transmission: "6-speed", final_drive: "Chain", seat_height: 30.9, curb_weight: 366, fuel_capacity: 3.7 })] }),
      m("Ninja 500", 2024, null, "sport", 5299, { ...gas, engineSize: 451 }),
      m("Ninja ZX-10R", 2004, null, "sport", 17899, { ...gas, engineSize: 998 }),
      m("Z900", 2017, null, "standard", 9399, { ...gas, engineSize: 948 }),
      m("Vulcan S", 2015, null, "cruiser", 7699, { ...gas, engineSize: 649 }),
      m("Versys 650", 2008, null, "sport-touring", 9599, { ...gas, engineSize: 649 }),
    ],
  },
  {
    name: "Suzuki",
    models: [
      m("Hayabusa", 1999, null, "sport", 18999, { ...gas, engineSize: 1340, specs: [specs(2022, 2024, {
        engine_type: "Liquid-cooled inline four, DOHC, 16 valves", displacement: 1340, bore_stroke: "81.0 x 65.0", cooling: "Liquid",
        horsepower: 188, torque: 110, transmission: "6-speed with quick shifter", final_drive: "Chain", seat_height: 31.5, curb_weight: 582, fuel_capacity: 5.3 })] }),
      m("GSX-R750", 1985, null, "sport", 12899, { ...gas, engineSize: 750 }),
      m("GSX-S1000", 2016, null, "standard", 11499, { ...gas, engineSize: 999 }),
      m("SV650", 1999, null, "standard", 7699, { ...gas, engineSize: 645 }),
      m("V-Strom 650", 2004, 2024, "adventure", 9399, { ...gas, engineSize: 645 }),
    ],
  },
  {
    name: "Indian",
    models: [
      m("Scout", 2015, null, "cruiser", 12999, { ...gas, engineSize: 1133, specs: [specs(2017, 2024, {
        engine_type: "Liquid-cooled 60-degree V-twin, DOHC", displacement: 1133, bore_stroke: "99.0 x 73.6", cooling: "Liquid",
        torque: 72, transmission: "6-speed", final_drive: "Belt", seat_height: 25.3, dry_weight: 538, fuel_capacity: 3.3 })] }),
      m("Scout Bobber", 2018, null, "cruiser", 12999, { ...gas, engineSize: 1133 }),
      m("Chieftain", 2014, null, "touring", 25999, { ...gas, engineSize: 1811 }),
      m("Springfield", 2016, null, "touring", 22999, { ...gas, engineSize: 1811 }),
      m("Challenger", 2020, null, "touring", 24999, { ...gas, engineSize: 1768 }),
      m("FTR 1200", 2019, null, "standard", 15499, { ...gas, engineSize: 1203 }),
    ],
  },
  {
    name: "Royal Enfield",
    models: [
      m("Interceptor 650", 2019, null, "standard", 6499, { ...gas, engineSize: 648 }),
      m("Himalayan", 2018, null, "adventure", 5999, { ...gas, engineSize: 411 }),
      m("Classic 350", 2022, null, "standard", 4599, { ...gas, engineSize: 349 }),
      m("Super Meteor 650", 2023, null, "cruiser", 6999, { ...gas, engineSize: 648 }),
    ],
  },
  {
    name: "Aprilia",
    models: [
      m("RS 660", 2021, null, "sport", 11299, { ...gas, engineSize: 659 }),
      m("Tuono V4", 2011, null, "standard", 18999, { ...gas, engineSize: 1077 }),
      m("RSV4", 2009, null, "sport", 19999, { ...gas, engineSize: 1099 }),
    ],
  },
  {
    name: "Zero",
    models: [
      m("SR/F", 2019, null, "standard", 20495, { fuelType: "electric", transmission: "automatic", specs: [specs(2022, 2024, {
        engine_type: "Z-Force 75-10 permanent magnet motor", battery_capacity: 17.3, horsepower: 110, torque: 140, transmission: "Clutchless direct drive",
        final_drive: "Belt", seat_height: 31.0, curb_weight: 485 })] }),
      m("FX", 2013, null, "standard", 12495, { fuelType: "electric", transmission: "automatic" }),
      m("DSR/X", 2023, null, "adventure", 24495, { fuelType: "electric", transmission: "automatic" }),
    ],
  },
];
