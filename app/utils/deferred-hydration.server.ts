import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Every page is complete without JavaScript, so hydration waits until the page has painted its
 * main content: this transform of the streamed document
 *  - drops React Router's `<link rel="modulepreload">` tags, so no script download competes with
 *    the stylesheet and the pictures while the page first renders;
 *  - turns React Router's inline bootstrap module (the route-module imports and the
 *    `import()` of entry.client) into a classic inline script that keeps the module's text and
 *    starts it after the window `load` event and one more frame.
 *
 * The rewritten script keeps its attributes (the CSP nonce among them) and hands the nonce on to
 * the module script it inserts. Tags, script bodies and characters may be split across chunks.
 * The shape of React Router's document this relies on is pinned by
 * deferred-hydration.react-router.test.tsx, so an upgrade that changes it fails there.
 */
export function deferredHydration(): Transform {
  const rewriter = new HydrationRewriter();
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      callback(null, rewriter.write(typeof chunk === "string" ? chunk : decoder.write(chunk)));
    },
    flush(callback) {
      callback(null, rewriter.end(decoder.end()));
    },
  });
}

/** How long after `load` hydration waits at most for the paints it watches for. */
export const PAINT_WAIT_CAP_MS = 1500;
/**
 * A link followed or a form submitted before hydration replaces the page: hydrating it in the
 * meantime could only act on it twice (a replayed field, a client-side navigation racing the
 * browser's). If the page is still here this long after, or comes back from the back/forward
 * cache, hydration goes ahead.
 */
export const LEAVE_WAIT_MS = 10_000;

// The bootstrap, as the browser runs it (plain ES5, no build step). After the window `load`
// event it waits for the first contentful paint and for the paint of every loaded image marked
// with `elementtiming` that lies in the viewport (the page's main picture), as reported by
// PerformanceObserver once the frame is on screen; then one more frame and a task. Browsers
// without those entry types skip the wait; a cap covers paints that never come.
// Until then it notes the form fields the visitor changes, and the value each had after its
// last change (hydrating a text area puts its server value back), for utils/pending-input.ts
// to restore and replay once React listens, and holds hydration back while the visitor is leaving the page
// (window.__leaving, see LEAVE_WAIT_MS).
// Right before React starts it assigns every text area its own value, which marks it as edited:
// hydrating a text area sets its default value, and in an unedited one that moves the caret (or
// the selection) of a visitor already in it to the very start, where their next words would go.
const BOOTSTRAP = `(function(code){
var me=document.currentScript,nonce=me&&me.nonce,started=false,ready=false,leaving=false,scheduled=false,resumeTimer,pending=window.__pendingInput=[],typed=window.__pendingValues=[];
function note(e){if(window.__pendingInput!==pending)return;var t=e.target,i=pending.indexOf(t);if(i<0){i=pending.length;pending.push(t);}typed[i]=t&&t.value;}
document.addEventListener("input",note,true);document.addEventListener("change",note,true);
function leave(e){if(e.defaultPrevented||window.__pendingInput!==pending)return;leaving=window.__leaving=true;clearTimeout(resumeTimer);resumeTimer=setTimeout(resume,${LEAVE_WAIT_MS});}
function resume(){leaving=window.__leaving=false;if(ready)start();}
function leavesPage(a){return a.protocol!=="javascript:"&&!a.hasAttribute("download")&&(!a.target||a.target==="_self")&&!(a.origin===location.origin&&a.pathname===location.pathname&&a.search===location.search&&a.hash);}
document.addEventListener("submit",leave);
document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[href]");if(a&&e.button===0&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey&&!e.altKey&&leavesPage(a))leave(e);});
window.addEventListener("pageshow",function(e){if(e.persisted)resume();});
function start(){ready=true;if(started||leaving)return;started=true;[].forEach.call(document.querySelectorAll("textarea"),function(t){t.value=t.value;});var s=document.createElement("script");s.type="module";if(nonce)s.nonce=nonce;s.textContent=code;document.head.appendChild(s);}
function afterFrame(){if(scheduled)return;scheduled=true;requestAnimationFrame(function(){setTimeout(start,0);});}
function inView(img){var r=img.getBoundingClientRect();return img.complete&&img.naturalWidth>0&&r.width>0&&r.height>0&&r.bottom>0&&r.right>0&&r.top<window.innerHeight&&r.left<window.innerWidth;}
function afterPaint(){
var P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[],fcp=types.indexOf("paint")<0,images=[],observers=[],timer;
if(types.indexOf("element")>=0)images=[].filter.call(document.querySelectorAll("img[elementtiming]"),inView);
function done(){if(!fcp||images.length)return false;clearTimeout(timer);for(var i=0;i<observers.length;i++)observers[i].disconnect();afterFrame();return true;}
function watch(type,seen){var o=new P(function(list){list.getEntries().forEach(seen);done();});observers.push(o);o.observe({type:type,buffered:true});}
if(done())return;
timer=setTimeout(function(){fcp=true;images=[];done();},${PAINT_WAIT_CAP_MS});
if(!fcp)watch("paint",function(e){if(e.name==="first-contentful-paint")fcp=true;});
if(images.length)watch("element",function(e){images=images.filter(function(img){return img!==e.element;});});
}
if(document.readyState==="complete")afterPaint();else window.addEventListener("load",afterPaint,{once:true});
})`;

/**
 * A classic inline script that starts `code` as a module script once the page has loaded and
 * painted. `document.currentScript` is its own element, whose nonce the module inherits.
 */
