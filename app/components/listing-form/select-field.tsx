import { FieldError, inputClass } from "~/components/ui/field";

interface Option {
  id: number | string;
  name: string;
}

interface Props {
  id: string;
  name: string;
  label: string;
  options: readonly Option[];
  value: string;
  onChange?: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
  error?: string;
}

/** A labelled select whose first option is its placeholder ("Select type first" and the like). */
export function SelectField({ id, name, label, options, value, onChange, placeholder, disabled, error }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>{o.name}</option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
