// The request log, live: newest first, filtered, each entry opening its request and answer.
import { useState } from "preact/hooks";
import type { OrganizationView } from "../../controls/organizations";
import type { RequestLogEntry } from "../../http/request-log";
import { BodyBlock, DataTable, Detail, Field } from "./components.js";
import { clockTime, statusClass } from "./format.js";
import { matchesFilter, NO_FILTER, NO_ORGANIZATION, type RequestFilter } from "./request-filter.js";
import { href } from "./router.js";

/** The table shows this many of the newest matching entries; the log itself keeps up to 10,000. */
const SHOWN = 500;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

interface RequestsProps {
  requests: RequestLogEntry[];
  organizations: OrganizationView[];
  selectedSeq: number | undefined;
  onClear: () => void;
}

export function RequestsView({ requests, organizations, selectedSeq, onClear }: RequestsProps) {
  const [filter, setFilter] = useState<RequestFilter>(NO_FILTER);
  const set = (field: keyof RequestFilter) => (event: Event) =>
    setFilter({ ...filter, [field]: (event.currentTarget as HTMLInputElement).value });
  const matching = requests.filter((entry) => matchesFilter(entry, filter));
  const shown = matching.slice(-SHOWN).reverse();
  const selected = requests.find((entry) => entry.seq === selectedSeq);
  return (
    <section aria-labelledby="requests-title">
      <div class="view-header">
        <h2 id="requests-title">
          Requests <span class="count">{requests.length}</span>
        </h2>
        <button type="button" onClick={onClear}>
          Clear the log
        </button>
      </div>
      <search aria-label="Filter the request log">
        <form class="filters" onSubmit={(event) => event.preventDefault()}>
          <Field label="Method">
            <select value={filter.method} onChange={set("method")}>
              <option value="">any</option>
              {METHODS.map((method) => (
                <option value={method}>{method}</option>
              ))}
            </select>
          </Field>
          <Field label="Path contains">
            <input type="search" value={filter.path} onInput={set("path")} placeholder="/v1/roles" />
          </Field>
          <Field label="Status">
            <input value={filter.status} onInput={set("status")} placeholder="201 or 4xx" size={8} />
          </Field>
          <Field label="Organization">
            <select value={filter.organizationId} onChange={set("organizationId")}>
              <option value="">any</option>
              {organizations.map((organization) => (
                <option value={organization.id}>{organization.name}</option>
              ))}
              <option value={NO_ORGANIZATION}>no known caller</option>
            </select>
          </Field>
          <button type="button" onClick={() => setFilter(NO_FILTER)}>
            Show all
          </button>
        </form>
      </search>
      <p class="summary" aria-live="polite">
        {matching.length === requests.length ? `${requests.length} requests` : `${matching.length} of ${requests.length} requests match`}
        {matching.length > SHOWN ? `; the newest ${SHOWN} are shown` : ""}
      </p>
      <DataTable<RequestLogEntry>
        caption="Request log, newest first"
        rows={shown}
        rowKey={(entry) => String(entry.seq)}
        rowHref={(entry) => href("requests", String(entry.seq))}
        selected={selectedSeq === undefined ? undefined : String(selectedSeq)}
        empty={
          requests.length === 0 ? "No requests yet: they appear here as the emulator receives them." : "No request matches the filter."
        }
        columns={[
          { label: "#", cell: (entry) => entry.seq, className: "number" },
          { label: "Time", cell: (entry) => clockTime(entry.time) },
          { label: "Host", cell: (entry) => entry.host },
          { label: "Method", cell: (entry) => <span class="method">{entry.method}</span> },
          { label: "Path", cell: (entry) => <code>{entry.path}</code> },
          {
            label: "Status",
            cell: (entry) => <span class={statusClass(entry.status)}>{entry.status === 0 ? "dropped" : entry.status}</span>,
          },
          { label: "Caller", cell: (entry) => (entry.principal ? `${entry.principal.userId} (${entry.principal.via})` : "") },
          { label: "ms", cell: (entry) => entry.durationMs, className: "number" },
          { label: "Fault", cell: (entry) => (entry.fault ? `${entry.fault.effect} ${entry.fault.id}` : "") },
        ]}
      />
      {selected !== undefined && <RequestDetail entry={selected} />}
    </section>
  );
}

function Headers({ headers, label }: { headers: Record<string, string>; label: string }) {
  const names = Object.keys(headers);
  if (names.length === 0) return <p class="empty">No headers</p>;
  return (
    <dl class="headers" aria-label={label}>
      {names.map((name) => (
        <>
          <dt>{name}</dt>
          <dd>{headers[name]}</dd>
        </>
      ))}
    </dl>
  );
}

function RequestDetail({ entry }: { entry: RequestLogEntry }) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(entry.query)) for (const item of [value].flat()) query.append(name, item);
  const queryText = query.toString();
  return (
    <Detail title={`Request ${entry.seq}`} onCloseHref={href("requests")}>
      <p>
        <span class="method">{entry.method}</span> <code>{`${entry.path}${queryText ? `?${queryText}` : ""}`}</code> on the {entry.host}{" "}
        host at {entry.time}, answered{" "}
        <span class={statusClass(entry.status)}>{entry.status === 0 ? "nothing (connection dropped)" : entry.status}</span> in{" "}
        {entry.durationMs} ms
        {entry.fault ? `, shaped by the fault ${entry.fault.id} (${entry.fault.effect})` : ""}.
      </p>
      <div class="exchange">
        <div>
          <h4>Request</h4>
          <Headers headers={entry.request.headers} label="Request headers" />
          <BodyBlock text={entry.request.body} label="Request body" />
        </div>
        <div>
          <h4>Response</h4>
          <Headers headers={entry.response.headers} label="Response headers" />
          <BodyBlock text={entry.response.body} label="Response body" />
        </div>
      </div>
    </Detail>
  );
}
