import { scamPhrasesIn } from "~/modules/conversations/scam-guard";
import { DESCRIPTION_RULE } from "./thresholds";
import type { ScreeningRule } from "./rule";

/** Off-platform payment, contact details or known-scam phrases in the description: the relay's own phrase list. */
export const descriptionRule: ScreeningRule = {
  name: "scam-phrases-in-description",
  check({ description }) {
    const phrases = scamPhrasesIn(description);
    if (!phrases.length) return [];
    return [
      {
        rule: "scam-phrases-in-description",
        points: DESCRIPTION_RULE.points,
        explanation: `The description asks to pay or talk off RideMarket, or uses known scam words: ${phrases.map((p) => `"${p}"`).join(", ")}.`,
        evidence: { phrases },
      },
    ];
  },
};
