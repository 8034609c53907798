// Every kind of record the emulator holds for the organization, as a table per kind; a record's
// detail shows it whole, and can change or delete it out of band, as the platform's dashboard would.
import type { EmulatorControl, StoredRecord } from "../../controls/client";
import type { ResourceTable } from "../../domains/state";
import type { ConsoleSettings } from "../settings";
import { type Column, DataTable, Detail, Field, JsonBlock, OutcomeLine, type Outcome } from "./components.js";
import { cellText, errorMessage, valueAt } from "./format.js";
import { href } from "./router.js";
import { useLoaded } from "./use-loaded.js";
import { useState } from "preact/hooks";

interface ResourcesProps {
  control: EmulatorControl;
  kinds: readonly ResourceTable[];
  /** The fields each kind's table shows after the id (the emulator's domains give them); the detail shows the whole record. */
  columnsOf: ConsoleSettings["resourceColumns"];
  kind: ResourceTable;
  selectedId: string | undefined;
  organizationId: string;
  revision: number;
}

export function ResourcesView({ control, kinds, columnsOf, kind, selectedId, organizationId, revision }: ResourcesProps) {
  const records = useLoaded(() => control.listResources(kind, organizationId, { credentials: "masked" }), [kind, organizationId, revision]);
  const selected = records.value?.find((record) => record.id === selectedId);
  const columns: Column<StoredRecord>[] = [
    { label: "Id", cell: (record) => <code>{record.id}</code> },
    ...columnsOf[kind].map((field) => ({
      label: field.replace(/^manifest\./, ""),
      cell: (record: StoredRecord) => cellText(valueAt(record, field)),
    })),
  ];
  return (
    <section aria-labelledby="resources-title" class="with-sidebar">
      <nav aria-label="Resource kinds" class="sidebar">
        <h2 id="resources-title">Resources</h2>
        <ul>
          {kinds.map((candidate) => (
            <li>
              <a href={href("resources", candidate)} aria-current={candidate === kind ? "page" : undefined}>
                {candidate}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div class="content">
        <h3>
          {kind} <span class="count">{records.value?.length ?? ""}</span>
        </h3>
        {records.error !== undefined && (
          <p class="outcome failed" role="alert">
            {records.error}
          </p>
        )}
        <DataTable<StoredRecord>
          caption={`${kind} of the organization`}
          columns={columns}
          rows={records.value ?? []}
          rowKey={(record) => record.id}
          rowHref={(record) => href("resources", kind, record.id)}
          selected={selectedId}
          empty={records.value === undefined ? "Loading…" : `No ${kind} in this organization`}
        />
        {selected !== undefined && <RecordDetail control={control} kind={kind} record={selected} />}
        {selectedId !== undefined && selected === undefined && records.value !== undefined && (
          <p class="empty">
            No {kind} record {selectedId} in this organization. <a href={href("resources", kind)}>Back to the list</a>
          </p>
        )}
      </div>
    </section>
  );
}

function RecordDetail({ control, kind, record }: { control: EmulatorControl; kind: ResourceTable; record: StoredRecord }) {
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const patch = async (event: SubmitEvent) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget as HTMLFormElement).get("patch");
    let partial: unknown;
    try {
      partial = JSON.parse(String(text));
    } catch (error) {
      return setOutcome({ ok: false, message: `The change is not JSON: ${errorMessage(error)}` });
    }
    if (partial === null || typeof partial !== "object" || Array.isArray(partial))
      return setOutcome({ ok: false, message: "The change must be a JSON object" });
    try {
      await control.patchResource(kind, record.id, partial as Record<string, unknown>);
      setOutcome({ ok: true, message: `Changed ${record.id}` });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    }
  };
  const remove = async () => {
    try {
      await control.deleteResource(kind, record.id);
      location.hash = href("resources", kind);
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    }
  };
  return (
    <Detail title={`${kind} ${record.id}`} onCloseHref={href("resources", kind)}>
      <JsonBlock value={record} label={`The record ${record.id}`} />
      <form class="inline-form" onSubmit={patch}>
        <Field label="Change fields (a JSON object, merged into the record, as a change in the dashboard)">
          <textarea name="patch" rows={3} placeholder='{"name": "Changed in the dashboard"}' required />
        </Field>
        <div class="buttons">
          <button type="submit">Change</button>
          <button type="button" class="danger" onClick={remove}>
            Delete {record.id}
          </button>
        </div>
      </form>
      <OutcomeLine outcome={outcome} />
    </Detail>
  );
}
