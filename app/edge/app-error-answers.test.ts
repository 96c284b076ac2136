import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { AppError } from "~/utils/app-error";
import { appErrorResponse, formReply, messagesOf, orPageAnswer, plainFormReply, refusalWithToast, replyWith, throwPageAnswer } from "./app-error-answers.server";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return parseWithZod(data, { schema: z.object({ message: z.string(), reason: z.string().optional() }) });
};

describe("an AppError at the edge", () => {
  it("answers as JSON with its status, its message and Retry-After when it has one", async () => {
    const response = appErrorResponse(new AppError("Too many searches", { status: 429, code: "search-refused", retryAfterSeconds: 7 }));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("7");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Too many searches" });
    const plain = appErrorResponse(new AppError("Request body must be JSON", { code: "unreadable-body" }));
    expect(plain.status).toBe(400);
    expect(plain.headers.get("Retry-After")).toBeNull();
  });

  it("answers as JSON with the field it belongs beside, for endpoints whose forms show it there", async () => {
    const response = appErrorResponse(new AppError("Please write a message", { field: "message" }), { withField: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please write a message", field: "message" });
  });

  it("is a page answer: thrown with its status, message and Retry-After, for the error boundary", async () => {
    const thrown = (() => {
      try {
        throwPageAnswer(new AppError("Conversation not found", { status: 404, code: "not-found" }));
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toMatchObject({ data: "Conversation not found", init: { status: 404 } });
    await expect(orPageAnswer(Promise.reject(new AppError("Too many", { status: 429, code: "rate-limited", retryAfterSeconds: 9 })))).rejects.toMatchObject({
      data: "Too many",
      init: { status: 429, headers: { "Retry-After": "9" } },
    });
    const unexpected = new Error("socket hang up");
    await expect(orPageAnswer(Promise.reject(unexpected))).rejects.toBe(unexpected);
    await expect(orPageAnswer(Promise.reject(new AppError("x", { code: "conflict" })), "not-found")).rejects.toBeInstanceOf(AppError);
  });

  it("is a form reply: the message beside its field, or above the form, with its status and the input kept", () => {
    const beside = formReply(form({ message: "hello" }), new AppError("Slow down", { status: 429, field: "message", retryAfterSeconds: 60 }), { sent: false });
    expect(beside).toMatchObject({ init: { status: 429, headers: { "Retry-After": "60" } }, data: { sent: false, result: { error: { message: ["Slow down"] }, initialValue: { message: "hello" } } } });
    const above = formReply(form({ message: "hello" }), new AppError("Blocked", { status: 403 }));
    expect(above).toMatchObject({ init: { status: 403 }, data: { result: { error: { "": ["Blocked"] } } } });
    const several = formReply(form({ message: "hello" }), new AppError("Message is required", { fields: { message: "Message is required", reason: "Reason is required" } }));
    expect(several.data.result.error).toEqual({ message: ["Message is required"], reason: ["Reason is required"] });
    const uncached = formReply(form({ message: "hello" }), new AppError("Already saved", { status: 409, field: "message" }), { searchId: 4 }, { "Cache-Control": "no-store" });
    expect(uncached).toMatchObject({ init: { status: 409, headers: { "Cache-Control": "no-store" } }, data: { searchId: 4, result: { error: { message: ["Already saved"] } } } });
  });

  it("gives its messages by field: its fields, else its message beside its field, else under the name given", () => {
    expect(messagesOf(new AppError("A", { fields: { name: "A", frequency: "B" } }), "form")).toEqual({ name: "A", frequency: "B" });
    expect(messagesOf(new AppError("Already saved", { status: 409, field: "query" }), "form")).toEqual({ query: "Already saved" });
    expect(messagesOf(new AppError("Not found", { status: 404 }), "form")).toEqual({ form: "Not found" });
  });

  it("answers as JSON with each field's message, for endpoints that check a body field by field", async () => {
    const response = appErrorResponse(new AppError("Name is required", { fields: { name: "Name is required" } }), { withFields: true });
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Name is required", fieldErrors: { name: "Name is required" } });
  });

  it("is a plain reply for a form without conform, and a toast reply, with its status and headers", () => {
    const plain = plainFormReply(new AppError("Slow down", { status: 429, retryAfterSeconds: 5 }), { shown: true }, { "Cache-Control": "no-store" });
    expect(plain).toMatchObject({ data: { shown: true }, init: { status: 429, headers: { "Retry-After": "5", "Cache-Control": "no-store" } } });
    const toasted = refusalWithToast(new AppError("Wrong", { field: "currentPassword" }), "Update Failed", (e) => ({ reply: replyWith(form({ message: "x" }), e, { hideFields: ["message"] }) }), "t1");
    expect(toasted.data).toMatchObject({ toast: { id: "t1", title: "Update Failed", description: "Wrong", variant: "destructive" }, reply: { error: { currentPassword: ["Wrong"] } } });
    expect(toasted.data.reply.initialValue).not.toHaveProperty("message");
    const unexpected = new Error("boom");
    expect(() => refusalWithToast(unexpected, "Update Failed", () => ({}))).toThrow(unexpected);
  });
});
