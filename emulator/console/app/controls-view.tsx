// Small forms for what the controls can do: create a ticket, an account, a comment or a survey, fire
// any event kind, set the rate limit, add and remove faults. Each goes through its control route,
// which validates it; the answer, or the route's refusal, shows under the form.
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import type { EmulatorControl, FaultRuleRequest } from "../../controls/client";
import type { FaultRule } from "../../http/faults";
import type { OrganizationView } from "../../controls/organizations";
import { DataTable, Field, OutcomeLine, type Outcome, TextField } from "./components.js";
import { defined, type FormFields, submitting } from "./forms.js";
import { useLoaded } from "./use-loaded.js";

interface ControlsProps {
  control: EmulatorControl;
  organization: OrganizationView;
  eventKinds: readonly string[];
  revision: number;
  /** Requests logged so far: fault rules count their uses as requests pass. */
  requestCount: number;
}

/** A form whose button says what its title says. */
function ControlForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (fields: FormFields) => Promise<string>;
  children: ComponentChildren;
}) {
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const id = `form-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section class="card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <form onSubmit={submitting(onSubmit, setOutcome)}>
        {children}
        <div class="buttons">
          <button type="submit">{title}</button>
        </div>
      </form>
      <OutcomeLine outcome={outcome} />
    </section>
  );
}

function TeamSelect({ organization, optional }: { organization: OrganizationView; optional?: string }) {
  return (
    <Field label="Team">
      <select name="teamId" required={optional === undefined}>
        {optional !== undefined && <option value="">{optional}</option>}
        {organization.teams.map((team) => (
          <option value={team.id}>
            {team.name} ({team.id})
          </option>
        ))}
      </select>
    </Field>
  );
}

function UserSelect({ organization, name, label, none }: { organization: OrganizationView; name: string; label: string; none: string }) {
  return (
    <Field label={label}>
      <select name={name}>
        <option value="">{none}</option>
        {organization.users.map((user) => (
          <option value={user.id}>
            {user.name} ({user.role}, {user.id})
          </option>
        ))}
      </select>
    </Field>
  );
}

export function ControlsView({ control, organization, eventKinds, revision, requestCount }: ControlsProps) {
  const tickets = useLoaded(() => control.listResources("tickets", organization.id), [organization.id, revision]);
  return (
    <section aria-labelledby="controls-title">
      <h2 id="controls-title">Controls</h2>
      <p class="hint">
        Act as the platform's dashboard would in <strong>{organization.name}</strong>: records made here fire the events the platform sends,
        to every webhook app installed in their team.
      </p>
      <div class="cards">
        <ControlForm
          title="Create a ticket"
          onSubmit={async (fields) => {
            const created = await control.createTicket(
              fields.texts(["teamId", "title"], ["description", "priority", "assigneeId", "requestorEmail"]),
            );
            return `Created ticket ${created.id}; ticket:created sent`;
          }}
        >
          <TeamSelect organization={organization} />
          <TextField label="Title" name="title" required />
          <Field label="Description">
            <textarea name="description" rows={2} />
          </Field>
          <Field label="Priority">
            <select name="priority">
              <option value="">medium (default)</option>
              <option value="low">low</option>
              <option value="high">high</option>
              <option value="urgent">urgent</option>
            </select>
          </Field>
          <UserSelect organization={organization} name="assigneeId" label="Assignee" none="nobody" />
          <TextField label="Requestor e-mail" name="requestorEmail" type="email" placeholder="customer@example.test" />
        </ControlForm>

        <ControlForm
          title="Create an account"
          onSubmit={async (fields) => {
            const created = await control.createAccount(fields.texts(["teamId", "name"], ["website", "health"]));
            return `Created account ${created.id}; account:created sent`;
          }}
        >
          <TeamSelect organization={organization} />
          <TextField label="Name" name="name" required />
          <TextField label="Website" name="website" placeholder="https://example.test" />
          <TextField label="Health" name="health" placeholder="healthy" />
        </ControlForm>

        <ControlForm
          title="Create a comment"
          onSubmit={async (fields) => {
            const created = await control.createComment(fields.texts(["ticketId", "content"], ["authorId"]));
            return `Created comment ${created.id}; ticket:comment:created sent`;
          }}
        >
          <Field label="Ticket">
            <select name="ticketId" required>
              {(tickets.value ?? []).map((ticket) => (
                <option value={ticket.id}>
                  {String(ticket.title)} ({ticket.id})
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={
              <>
                Content (an <code>@U…</code> user id mentions that user)
              </>
            }
          >
            <textarea name="content" rows={2} required />
          </Field>
          <UserSelect organization={organization} name="authorId" label="Author" none="the organization's admin" />
        </ControlForm>

        <ControlForm
          title="Create a survey"
          onSubmit={async (fields) => {
            const created = await control.createSurvey({
              ...fields.texts(["teamId"], ["ticketId", "ruleId"]),
              ...defined({ expiresInSeconds: fields.number("expiresInSeconds") }),
            });
            return `Created survey ${created.id} with token ${created.token}`;
          }}
        >
          <TeamSelect organization={organization} />
          <TextField label="Ticket id" name="ticketId" placeholder="optional" />
          <TextField label="CSAT rule id" name="ruleId" placeholder="optional" />
          <TextField label="Expires in (seconds; negative: already expired)" name="expiresInSeconds" type="number" placeholder="7 days" />
        </ControlForm>

        <ControlForm
          title="Fire an event"
          onSubmit={async (fields) => {
            const type = fields.text("type") ?? "";
            const eventId = await control.emitEvent({
              type,
              organizationId: organization.id,
              teamId: fields.text("teamId") ?? null,
              userId: fields.text("userId") ?? null,
              ...defined({ data: fields.json("data", "Data") }),
            });
            return `Fired ${type} (event ${eventId})`;
          }}
        >
          <TextField label="Kind" name="type" list="event-kinds" required placeholder="ticket:created" />
          <datalist id="event-kinds">
            {eventKinds.map((kind) => (
              <option value={kind} />
            ))}
          </datalist>
          <TeamSelect organization={organization} optional="the whole organization" />
          <UserSelect organization={organization} name="userId" label="Acting user" none="none" />
          <Field label="Data (JSON)">
            <textarea name="data" rows={3} placeholder='{"ticket": {"id": "TK…"}}' />
          </Field>
        </ControlForm>

        <RateLimitForm control={control} revision={revision} />
      </div>
      <FaultsPanel control={control} revision={revision} requestCount={requestCount} />
    </section>
  );
}

function RateLimitForm({ control, revision }: { control: EmulatorControl; revision: number }) {
  const [changes, setChanges] = useState(0);
  const current = useLoaded(control.rateLimit, [revision, changes]);
  const shown =
    current.value === undefined
      ? "…"
      : current.value === false
        ? "off"
        : `${current.value.limit} requests per ${current.value.windowSeconds} s`;
  return (
    <ControlForm
      title="Set the rate limit"
      onSubmit={async (fields) => {
        const off = fields.text("limit") === "off";
        const settings = await control.setRateLimit(off ? false : (fields.number("limit") ?? Number.NaN), fields.number("windowSeconds"));
        setChanges(changes + 1);
        return settings === false ? "Rate limiting is off" : `Now ${settings.limit} requests per ${settings.windowSeconds} s`;
      }}
    >
      <p>
        Now: <strong>{shown}</strong> per user, organization and IP.
      </p>
      <TextField
        label={
          <>
            Limit (a number, or <code>off</code>)
          </>
        }
        name="limit"
        required
        placeholder="60"
      />
      <TextField label="Window (seconds; kept when blank)" name="windowSeconds" type="number" min={1} placeholder="60" />
    </ControlForm>
  );
}

function FaultsPanel({ control, revision, requestCount }: { control: EmulatorControl; revision: number; requestCount: number }) {
  const [changes, setChanges] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const faults = useLoaded(control.faults, [revision, changes, requestCount]);
  const changed = (message: string) => {
    setChanges(changes + 1);
    return message;
  };
  const remove = async (id: string) => {
    try {
      await control.removeFault(id);
      setOutcome({ ok: true, message: changed(`Removed fault ${id}`) });
    } catch (error) {
      setOutcome({ ok: false, message: String(error) });
    }
  };
  return (
    <section class="card wide" aria-labelledby="faults-title">
      <h3 id="faults-title">Faults</h3>
      <DataTable<FaultRule>
        caption="Fault rules"
        rows={faults.value ?? []}
        rowKey={(fault) => fault.id}
        empty="No faults: every platform call is answered normally."
        columns={[
          { label: "Id", cell: (fault) => <code>{fault.id}</code> },
          { label: "Host", cell: (fault) => fault.host ?? "any" },
          { label: "Method", cell: (fault) => fault.method ?? "any" },
          { label: "Path", cell: (fault) => <code>{fault.path}</code> },
          { label: "Effect", cell: describeEffect },
          {
            label: "Applied",
            cell: (fault) => `${fault.applied}${fault.times === undefined ? "" : ` of ${fault.times}`}`,
            className: "number",
          },
          {
            label: "",
            cell: (fault) => (
              <button type="button" onClick={() => void remove(fault.id)} aria-label={`Remove fault ${fault.id}`}>
                Remove
              </button>
            ),
          },
        ]}
      />
      <OutcomeLine outcome={outcome} />
      <ControlForm
        title="Add a fault"
        onSubmit={async (fields) => {
          const effect = fields.text("effect");
          const rule: FaultRuleRequest = {
            path: fields.text("path") ?? "",
            ...defined({
              host: fields.text("host") as FaultRuleRequest["host"],
              method: fields.text("method"),
              status: effect === "status" ? fields.number("status") : undefined,
              reset: effect === "reset" ? true : undefined,
              commitThenDrop: effect === "commitThenDrop" ? true : undefined,
              latencyMs: fields.number("latencyMs"),
              probability: fields.number("probability"),
              times: fields.number("times"),
            }),
          };
          return changed(`Added fault ${await control.addFault(rule)}`);
        }}
      >
        <TextField
          label={
            <>
              Path (a glob such as <code>/v1/roles*</code>, or a regular expression starting with <code>^</code>)
            </>
          }
          name="path"
          required
          placeholder="/v1/roles*"
        />
        <Field label="Host">
          <select name="host">
            <option value="">any</option>
            <option value="base">base</option>
            <option value="api">api</option>
            <option value="apps">apps</option>
            <option value="sla">sla</option>
            <option value="workflows">workflows</option>
          </select>
        </Field>
        <Field label="Method">
          <select name="method">
            <option value="">any</option>
            {["GET", "POST", "PUT", "PATCH", "DELETE"].map((method) => (
              <option value={method}>{method}</option>
            ))}
          </select>
        </Field>
        <Field label="Effect">
          <select name="effect">
            <option value="status">answer an error status</option>
            <option value="reset">drop the connection, doing nothing</option>
            <option value="commitThenDrop">do the call, then drop the connection</option>
            <option value="">latency only</option>
          </select>
        </Field>
        <TextField label="Status" name="status" type="number" placeholder="503" />
        <TextField label="Latency (ms)" name="latencyMs" type="number" min={0} />
        <TextField label="Probability (0 to 1)" name="probability" type="number" min={0} max={1} step="any" placeholder="1" />
        <TextField label="Times" name="times" type="number" min={1} placeholder="unlimited" />
      </ControlForm>
    </section>
  );
}

function describeEffect(fault: FaultRule): string {
  const effect =
    fault.status !== undefined
      ? `answers ${fault.status}`
      : fault.reset
        ? "drops the connection"
        : fault.commitThenDrop
          ? "does the call, then drops the connection"
          : fault.failStreamAfter !== undefined
            ? `fails a stream after ${fault.failStreamAfter} pages`
            : "";
  const latency = fault.latencyMs === undefined ? "" : `${effect ? ", " : ""}waits ${[fault.latencyMs].flat().join("–")} ms`;
  return `${effect}${latency}${fault.probability === undefined ? "" : ` (probability ${fault.probability})`}`;
}
