// The Go form: which control is which URL parameter and which engine field.
// Values travel as text; the engine parses and validates them.

/** URL parameter -> engine request key. */
export const GO_FIELDS = { system: "system", board: "board", counting: "counting", diff: "rank_diff" };

export function formValues(form) {
  return Object.fromEntries(Object.keys(GO_FIELDS).map((name) => [name, form.elements[name].value]));
}

/** Put values into the form; a value a select does not offer is skipped and reported. */
export function applyValues(form, values) {
  const ignored = [];
  for (const [name, value] of Object.entries(values)) {
    const control = form.elements[name];
    if (!control) continue;
    if (control.tagName === "SELECT" && ![...control.options].some((o) => o.value === value)) {
      ignored.push(name);
      continue;
    }
    control.value = value;
  }
  return ignored;
}

export function goRequest(values) {
  const request = { command: "go" };
  for (const [name, key] of Object.entries(GO_FIELDS)) request[key] = values[name];
  return request;
}

/** The form control an engine field belongs to. */
export function controlFor(form, engineField) {
  const name = Object.keys(GO_FIELDS).find((n) => GO_FIELDS[n] === engineField);
  return name ? form.elements[name] : null;
}
