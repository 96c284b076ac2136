export class RequestTooLargeError extends Error {
  constructor() {
    super("Request body too large");
    this.name = "RequestTooLargeError";
  }
}

/**
 * Parses a multipart body, refusing it once it exceeds maxBytes: up front when the
 * declared Content-Length is larger, and while reading when the length is not declared
 * or the body runs past it. Other parse failures reject with the parser's own error.
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new RequestTooLargeError();
  if (!request.body) return request.formData();

  let received = 0;
  let overLimit = false;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) {
          overLimit = true;
          controller.error(new RequestTooLargeError());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(limited, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch (error) {
    if (overLimit) throw new RequestTooLargeError();
    throw error;
  }
}
