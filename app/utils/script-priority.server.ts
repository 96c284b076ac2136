import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Rewrites React Router's module preloads to low fetch priority. Pages are complete without
 * JavaScript, so the stylesheet and the page's pictures should get the bandwidth first and
 * hydration the rest; the preloads still start early, so hydration is not delayed by a waterfall.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = "";
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (carry + decoder.write(chunk)).replaceAll(PRELOAD + " ", LOW_PRIORITY_PRELOAD + " ").replaceAll(PRELOAD + "/", LOW_PRIORITY_PRELOAD + "/");
      // Hold back a tail that could be the start of a preload tag split across chunks.
      const cut = text.lastIndexOf("<");
      const keep = cut >= 0 && text.length - cut <= PRELOAD.length ? text.length - cut : 0;
      carry = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}
