import { listSpecifications } from "~/modules/catalog/lookups.server";
import { describeFromDetails } from "./from-details";
import { describeFromSpecifications } from "./from-specifications";
import { describeWithOpenAI, openAISettingsFromEnv, type OpenAISettings } from "./openai.server";
import { resolveVehicleFacts } from "./resolve-facts.server";
import type { DescriptionInput } from "./vehicle-facts";

export interface GenerateOptions {
  /** OpenAI settings to use; null writes locally without a key. Defaults to the environment's. */
  openai?: OpenAISettings | null;
}

/**
 * A listing description for the seller's wizard: from the catalog's specifications when the
 * model year has them, else from OpenAI when configured, else written locally.
 * Throws a "missing-information" or "description-failed" AppError.
 */
export async function generateListingDescription(input: DescriptionInput, options: GenerateOptions = {}): Promise<string> {
  const facts = await resolveVehicleFacts(input);
  const fromSpecs = describeFromSpecifications(facts, await listSpecifications(facts.modelId, facts.year));
  if (fromSpecs) return fromSpecs;
  const openai = options.openai === undefined ? openAISettingsFromEnv() : options.openai;
  return openai ? describeWithOpenAI(facts, openai) : describeFromDetails(facts);
}
