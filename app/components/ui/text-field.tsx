import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldError, inputClass } from "./field";

interface Props {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "number";
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
  /** A short note under the field, read out with it. */
  hint?: string;
}

/** A labelled input wired to a conform field, with its error beneath it. */
export function TextField({ meta, label, type = "text", autoComplete, placeholder, maxLength, className = "", hint }: Props) {
  const errorId = `${meta.id}-error`;
  const hintId = `${meta.id}-hint`;
  const describedBy = [meta.errors?.length ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  const props = getInputProps(meta, { type, ariaAttributes: true });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <input
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength ?? props.maxLength}
        aria-describedby={describedBy || undefined}
        className={inputClass}
      />
      {hint ? <p id={hintId} className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldError id={errorId} message={meta.errors?.[0]} />
    </div>
  );
}
