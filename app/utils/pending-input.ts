// Hydration starts only after the page has painted (utils/deferred-hydration.server.ts), so a
// visitor may pick a type, tick a box or type a keyword before React listens. The bootstrap
// notes those fields in window.__pendingInput, and the value each had after its last change in
// window.__pendingValues; once the page has hydrated, replayPendingInput() puts back any text
// that hydration replaced (React sets a text area to its server value when it hydrates it) and
// sends each field's events again so the enhanced behaviour (dependent lists, search as you
// type, autosave) catches up with what the visitor typed.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

declare global {
  interface Window {
    __pendingInput?: EventTarget[] | null;
    /** The value of each noted field after its last change, at the same index. */
    __pendingValues?: unknown[] | null;
    /** Set while a link followed or a form submitted before hydration replaces the page. */
    __leaving?: boolean;
  }
}

export function replayPendingInput(): void {
  const pending = window.__pendingInput;
  const typed = window.__pendingValues ?? [];
  // From here on React handles input itself.
  window.__pendingInput = null;
  window.__pendingValues = null;
  // The page is being replaced by one the visitor asked for: replaying would act on it twice.
  if (!pending || window.__leaving) return;
  pending.forEach((target, i) => {
    if (!isField(target) || !target.isConnected || target.disabled) return;
    const value = typed[i];
    replay(target, typeof value === "string" ? value : target.value);
  });
}

function isField(target: EventTarget): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Sends the field's events again; a text field first gets back `typed`, the visitor's text. */
function replay(field: Field, typed: string): void {
  const fire = (type: string) => field.dispatchEvent(new Event(type, { bubbles: true }));
  if (field instanceof HTMLSelectElement || field.type === "file") {
    fire("change");
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    // React reports a checkbox or radio change on click, when the checked state differs from
    // the one it last saw: assign the opposite (React sees it), and let the click restore it.
    if (field.type === "radio" && !field.checked) return;
    field.checked = !field.checked;
    field.click();
    return;
  }
  // Text-like fields: React reports a change when the value differs from the one it last saw.
  // Assigning through the element records a different value; the prototype's setter then puts
  // the visitor's text back without React noticing, so the events below count as a change.
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  if (setValue) {
    field.value = typed === "" ? " " : "";
    setValue.call(field, typed);
  }
  fire("input");
  fire("change");
}
