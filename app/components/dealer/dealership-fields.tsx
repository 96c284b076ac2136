import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/ui/text-field";
import { FieldError, inputClass } from "~/components/ui/field";
import { US_STATES } from "~/shared/us-states";
import { WEEKDAYS } from "~/modules/dealers/dealership-schema";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, FieldMetadata<any, any, string[]>>;

/** The dealership's fields, shared by /dealer/new and /dealer/profile. */
export function DealershipFields({ fields }: { fields: Fields }) {
  const state = fields.state!;
  return (
    <div className="flex flex-col gap-4">
      <TextField meta={fields.name!} label="Dealership name" autoComplete="organization" />
      <TextField meta={fields.slug!} label="Storefront address" hint="Your page will be /dealers/<address>. Leave it empty to make it from the name." />
      <TextField meta={fields.street!} label="Street (optional)" autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField meta={fields.city!} label="City" autoComplete="address-level2" />
        <div>
          <label htmlFor={state.id} className="mb-1 block text-sm font-medium text-slate-700">State</label>
          <select {...getInputProps(state, { type: "text", ariaAttributes: true })} key={state.key} defaultValue={state.initialValue as string | undefined}
            aria-describedby={state.errors?.length ? `${state.id}-error` : undefined} className={inputClass}>
            <option value="">Choose a state</option>
            {US_STATES.map((s) => <option key={s.code} value={s.code}>{s.name}</option>)}
          </select>
          <FieldError id={`${state.id}-error`} message={state.errors?.[0]} />
        </div>
        <TextField meta={fields.zip!} label="Zip code" autoComplete="postal-code" maxLength={5} />
      </div>
      <TextField meta={fields.phone!} label="Phone" type="tel" autoComplete="tel" />
      <TextField meta={fields.licenseNumber!} label="Dealer license number (optional)" />
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Opening hours</legend>
        <div className="flex flex-col gap-3">
          {WEEKDAYS.map((day, d) => <DayHours key={day} day={day} closed={fields[`closed${d}`]!} opens={fields[`opens${d}`]!} closes={fields[`closes${d}`]!} />)}
        </div>
      </fieldset>
    </div>
  );
}

function DayHours({ day, closed, opens, closes }: { day: string; closed: Fields[string]; opens: Fields[string]; closes: Fields[string] }) {
  const error = opens.errors?.[0] ?? closes.errors?.[0];
  const errorId = `${opens.id}-error`;
  const time = (meta: Fields[string], label: string) => (
    <label className="flex items-center gap-1 text-sm text-slate-700">
      <span className="sr-only">{day} </span>{label}
      <input {...getInputProps(meta, { type: "time", ariaAttributes: true })} key={meta.key} aria-describedby={error ? errorId : undefined} className={`${inputClass} w-28`} />
    </label>
  );
  return (
    <div role="group" aria-label={day}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="w-24 text-sm font-medium text-slate-800">{day}</span>
        {time(opens, "Opens")}
        {time(closes, "Closes")}
        <label className="flex items-center gap-1 text-sm text-slate-700">
          <input {...getInputProps(closed, { type: "checkbox" })} key={closed.key} className="h-4 w-4" />
          <span className="sr-only">{day} </span>Closed
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
