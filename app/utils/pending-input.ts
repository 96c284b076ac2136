// Hydration starts only after the page has painted (utils/deferred-hydration.server.ts), so a
// visitor may pick a type, tick a box or type a keyword before React listens. The bootstrap
// notes those fields in window.__pendingInput; once the page has hydrated, replayPendingInput()
// sends each one's events again so the enhanced behaviour (dependent lists, search as you type,
// autosave) catches up with what the page shows.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

declare global {
  interface Window {
    __pendingInput?: EventTarget[] | null;
    /** Set while a link followed or a form submitted before hydration replaces the page. */
    __leaving?: boolean;
  }
}

export function replayPendingInput(): void {
  const pending = window.__pendingInput;
  // From here on React handles input itself.
  window.__pendingInput = null;
  // The page is being replaced by one the visitor asked for: replaying would act on it twice.
  if (!pending || window.__leaving) return;
  for (const target of pending) {
    if (!isField(target) || !target.isConnected || target.disabled) continue;
    replay(target);
  }
}

function isField(target: EventTarget): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function replay(field: Field): void {
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
  const value = field.value;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  if (setValue) {
    field.value = value === "" ? " " : "";
    setValue.call(field, value);
  }
  fire("input");
  fire("change");
}
