// Fakes OpenAI's chat completions endpoint so tests run the real openai client without the network.
import { http, HttpResponse, type HttpHandler } from "msw";

export const OPENAI_CHAT_COMPLETIONS_URL = "https://api.openai.com/v1/chat/completions";

export interface ChatCompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
  [key: string]: unknown;
}

/** A chat completion in the API's response shape, with one choice holding `content`. */
export function chatCompletion(model: string, content: string) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: 50, completion_tokens: 80, total_tokens: 130 },
  };
}

/** Answers every chat completion with `reply(request body, request)`: a text becomes the assistant's message. */
export function openaiChatHandler(reply: (body: ChatCompletionRequest, request: Request) => string | Response | Promise<string | Response>): HttpHandler {
  return http.post(OPENAI_CHAT_COMPLETIONS_URL, async ({ request }) => {
    const body = (await request.clone().json()) as ChatCompletionRequest;
    const answer = await reply(body, request);
    return typeof answer === "string" ? HttpResponse.json(chatCompletion(body.model, answer)) : answer;
  });
}

/** An error in the API's error shape. */
export function openaiError(status: number, message = "The server had an error while processing your request.") {
  return HttpResponse.json({ error: { message, type: "server_error", param: null, code: null } }, { status });
}

/** Default: a short description naming the vehicle line of the prompt. */
export const openaiHandlers: HttpHandler[] = [
  openaiChatHandler((body) => {
    const prompt = body.messages.at(-1)?.content ?? "";
    const vehicle = /^Vehicle: (.+)$/m.exec(prompt)?.[1] ?? "this vehicle";
    return `A well-kept ${vehicle}, ready to ride. Contact the seller for details.`;
  }),
];