export function bootstrapScript(code: string): string {
  const literal = JSON.stringify(code)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `${BOOTSTRAP.replace(/\n/g, "")}(${literal});`;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}(?=[\\s=/>])(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(tag);
const attrValue = (tag: string, name: string) => {
  const m = attr(tag, name);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : null;
};
const withoutAttr = (tag: string, name: string) => tag.replace(new RegExp(`\\s${name}(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s>]+))?(?=[\\s/>])`, "i"), "");

const isModulePreload = (tag: string) => /^<link[\s/>]/i.test(tag) && (attrValue(tag, "rel") ?? "").toLowerCase() === "modulepreload";
/** React Router's bootstrap: an inline (no src) module script. */
const isInlineModule = (tag: string) => /^<script[\s>]/i.test(tag) && (attrValue(tag, "type") ?? "").toLowerCase() === "module" && attrValue(tag, "src") === null;
/** Elements whose content is raw text: a `<` inside them starts no tag. */
const rawTextElement = (tag: string) => /^<(script|style)[\s>]/i.exec(tag)?.[1]?.toLowerCase() ?? null;

type Mode = { kind: "html" } | { kind: "raw"; close: string } | { kind: "module"; open: string; body: string };

/** The streaming state machine behind deferredHydration(); exported for its tests. */
export class HydrationRewriter {
  private mode: Mode = { kind: "html" };
  private pending = "";

  write(text: string): string {
    this.pending += text;
    return this.drain(false);
  }

  end(text = ""): string {
    this.pending += text;
    return this.drain(true);
  }

  private drain(final: boolean): string {
    let out = "";
    const buf = this.pending;
    let pos = 0;
    for (;;) {
      const mode = this.mode;
      if (mode.kind === "html") {
        const lt = nextTagOfInterest(buf, pos);
        if (lt < 0) {
          // Everything up to a tag's start that may continue in the next chunk passes unchanged.
          const keep = final ? buf.length : heldBack(buf, pos);
          out += buf.slice(pos, keep);
          pos = keep;
          break;
        }
        out += buf.slice(pos, lt);
        pos = lt;
        // Comments may hold a `>` before their end.
        const isComment = buf.startsWith("<!--", lt);
        const end = isComment ? buf.indexOf("-->", lt + 4) : buf.indexOf(">", lt);
        if (end < 0) {
          if (final) {
            out += buf.slice(pos);
            pos = buf.length;
          }
          break;
        }
        const tagEnd = isComment ? end + 3 : end + 1;
        const tag = buf.slice(lt, tagEnd);
        pos = tagEnd;
        if (isComment) out += tag;
        else if (isModulePreload(tag)) continue;
        else if (isInlineModule(tag)) this.mode = { kind: "module", open: tag, body: "" };
        else {
          out += tag;
          const raw = rawTextElement(tag);
          if (raw && !tag.endsWith("/>")) this.mode = { kind: "raw", close: `</${raw}` };
        }
      } else {
        const close = mode.kind === "raw" ? mode.close : "</script";
        const at = indexOfInsensitive(buf, close, pos);
        if (at < 0) {
          // Keep back what could be the start of the closing tag.
          const keep = final ? 0 : Math.min(close.length - 1, buf.length - pos);
          const take = buf.slice(pos, buf.length - keep);
          if (mode.kind === "raw") out += take;
          else mode.body += take;
          pos = buf.length - keep;
          if (final) {
            if (mode.kind === "module") out += mode.open + mode.body;
            this.mode = { kind: "html" };
          }
          break;
        }
        if (mode.kind === "raw") out += buf.slice(pos, at);
        else out += rewriteModule(mode.open, mode.body + buf.slice(pos, at));
        pos = at;
        this.mode = { kind: "html" };
      }
    }
    this.pending = buf.slice(pos);
    return out;
  }
}

// Only these tags are read: module preloads (dropped), inline module scripts (rewritten), and
// the raw-text elements and comments whose content is not markup. React escapes every "<" in text
// and attribute values, so the page's other tags (most of them) are passed over unread.
const TAG_OF_INTEREST = /<(?:link|script|style)(?=[\s/>])|<!--/gi;
/** Long enough to tell a tag of interest from another: "<script" and the character after it. */
const LONGEST_START = "<script ".length;

/** Where the next tag of interest starts at or after `from`; -1 when there is none. */
function nextTagOfInterest(buf: string, from: number): number {
  TAG_OF_INTEREST.lastIndex = from;
  return TAG_OF_INTEREST.exec(buf)?.index ?? -1;
}

/** How far text without a tag of interest can pass: up to a "<" near the end that could start one. */
function heldBack(buf: string, from: number): number {
  const lt = buf.lastIndexOf("<");
  return lt >= from && buf.length - lt < LONGEST_START ? lt : buf.length;
}

function indexOfInsensitive(haystack: string, needle: string, from: number): number {
  const lower = needle.toLowerCase();
  const upper = needle.toUpperCase();
  for (let i = haystack.indexOf("<", from); i >= 0 && i <= haystack.length - needle.length; i = haystack.indexOf("<", i + 1)) {
    let ok = true;
    for (let j = 1; j < needle.length && ok; j++) {
      const c = haystack[i + j];
      ok = c === lower[j] || c === upper[j];
    }
    if (ok) return i;
  }
  return -1;
}

function rewriteModule(open: string, body: string): string {
  const classic = withoutAttr(withoutAttr(open, "type"), "async");
  return classic + bootstrapScript(body);
}
