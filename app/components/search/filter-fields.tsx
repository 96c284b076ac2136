import { FieldError, inputClass } from "~/components/ui/field";

// The fields of the /buy filter form: a list, a number, and a range of two numbers, each with
// its label and its message.

export function Select({ name, label, value, options, placeholder, disabled, error }: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={`f-${name}`} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <select id={`f-${name}`} name={name} defaultValue={value} disabled={disabled} className={inputClass}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `f-${name}-error` : undefined}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
      <FieldError id={`f-${name}-error`} message={error} />
    </div>
  );
}

export function NumberInput({ name, label, value, min, max, step, placeholder, error }: {
  name: string;
  label: string;
  value: string;
  min?: number;
  max?: number;
  step?: string;
  placeholder?: string;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={`f-${name}`} className="mb-1 block text-xs font-medium text-slate-600">{label}</label>
      <input
        id={`f-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        defaultValue={value}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `f-${name}-error` : undefined}
        className={inputClass}
      />
      <FieldError id={`f-${name}-error`} message={error} />
    </div>
  );
}

export function Range({ label, min, max, errors }: { label: string; min: Parameters<typeof NumberInput>[0]; max: Parameters<typeof NumberInput>[0]; errors: Record<string, string> }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <NumberInput {...min} error={errors[min.name]} />
        <NumberInput {...max} error={errors[max.name]} />
      </div>
    </fieldset>
  );
}
