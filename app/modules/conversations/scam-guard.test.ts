import { describe, expect, it } from "vitest";
import { looksLikeScam } from "./scam-guard";

describe("looksLikeScam", () => {
  it.each([
    "Text me at 555-123-4567 and we can sort it out",
    "email me at bob.seller@gmail.com",
    "Can we talk on WhatsApp instead?",
    "Let's continue off the platform",
    "I'll pay by wire transfer today",
    "Can you send a wire for the deposit",
    "I can pay with Apple gift cards",
    "Zelle works for me",
    "I'll send it through Cash App",
    "Payment in bitcoin or USDT only",
    "My shipping agent will collect the bike",
    "We'll use an escrow site, I'll send the link",
    "I'll mail you a cashier's check for more than the price",
  ])("flags %j", (text) => {
    expect(looksLikeScam(text)).toBe(true);
  });

  it.each([
    "Hi, is this still available?",
    "Is the price negotiable?",
    "When could I see it in person?",
    "Does it have a clean title? How many hours on the engine?",
    "I can come Saturday at 10 with a trailer and cash in hand.",
    "Has the 2019 Honda CRF450R had its valves checked?",
  ])("lets %j through", (text) => {
    expect(looksLikeScam(text)).toBe(false);
  });
});
