import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldError, inputClass } from "~/components/ui/field";

/**
 * A whole-dollar amount: a text field with a numeric keypad, so "7,500" and "$7500" may be typed
 * as people write prices; the server reads them as dollars (offer-rules.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function AmountField({ meta, label, hint }: { meta: FieldMetadata<any, any, string[]>; label: string; hint?: string }) {
  const errorId = `${meta.id}-error`;
  const hintId = `${meta.id}-hint`;
  const describedBy = [meta.errors?.length ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  const { type: _type, min: _min, max: _max, step: _step, pattern: _pattern, ...props } = getInputProps(meta, { type: "text", ariaAttributes: true });
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">$</span>
        <input {...props} key={props.key} type="text" inputMode="numeric" autoComplete="off" aria-describedby={describedBy || undefined} className={`${inputClass} pl-7`} />
      </div>
      {hint ? <p id={hintId} className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <FieldError id={errorId} message={meta.errors?.[0]} />
    </div>
  );
}
