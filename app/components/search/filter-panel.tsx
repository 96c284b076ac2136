import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { FieldError, inputClass } from "~/components/ui/field";
import { RADIUS_CHOICES } from "~/modules/search/choices";
import { DEAL_FILTER_LABELS, DEAL_FILTER_VALUES } from "~/modules/valuations/deal-rating";
import { ZIP_LENGTH, ZIP_PATTERN, ZIP_PATTERN_ATTRIBUTE } from "~/shared/zip-code-rules";
import { MILEAGE_MAX, PRICE_MAX, YEAR_MIN, yearMax } from "~/modules/listings/listing-limits";
import { Range, Select } from "./filter-fields";
import { SpecFilters } from "./spec-filters";
import { formQuery, urlQuery } from "./filter-form-query";
import { UNDERSTAND_PARAM } from "~/modules/search/understanding/params";
import { SHOW_RESULTS, isSubmittedSearch, markSearchSubmitted } from "./submitted-search";

interface Option {
  id: number;
  name: string;
}

export const SEARCH_FORM_ID = "search-form";
/** Navigation state of a submitted search: the page shows its results and says how many. */
export { SHOW_RESULTS };
const TEXT_DEBOUNCE_MS = 450;
const zipReady = (value: string) => value === "" || ZIP_PATTERN.test(value);

interface Props {
  params: URLSearchParams;
  types: (Option & { slug: string })[];
  makes: Option[];
  models: Option[];
  fieldErrors: Record<string, string>;
  showClear: boolean;
  /** The page the filters search: /buy, or a dealership's storefront. */
  path?: string;
}

const DEAL_CHOICES = DEAL_FILTER_VALUES.map((value) => ({ value, label: DEAL_FILTER_LABELS[value] }));

