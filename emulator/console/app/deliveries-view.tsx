// Webhook deliveries, live: which app got which event at which URL, every attempt with its status
// and timing, the payload, and a button that sends it again.
import { useState } from "preact/hooks";
import type { EmulatorControl, StoredRecord } from "../../controls/client";
import type { DeliveryRecord } from "../../domains/events/delivery";
import { DataTable, Detail, JsonBlock, OutcomeLine, type Outcome } from "./components.js";
import { clockTime, errorMessage, statusClass } from "./format.js";
import { href } from "./router.js";

/** An event's kind (`type`, the spec's field) or an installation change's (`event_type`, the docs'). */
export function eventKindOf(delivery: DeliveryRecord): string {
  const { type, event_type: installationType } = delivery.body;
  return typeof type === "string" ? type : typeof installationType === "string" ? installationType : "";
}

const attemptStatuses = (delivery: DeliveryRecord) =>
  delivery.attemptLog.map((attempt) => (attempt.responseStatus === undefined ? "no answer" : String(attempt.responseStatus))).join(", ");

interface DeliveriesProps {
  control: EmulatorControl;
  deliveries: DeliveryRecord[];
  apps: StoredRecord[];
  selectedId: number | undefined;
}

export function DeliveriesView({ control, deliveries, apps, selectedId }: DeliveriesProps) {
  const appName = (id: string) => {
    const name = apps.find((app) => app.id === id)?.name;
    return typeof name === "string" ? name : id;
  };
  const selected = deliveries.find((delivery) => delivery.id === selectedId);
  return (
    <section aria-labelledby="deliveries-title">
      <div class="view-header">
        <h2 id="deliveries-title">
          Webhook deliveries <span class="count">{deliveries.length}</span>
        </h2>
        <button type="button" onClick={() => void control.clearDeliveries()}>
          Clear deliveries
        </button>
      </div>
      <DataTable<DeliveryRecord>
        caption="Webhook deliveries, newest first"
        rows={[...deliveries].reverse()}
        rowKey={(delivery) => String(delivery.id)}
        rowHref={(delivery) => href("deliveries", String(delivery.id))}
        selected={selectedId === undefined ? undefined : String(selectedId)}
        empty="No deliveries yet: an event reaches the apps installed in its team whose manifest has a webhook URL."
        columns={[
          { label: "#", cell: (delivery) => delivery.id, className: "number" },
          { label: "Created", cell: (delivery) => clockTime(delivery.createdAt) },
          { label: "Event", cell: (delivery) => <code>{eventKindOf(delivery)}</code> },
          { label: "App", cell: (delivery) => appName(delivery.appId) },
          { label: "URL", cell: (delivery) => <code>{delivery.url}</code> },
          { label: "Outcome", cell: (delivery) => <span class={`delivery-${delivery.status}`}>{delivery.status}</span> },
          {
            label: "Receiver answered",
            cell: (delivery) => <span class={statusClass(delivery.responseStatus)}>{attemptStatuses(delivery)}</span>,
          },
        ]}
      />
      {selected !== undefined && <DeliveryDetail control={control} delivery={selected} appName={appName(selected.appId)} />}
    </section>
  );
}

function DeliveryDetail({ control, delivery, appName }: { control: EmulatorControl; delivery: DeliveryRecord; appName: string }) {
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const redeliver = async () => {
    try {
      await control.redeliver(delivery.id);
      setOutcome({ ok: true, message: `Sending delivery ${delivery.id} again, as a new delivery` });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    }
  };
  return (
    <Detail title={`Delivery ${delivery.id}`} onCloseHref={href("deliveries")}>
      <p>
        <code>{eventKindOf(delivery)}</code> ({delivery.kind}) to {appName} (<code>{delivery.appId}</code>) at <code>{delivery.url}</code>:{" "}
        <span class={`delivery-${delivery.status}`}>{delivery.status}</span>
        {delivery.redeliveryOf !== undefined && <> (sent again from delivery {delivery.redeliveryOf})</>}
        {delivery.error !== undefined && <>; last error: {delivery.error}</>}
      </p>
      <div class="buttons">
        <button type="button" onClick={redeliver}>
          Send again
        </button>
      </div>
      <OutcomeLine outcome={outcome} />
      <h4>Attempts</h4>
      <DataTable
        caption={`Attempts of delivery ${delivery.id}`}
        rows={delivery.attemptLog}
        rowKey={(attempt) => attempt.startedAt}
        empty="No attempt yet"
        columns={[
          { label: "Started", cell: (attempt) => clockTime(attempt.startedAt) },
          {
            label: "Status",
            cell: (attempt) => <span class={statusClass(attempt.responseStatus)}>{attempt.responseStatus ?? "no answer"}</span>,
          },
          { label: "ms", cell: (attempt) => attempt.durationMs, className: "number" },
          { label: "Error", cell: (attempt) => attempt.error ?? "" },
        ]}
      />
      <h4>Payload</h4>
      <JsonBlock value={delivery.body} label={`Payload of delivery ${delivery.id}`} />
    </Detail>
  );
}
