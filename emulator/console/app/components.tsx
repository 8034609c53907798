// The pieces every view is made of: a table whose rows open a record, a block of JSON or body text,
// a copyable value, and the line where a form tells what it did.
import { cloneElement, type ComponentChildren, type VNode } from "preact";
import { useId, useState } from "preact/hooks";
import { prettyBody } from "./format.js";

export interface Column<T> {
  label: string;
  cell: (row: T) => ComponentChildren;
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The address of a row's detail: the first cell links there, so Tab and Enter open it. */
  rowHref?: (row: T) => string;
  selected?: string;
  empty: string;
}

export function DataTable<T>({ caption, columns, rows, rowKey, rowHref, selected, empty }: DataTableProps<T>) {
  if (rows.length === 0) return <p class="empty">{empty}</p>;
  return (
    <div class="table-scroll">
      <table>
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" class={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const link = rowHref?.(row);
            return (
              <tr key={key} class={key === selected ? "selected" : undefined} aria-selected={rowHref ? key === selected : undefined}>
                {columns.map((column, index) => (
                  <td class={column.className}>
                    {index === 0 && link !== undefined ? <a href={link}>{column.cell(row)}</a> : column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Text that may outgrow its box: a labelled region that scrolls, and so takes the keyboard focus
 * itself, since nothing inside it can.
 */
function CodeRegion({ text, label }: { text: string; label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with nothing focusable inside must be focusable, or keyboard users cannot scroll it (WCAG 2.1.1)
    <section class="code" tabIndex={0} aria-label={label}>
      <pre>{text}</pre>
    </section>
  );
}

export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return <CodeRegion text={JSON.stringify(value, null, 2)} label={label} />;
}

export function BodyBlock({ text, label }: { text: string | undefined; label: string }) {
  if (text === undefined) return <p class="empty">No body</p>;
  return <CodeRegion text={prettyBody(text)} label={label} />;
}

/** A value shown in full in a read-only field, with a button that copies it (or selects it where the clipboard is not allowed). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState("");
  const copy = async (event: Event) => {
    const input = (event.currentTarget as HTMLElement).previousElementSibling;
    try {
      await navigator.clipboard.writeText(value);
      setCopied("Copied");
    } catch {
      if (input instanceof HTMLInputElement) input.select();
      setCopied("Selected: press Ctrl+C");
    }
  };
  return (
    <span class="copy-field">
      <input
        readOnly
        value={value}
        aria-label={label}
        size={Math.min(value.length, 44)}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" onClick={copy} aria-label={`Copy ${label}`}>
        Copy
      </button>
      <span class="copied" role="status">
        {copied}
      </span>
    </span>
  );
}

export type Outcome = { ok: boolean; message: string } | undefined;

export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (outcome === undefined) return <p class="outcome" role="status" />;
  return (
    <p class={outcome.ok ? "outcome ok" : "outcome failed"} role={outcome.ok ? "status" : "alert"}>
      {outcome.message}
    </p>
  );
}

export function Detail({ title, onCloseHref, children }: { title: string; onCloseHref: string; children: ComponentChildren }) {
  return (
    <section class="detail" aria-label={title}>
      <header class="detail-header">
        <h3>{title}</h3>
        <a class="close" href={onCloseHref} aria-label={`Close ${title}`}>
          Close
        </a>
      </header>
      {children}
    </section>
  );
}

/** A form control under its label, tied to it by id, so that the label alone names the control. */
export function Field({ label, children }: { label: ComponentChildren; children: VNode<{ id?: string }> }) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

interface TextFieldProps {
  label: ComponentChildren;
  name: string;
  type?: "text" | "number" | "email";
  required?: boolean;
  placeholder?: string;
  /** The id of a datalist of suggestions. */
  list?: string;
  min?: number;
  max?: number;
  step?: string;
}

/** A one-line field under its label. */
export function TextField({ label, ...input }: TextFieldProps) {
  return (
    <Field label={label}>
      <input {...input} />
    </Field>
  );
}
