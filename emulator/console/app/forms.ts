// Reading the console's forms: every field by name, blank fields left out, so that the control
// routes (which validate everything) see only what the user typed.
import { errorMessage } from "./format.js";
import type { Outcome } from "./components.js";

export class FormFields {
  private readonly data: FormData;

  constructor(readonly form: HTMLFormElement) {
    this.data = new FormData(form);
  }

  /** The field's text, or undefined when blank. */
  text(name: string): string | undefined {
    const value = this.data.get(name);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  }

  /**
   * The text of `required` fields (blank ones sent as "", for the route to refuse by name) and of the
   * `optional` ones that are not blank.
   */
  texts<R extends string, O extends string>(
    required: readonly R[],
    optional: readonly O[],
  ): Record<R, string> & Partial<Record<O, string>> {
    const texts: Partial<Record<R | O, string>> = {};
    for (const name of required) texts[name] = this.text(name) ?? "";
    for (const name of optional) {
      const text = this.text(name);
      if (text !== undefined) texts[name] = text;
    }
    return texts as Record<R, string> & Partial<Record<O, string>>;
  }

  /** The field's number, or undefined when blank. */
  number(name: string): number | undefined {
    const text = this.text(name);
    return text === undefined ? undefined : Number(text);
  }

  /** The field's JSON, or undefined when blank; throws naming the field when it is not JSON. */
  json(name: string, label: string): unknown {
    const text = this.text(name);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new Error(`${label} is not JSON: ${errorMessage(error)}`);
    }
  }
}

/** Only the entries whose value is defined: blank fields are not sent. */
export function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A submit handler that runs `action` with the form's fields and reports its outcome. */
export function submitting(action: (fields: FormFields) => Promise<string>, report: (outcome: Outcome) => void) {
  return async (event: SubmitEvent) => {
    event.preventDefault();
    try {
      report({ ok: true, message: await action(new FormFields(event.currentTarget as HTMLFormElement)) });
    } catch (error) {
      report({ ok: false, message: errorMessage(error) });
    }
  };
}
