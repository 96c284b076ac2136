// Reads a multipart form as it streams in (decision 27): text fields into memory within their
// caps, each file to a temporary file as its bytes arrive. Every cap is checked on the bytes
// read so far, so a body over one is refused at its first byte over, and the rest is never read.
import fs from "node:fs";
import fsp, { type FileHandle } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import busboy, { type Busboy } from "busboy";
import type { Readable } from "node:stream";
import { AppError, isAppError } from "~/utils/app-error";
import { UNREADABLE_FORM_MESSAGE } from "~/utils/form-messages";
import { MAX_PHOTOS, MAX_PHOTO_BYTES, MAX_UPLOAD_FIELDS, MAX_UPLOAD_FIELD_BYTES, MAX_UPLOAD_REQUEST_BYTES, MAX_UPLOAD_TEXT_BYTES, PHOTO_TOO_BIG_MESSAGE, tooManyPhotosMessage } from "./limits";
import { uploadRefused } from "./upload.server";

export interface MultipartLimits {
  /** Bytes of one file. */
  fileBytes: number;
  /** Files that carry bytes (an empty file input does not count). */
  files: number;
  /** Text fields, and bytes of one text field's value. */
  fields: number;
  fieldBytes: number;
  /** Bytes of every text field's name and value together. */
  textBytes: number;
  /** Bytes of the whole body as sent, framing included. */
  bodyBytes: number;
}

/** The caps of every form that takes photos: the wizards' step forms and the upload API. */
export const PHOTO_FORM_LIMITS: MultipartLimits = {
  fileBytes: MAX_PHOTO_BYTES,
  files: MAX_PHOTOS,
  fields: MAX_UPLOAD_FIELDS,
  fieldBytes: MAX_UPLOAD_FIELD_BYTES,
  textBytes: MAX_UPLOAD_TEXT_BYTES,
  bodyBytes: MAX_UPLOAD_REQUEST_BYTES,
};

const FORM_TOO_LARGE_MESSAGE = "This request is too large.";

const unreadable = () => new AppError(UNREADABLE_FORM_MESSAGE, { status: 400, code: "unreadable-body" });
const formTooLarge = () => new AppError(FORM_TOO_LARGE_MESSAGE, { status: 413, code: "request-too-large" });
const photoTooBig = () => uploadRefused("too_large", PHOTO_TOO_BIG_MESSAGE, 413);

export interface MultipartUpload {
  /**
   * The fields in the order sent, each file as a File read from its temporary file. After a
   * refusal, the fields read before it (files included).
   */
  form: FormData;
  /** Why the body was not read to its end (an AppError a person can be shown), or null. */
  refusal: AppError | null;
  /** Bytes of the body read from the request. */
  bytesRead: number;
  /** Deletes the temporary files; the Files in `form` cannot be read afterwards. */
  discard: () => Promise<void>;
}

export interface MultipartOptions {
  limits?: MultipartLimits;
  /**
   * Awaited when the first byte of the first file arrives, before it is read on: the body waits
   * meanwhile. An AppError it throws refuses the upload.
   */
  beforeFirstFile?: () => Promise<void>;
}

type Entry = { name: string; value?: string | File };

/**
 * Reads a multipart body. Never cancels the request's stream: on a refusal it just stops
 * reading, so the server can still send its answer before it drops the rest of the body.
 * Throws only for failures of the server itself (a full disk); the caller must call
 * `discard()` once it is done with the files.
 */
