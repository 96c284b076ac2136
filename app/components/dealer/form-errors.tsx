/** A form's own error (not a field's), above its fields. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return <p role="alert" id={id} className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{errors[0]}</p>;
}

/** A module's messages by field ("form" for the whole form) as conform's reply options. */
export function fieldReply(errors: Record<string, string | undefined>) {
  const { form, ...fields } = errors;
  return {
    formErrors: form ? [form] : undefined,
    fieldErrors: Object.fromEntries(Object.entries(fields).filter(([, m]) => m).map(([k, m]) => [k, [m!]])),
  };
}
