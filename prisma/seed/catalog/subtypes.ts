import type { TypeSlug } from "./types";

/** Subtypes (slug -> name) per vehicle type. */
export const SUBTYPES: Record<TypeSlug, Record<string, string>> = {
  dirtbike: {
    motocross: "Motocross",
    enduro: "Enduro",
    trail: "Trail",
    "dual-sport": "Dual Sport",
    trials: "Trials",
    mini: "Mini / Youth",
  },
  motorcycle: {
    cruiser: "Cruiser",
    sport: "Sport",
    touring: "Touring",
    adventure: "Adventure",
    standard: "Standard / Naked",
    "sport-touring": "Sport Touring",
    scooter: "Scooter",
  },
  atv: {
    "sport-atv": "Sport ATV",
    "utility-atv": "Utility ATV",
    "youth-atv": "Youth ATV",
  },
  utv: {
    "sport-utv": "Sport Side-by-Side",
    "recreation-utv": "Recreation Side-by-Side",
    "utility-utv": "Utility Side-by-Side",
  },
  boat: {
    pontoon: "Pontoon",
    bowrider: "Bowrider",
    "center-console": "Center Console",
    "deck-boat": "Deck Boat",
    fishing: "Fishing",
    "ski-boat": "Ski Boat",
    wakeboard: "Wake Boat",
    sailboat: "Sailboat",
    yacht: "Yacht / Cruiser",
    "personal-watercraft": "Personal Watercraft",
  },
  rv: {
    "class-a": "Class A Motorhome",
    "class-b": "Class B Camper Van",
    "class-c": "Class C Motorhome",
    "super-c": "Super C Motorhome",
  },
  camper: {
    "travel-trailer": "Travel Trailer",
    "fifth-wheel": "Fifth Wheel",
    "truck-camper": "Truck Camper",
    "pop-up": "Pop-Up Camper",
    teardrop: "Teardrop Trailer",
    "toy-hauler": "Toy Hauler",
  },
  sandrail: {
    "two-seat": "Two-Seat Sandrail",
    "four-seat": "Four-Seat Sandrail",
    "long-travel": "Long-Travel Sandrail",
    "dune-buggy": "Dune Buggy",
  },
};
