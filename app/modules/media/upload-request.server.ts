import { AppError } from "~/utils/app-error";

const requestTooLarge = () => new AppError("Request body too large", { status: 413, code: "request-too-large" });

/**
 * Parses a multipart body, refusing it once it exceeds maxBytes: up front when the
 * declared Content-Length is larger, and while reading when the length is not declared
 * or the body runs past it. Other parse failures reject with the parser's own error.
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw requestTooLarge();
  if (!request.body) return request.formData();

  let received = 0;
  let overLimit = false;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) {
          overLimit = true;
          controller.error(requestTooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(limited, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch (error) {
    if (overLimit) throw requestTooLarge();
    throw error;
  }
}