export function FilterPanel({ params, types, makes, models, fieldErrors, showClear, path = "/buy" }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const get = (key: string) => params.get(key) ?? "";
  const type = get("type");
  const nextYear = yearMax();

  const hydrated = useRef(false);

  // Back and forward change the URL under the form: show what the URL says,
  // except in the field the visitor is typing in. On a slow connection a visitor
  // may change filters before the script arrives: then search with their choice.
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const current = new URLSearchParams(location.search);
    if (!hydrated.current) {
      hydrated.current = true;
      if (formQuery(el) !== urlQuery(current, el)) send();
      return;
    }
    // After a submitted search the fields show what the search became (typed words read as filters), the focused one too.
    const submitted = isSubmittedSearch(location);
    for (const input of Array.from(el.elements) as HTMLInputElement[]) {
      if (!input.name || (input === document.activeElement && !submitted) || input.type === "submit" || input.type === "hidden") continue;
      if (input.type === "checkbox") input.checked = current.get(input.name) === input.value;
      else input.value = current.get(input.name) ?? "";
    }
  }, [location.search]);

  /** Search with the form's filters; `showResults` closes the phone's sheet and shows the results from the top. */
  const send = (showResults = false) => {
    const el = form.current;
    if (!el) return;
    const zip = (el.elements.namedItem("zipCode") as HTMLInputElement | null)?.value.trim() ?? "";
    if (!zipReady(zip)) return;
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(el).entries()) if (typeof value === "string" && value !== "") query.append(key, value);
    // Typed words are read for what they mean only when the buyer submits them, not while they type.
    if (!showResults || !query.get("keyword")) query.delete(UNDERSTAND_PARAM);
    const search = query.size ? `?${query}` : "";
    if (showResults) {
      markSearchSubmitted();
      navigate({ pathname: path, search }, { state: { [SHOW_RESULTS]: true } });
      return;
    }
    // The hash keeps the filter sheet open on a phone while the visitor changes filters.
    navigate({ pathname: path, search, hash: window.location.hash }, { preventScrollReset: true });
  };

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const el = form.current!;
    const clear = (name: string) => {
      const field = el.elements.namedItem(name);
      if (field instanceof HTMLSelectElement) field.value = "";
    };
    if (target.name === "type") {
      clear("make");
      clear("model");
    }
    if (target.name === "make") clear("model");
    clearTimeout(timer.current);
    if (target.type === "text" || target.type === "number" || target.type === "search") {
      timer.current = setTimeout(send, TEXT_DEBOUNCE_MS);
    } else {
      send();
    }
  };

  return (
    <section aria-labelledby="filters-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="filters-heading" className="text-lg font-semibold">Search Filters</h2>
        {showClear ? (
          <Link to={path} className="text-sm font-medium text-brand-700 hover:underline" data-testid="clear-filters">
            Clear
          </Link>
        ) : null}
      </div>
      <Form
        ref={form}
        id={SEARCH_FORM_ID}
        method="get"
        action={path}
        onInput={(e) => {
          const t = e.target as unknown as HTMLInputElement;
          if (t.type === "text" || t.type === "number" || t.type === "search") onChange(e);
        }}
        onChange={(e) => {
          const t = e.target as unknown as HTMLInputElement;
          if (t.type !== "text" && t.type !== "number" && t.type !== "search") onChange(e);
        }}
        onSubmit={(e) => {
          e.preventDefault();
          clearTimeout(timer.current);
          // "Search Vehicles" (or Enter in a field) shows the results; the sort list's own submit has no submitter.
          send((e.nativeEvent as SubmitEvent).submitter !== null);
        }}
        className="flex flex-col gap-4"
      >
        {get("limit") ? <input type="hidden" name="limit" value={get("limit")} /> : null}
        <input type="hidden" name={UNDERSTAND_PARAM} value="1" />
        {/* A state comes from a landing page's hand-over; its chip removes it. */}
        {get("state") ? <input type="hidden" name="state" value={get("state")} /> : null}
        <div>
          <label htmlFor="f-keyword" className="mb-1 block text-sm font-medium text-slate-700">Keyword</label>
          <input id="f-keyword" name="keyword" type="search" defaultValue={get("keyword")} placeholder="Search for a Ride" maxLength={200} className={inputClass}
            aria-invalid={fieldErrors.keyword ? true : undefined} />
          <FieldError id="f-keyword-error" message={fieldErrors.keyword} />
        </div>
        <div>
          <label htmlFor="f-zipCode" className="mb-1 block text-sm font-medium text-slate-700">Zip Code</label>
          <input
            id="f-zipCode"
            name="zipCode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_LENGTH}
            pattern={ZIP_PATTERN_ATTRIBUTE}
            title="Five digits"
            defaultValue={get("zipCode")}
            placeholder="e.g. 90210"
            aria-invalid={fieldErrors.zipCode ? true : undefined}
            aria-describedby={fieldErrors.zipCode ? "f-zipCode-error" : undefined}
            className={inputClass}
          />
          <FieldError id="f-zipCode-error" message={fieldErrors.zipCode} />
        </div>
        <Select name="radius" label="Radius" value={get("radius")} placeholder="Any distance" options={RADIUS_CHOICES} />
        <Select name="type" label="Vehicle Type" value={type} placeholder="All types" options={types.map((t) => ({ value: t.slug, label: t.name }))} />

        <SpecFilters type={type} get={get} fieldErrors={fieldErrors} />

        {/* Make and Model fold away on small screens until "More" is pressed; a checkbox keeps it working without JavaScript. */}
        <input id="more-filters" type="checkbox" className="peer sr-only md:hidden" aria-controls="make-model" aria-label="More filters" />
        <label htmlFor="more-filters" className="cursor-pointer select-none text-sm font-medium text-brand-700 peer-focus-visible:outline peer-focus-visible:outline-2 peer-checked:[&>.more]:hidden [&>.less]:hidden peer-checked:[&>.less]:inline md:hidden">
          <span className="more">More</span>
          <span className="less">Less</span>
        </label>
        {/* A make chosen without a type (from a link) stays in the search until the visitor removes it. */}
        {!type && get("make") ? <input type="hidden" name="make" value={get("make")} /> : null}
        <div id="make-model" className="hidden flex-col gap-4 peer-checked:flex md:flex">
          <Select name="make" label="Make" value={get("make")} disabled={!type} placeholder={type ? "All makes" : "Select type first"}
            options={makes.map((m) => ({ value: m.name, label: m.name }))} />
          <Select name="model" label="Model" value={get("model")} disabled={!get("make")} placeholder={get("make") ? "All models" : "Select make first"}
            options={models.map((m) => ({ value: m.name, label: m.name }))} />
        </div>

        <Range label="Year Range" errors={fieldErrors}
          min={{ name: "yearMin", label: "Min year", value: get("yearMin"), min: YEAR_MIN, max: nextYear, step: "1", placeholder: String(YEAR_MIN) }}
          max={{ name: "yearMax", label: "Max year", value: get("yearMax"), min: YEAR_MIN, max: nextYear, step: "1", placeholder: String(nextYear) }} />
        <Range label="Price Range" errors={fieldErrors}
          min={{ name: "priceMin", label: "Min price ($)", value: get("priceMin"), min: 0, max: PRICE_MAX, step: "0.01", placeholder: "0" }}
          max={{ name: "priceMax", label: "Max price ($)", value: get("priceMax"), min: 0, max: PRICE_MAX, step: "0.01", placeholder: "Any" }} />
        <Select name="deal" label="Deal Rating" value={get("deal").toLowerCase()} placeholder="Any deal rating" options={DEAL_CHOICES} error={fieldErrors.deal} />
        <Range label="Mileage Range" errors={fieldErrors}
          min={{ name: "mileageMin", label: "Min miles", value: get("mileageMin"), min: 0, max: MILEAGE_MAX, step: "1", placeholder: "0" }}
          max={{ name: "mileageMax", label: "Max miles", value: get("mileageMax"), min: 0, max: MILEAGE_MAX, step: "1", placeholder: "Any" }} />

        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="includeSoldListings" value="true" defaultChecked={get("includeSoldListings") === "true"} className="h-4 w-4 rounded border-slate-300 accent-brand-600" />
          Include Sold Listings
        </label>
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          Search Vehicles
        </button>
      </Form>
    </section>
  );
}
