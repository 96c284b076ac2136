import OpenAI from "openai";
import { env } from "~/utils/env.server";
import { descriptionFailed } from "./errors";
import { MAX_DESCRIPTION_LENGTH, mileageText, vehicleTitle, type VehicleFacts } from "./vehicle-facts";

export interface OpenAISettings {
  apiKey: string;
  model: string;
  /** Only for pointing the client elsewhere (a proxy); the official API otherwise. */
  baseURL?: string;
  timeoutMs?: number;
}

/** The configured OpenAI settings, or null when no key is set (the description is then written locally). */
export function openAISettingsFromEnv(): OpenAISettings | null {
  const { OPENAI_API_KEY, OPENAI_MODEL } = env();
  return OPENAI_API_KEY ? { apiKey: OPENAI_API_KEY, model: OPENAI_MODEL } : null;
}

const SYSTEM_PROMPT = [
  "You write listings for a US marketplace of powersports vehicles, boats and RVs.",
  "Write an honest, appealing description of the seller's vehicle in plain text: no markdown, no headings with symbols, no emojis.",
  "Use only the facts given and general knowledge of the model; do not invent prices, upgrades, damage or service history.",
  "Keep it under 250 words and end with a line inviting buyers to contact the seller.",
].join(" ");

function buildPrompt(facts: VehicleFacts): string {
  return [
    "Write a listing description for this vehicle.",
    `Vehicle: ${vehicleTitle(facts)}`,
    `Type: ${facts.typeLabel}`,
    `Year: ${facts.year}`,
    `Make: ${facts.make}`,
    `Model: ${facts.model}`,
    facts.condition ? `Condition: ${facts.condition}` : null,
    facts.mileage !== null ? `Mileage: ${mileageText(facts.mileage)}` : null,
    facts.location ? `Location: ${facts.location}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}

/** Cuts at the last whitespace within the limit so no word is split. */
function capLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.search(/\s\S*$/);
  return (space > max / 2 ? cut.slice(0, space) : cut).trimEnd();
}

function userMessage(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return "The description service took too long to answer. Please try again or write your own.";
  if (error instanceof OpenAI.RateLimitError) return "The description service is busy right now. Please try again in a minute or write your own.";
  return "The description service is unavailable right now. Please write your own description or try again later.";
}

/** Asks OpenAI's chat completions API for a description; failures become a "description-failed" AppError. */
export async function describeWithOpenAI(facts: VehicleFacts, settings: OpenAISettings): Promise<string> {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: settings.timeoutMs ?? 20_000, maxRetries: 0 });
  let text: string | null | undefined;
  try {
    const completion = await client.chat.completions.create({
      model: settings.model,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: buildPrompt(facts) },
      ],
      max_completion_tokens: 800,
    });
    text = completion.choices[0]?.message.content;
  } catch (error) {
    console.error("OpenAI description request failed:", error instanceof Error ? error.message : error);
    throw descriptionFailed(userMessage(error), error);
  }
  const description = text?.trim();
  if (!description) throw descriptionFailed("The description service returned no text. Please write your own description.");
  return capLength(description, MAX_DESCRIPTION_LENGTH);
}