export async function readMultipartUpload(request: Request, { limits = PHOTO_FORM_LIMITS, beforeFirstFile }: MultipartOptions = {}): Promise<MultipartUpload> {
  let folder: Promise<string> | null = null;
  const discard = async () => {
    if (folder) await fsp.rm(await folder, { recursive: true, force: true });
  };
  const refused = (refusal: AppError): MultipartUpload => ({ form: new FormData(), refusal, bytesRead: 0, discard });

  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(declared) && declared > limits.bodyBytes) return refused(formTooLarge());
  if (!request.body) return refused(unreadable());
  let parser: Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      defParamCharset: "utf8",
      // busboy reports a limit on reaching it, so each is one above the most allowed.
      limits: { fileSize: limits.fileBytes + 1, fieldSize: limits.fieldBytes + 1, fields: limits.fields, files: limits.files * 2, parts: limits.fields + limits.files * 2 },
    });
  } catch {
    return refused(unreadable());
  }

  const entries: Entry[] = [];
  const receiving: Promise<void>[] = [];
  let refusal: AppError | null = null;
  let stop: () => void = () => {};
  const stopped = new Promise<"stopped">((resolve) => (stop = () => resolve("stopped")));
  const refuse = (error: AppError) => {
    if (refusal) return;
    refusal = error;
    stop();
  };
  let textBytes = 0;
  let filesWithBytes = 0;
  let firstFile: Promise<void> | null = null;
  let fileCount = 0;

  parser.on("field", (name, value, info) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || info.nameTruncated || textBytes > limits.textBytes) return refuse(formTooLarge());
    if (!refusal) entries.push({ name, value });
  });
  parser.on("fieldsLimit", () => refuse(formTooLarge()));
  parser.on("partsLimit", () => refuse(formTooLarge()));
  parser.on("filesLimit", () => refuse(uploadRefused("too_many", tooManyPhotosMessage(limits.files))));
  parser.on("error", () => refuse(unreadable()));
  parser.on("file", (name, stream, info) => {
    const entry: Entry = { name };
    entries.push(entry);
    receiving.push(receiveFile(stream, info.filename ?? "", info.mimeType, fileCount++).then((file) => void (entry.value = file)));
  });

  async function receiveFile(stream: Readable, filename: string, type: string, index: number): Promise<File | undefined> {
    // busboy stops a file at the cap and says so.
    stream.once("limit", () => refuse(photoTooBig()));
    let out: FileHandle | null = null;
    let filePath = "";
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        if (refusal) return undefined;
        if (!out) {
          if (++filesWithBytes > limits.files) return void refuse(uploadRefused("too_many", tooManyPhotosMessage(limits.files)));
          await (firstFile ??= beforeFirstFile?.() ?? Promise.resolve());
          if (refusal) return undefined;
          folder ??= fsp.mkdtemp(path.join(os.tmpdir(), "ridemarket-upload-"));
          filePath = path.join(await folder, String(index));
          out = await fsp.open(filePath, "wx");
        }
        await out.write(chunk);
      }
      if (refusal) return undefined;
      if (!out) return new File([], filename, { type });
      await out.close();
      out = null;
      return new File([await fs.openAsBlob(filePath)], filename, { type });
    } catch (error) {
      if (isAppError(error)) refuse(error);
      // The parser ended this file: the refusal that stopped it is already set.
      else if (!refusal) throw error;
      return undefined;
    } finally {
      await out?.close();
    }
  }

  let bytesRead = 0;
  const reader = request.body.getReader();
  try {
    while (!refusal) {
      const next = await Promise.race([reader.read(), stopped]);
      if (next === "stopped") break;
      if (next.done) {
        const finished = new Promise<void>((resolve) => parser.once("close", resolve));
        parser.end();
        await Promise.race([finished, stopped]);
        break;
      }
      bytesRead += next.value.byteLength;
      if (bytesRead > limits.bodyBytes) refuse(formTooLarge());
      else if (!parser.write(next.value)) await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), stopped]);
    }
  } catch {
    // The client went away mid-body: nothing more will come.
    refuse(unreadable());
  }
  if (refusal) parser.destroy();
  // Wait for every file to be closed, and for a slot taken meanwhile to be known to the caller.
  const outcomes = await Promise.allSettled(receiving);
  const serverFailure = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected")?.reason;
  if (serverFailure) {
    await discard();
    throw serverFailure;
  }

  const form = new FormData();
  for (const { name, value } of entries) if (value !== undefined) form.append(name, value);
  return { form, refusal, bytesRead, discard };
}
