/** Specification families and the types within them (name, friendly name, unit). */
export interface SpecTypeSeed {
  specName: string;
  specNameFriendly: string;
  /** Unit of measure appended on display; "None" is never appended. */
  specUom: string;
}

export interface SpecFamilySeed {
  name: string;
  slug: string;
  types: SpecTypeSeed[];
}

const t = (specName: string, specNameFriendly: string, specUom = "None"): SpecTypeSeed => ({
  specName,
  specNameFriendly,
  specUom,
});

export const SPEC_FAMILIES: SpecFamilySeed[] = [
  {
    name: "Engine",
    slug: "engine",
    types: [
      t("engine_type", "Engine Type"),
      t("displacement", "Displacement", "cc"),
      t("cylinders", "Cylinders"),
      t("bore_stroke", "Bore x Stroke", "mm"),
      t("compression_ratio", "Compression Ratio"),
      t("cooling", "Cooling"),
      t("fuel_system", "Fuel System"),
      t("fuel_type", "Fuel Type"),
      t("horsepower", "Horsepower", "hp"),
      t("torque", "Torque", "lb-ft"),
      t("starter", "Starter"),
      t("battery_capacity", "Battery Capacity", "kWh"),
    ],
  },
  {
    name: "Drivetrain",
    slug: "drivetrain",
    types: [
      t("transmission", "Transmission"),
      t("gears", "Number of Gears"),
      t("drive_type", "Drive Type"),
      t("final_drive", "Final Drive"),
      t("propulsion", "Propulsion"),
    ],
  },
  {
    name: "Chassis & Suspension",
    slug: "chassis",
    types: [
      t("frame", "Frame"),
      t("front_suspension", "Front Suspension"),
      t("rear_suspension", "Rear Suspension"),
      t("front_travel", "Front Suspension Travel", "in"),
      t("rear_travel", "Rear Suspension Travel", "in"),
      t("front_brake", "Front Brake"),
      t("rear_brake", "Rear Brake"),
      t("front_tire", "Front Tire"),
      t("rear_tire", "Rear Tire"),
      t("chassis", "Chassis"),
    ],
  },
  {
    name: "Dimensions & Weight",
    slug: "dimensions",
    types: [
      t("overall_length_in", "Overall Length", "in"),
      t("overall_width_in", "Overall Width", "in"),
      t("overall_height_in", "Overall Height", "in"),
      t("length_ft", "Length", "ft"),
      t("beam_ft", "Beam", "ft"),
      t("height_ft", "Exterior Height", "ft"),
      t("seat_height", "Seat Height", "in"),
      t("wheelbase", "Wheelbase", "in"),
      t("ground_clearance", "Ground Clearance", "in"),
      t("draft", "Draft", "in"),
      t("dry_weight", "Dry Weight", "lbs"),
      t("curb_weight", "Curb Weight", "lbs"),
      t("gvwr", "Gross Vehicle Weight Rating", "lbs"),
      t("hitch_weight", "Hitch Weight", "lbs"),
    ],
  },
  {
    name: "Capacities",
    slug: "capacities",
    types: [
      t("fuel_capacity", "Fuel Capacity", "gal"),
      t("seating_capacity", "Seating Capacity"),
      t("passenger_capacity", "Passenger Capacity"),
      t("sleeping_capacity", "Sleeps"),
      t("towing_capacity", "Towing Capacity", "lbs"),
      t("cargo_capacity", "Cargo Capacity", "lbs"),
      t("fresh_water", "Fresh Water Capacity", "gal"),
      t("gray_water", "Gray Water Capacity", "gal"),
      t("black_water", "Black Water Capacity", "gal"),
      t("max_horsepower", "Maximum Horsepower", "hp"),
    ],
  },
  {
    name: "Hull & Deck",
    slug: "hull",
    types: [
      t("hull_material", "Hull Material"),
      t("hull_type", "Hull Type"),
      t("deadrise", "Deadrise", "deg"),
      t("standard_power", "Standard Power"),
      t("ballast", "Ballast", "lbs"),
    ],
  },
  {
    name: "Living Quarters",
    slug: "living",
    types: [
      t("floorplan", "Floorplan"),
      t("slide_outs", "Slide-Outs"),
      t("generator", "Generator"),
      t("air_conditioning", "Air Conditioning"),
      t("awning", "Awning"),
      t("bathroom", "Bathroom"),
    ],
  },
];
