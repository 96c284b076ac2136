import { priceRule } from "./price-rule";
import { sellerRule } from "./seller-rule";
import { descriptionRule } from "./description-rule";
import { identifierRule } from "./identifier-rule";
import { volumeRule } from "./volume-rule";
import { suspendedSellerRule } from "./suspended-rule";
import { photoRule } from "./photo-rule";
import type { ScreeningRule } from "./rule";

/** Every rule a listing is screened by, in the order its hits are kept. A new rule is one more entry. */
export const SCREENING_RULES: readonly ScreeningRule[] = [priceRule, sellerRule, descriptionRule, identifierRule, photoRule, volumeRule, suspendedSellerRule];
