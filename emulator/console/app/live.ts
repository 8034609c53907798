// The console's live view of the emulator, over Server-Sent Events (`/_emulator/stream`): the
// request log and the webhook deliveries as they change, and a revision that goes up whenever the
// state changes, for the views that show records to read them again. On `ready` (and after a list
// was cleared) the lists are read afresh; changes that arrive meanwhile are merged in, and a load
// overtaken by a newer one is dropped. EventSource reconnects by itself, and every `ready` starts over.
import { useEffect, useState } from "preact/hooks";
import type { RequestLogEntry } from "../../http/request-log";
import type { DeliveryRecord } from "../../domains/events/delivery";
import type { EmulatorControl } from "../../controls/client";
import { mergeByKey, upsertByKey } from "./live-lists.js";

export interface LiveState {
  connected: boolean;
  requests: RequestLogEntry[];
  deliveries: DeliveryRecord[];
  /** Goes up with every change of the emulator's state. */
  revision: number;
}

const seqOf = (entry: RequestLogEntry) => entry.seq;
const idOf = (delivery: DeliveryRecord) => delivery.id;

/** One list kept live: loads replace it, stream changes update it, and changes during a load are replayed onto it. */
class LiveList<T> {
  items: T[] = [];
  private loading = 0;
  private arrived: T[] = [];

  constructor(
    private readonly key: (item: T) => number,
    private readonly load: () => Promise<T[]>,
    private readonly changed: () => void,
  ) {}

  async reload(): Promise<void> {
    const mine = ++this.loading;
    this.arrived = [];
    const loaded = await this.load();
    if (mine !== this.loading) return;
    this.items = mergeByKey(loaded, this.arrived, this.key);
    this.arrived = [];
    this.loading = 0;
    this.changed();
  }

  take(item: T): void {
    if (this.loading !== 0) this.arrived.push(item);
    this.items = upsertByKey(this.items, item, this.key);
    this.changed();
  }

  /** Emptied on the server: empty here, then read again (a load under way may predate the clearing). */
  clear(): Promise<void> {
    this.items = [];
    this.changed();
    return this.reload();
  }
}

export function useLive(control: EmulatorControl, onError: (message: string) => void): LiveState {
  const [state, setState] = useState<LiveState>({ connected: false, requests: [], deliveries: [], revision: 0 });

  useEffect(() => {
    let revision = 0;
    let connected = false;
    const publish = () => setState({ connected, requests: requests.items, deliveries: deliveries.items, revision });
    const requests = new LiveList(seqOf, control.requests, publish);
    const deliveries = new LiveList(idOf, control.deliveredEvents, publish);
    const failed = (error: unknown) => onError(error instanceof Error ? error.message : String(error));

    const source = new EventSource("/_emulator/stream");
    const on = (event: string, handle: (data: unknown) => void) =>
      source.addEventListener(event, (message: MessageEvent<string>) => handle(JSON.parse(message.data)));
    on("ready", () => {
      connected = true;
      revision++;
      requests.reload().catch(failed);
      deliveries.reload().catch(failed);
    });
    on("request", (entry) => requests.take(entry as RequestLogEntry));
    on("requests-cleared", () => requests.clear().catch(failed));
    on("delivery", (delivery) => deliveries.take(delivery as DeliveryRecord));
    on("deliveries-cleared", () => deliveries.clear().catch(failed));
    on("state", () => {
      revision++;
      publish();
    });
    source.addEventListener("error", () => {
      connected = false;
      publish();
    });
    return () => source.close();
  }, [control]);

  return state;
}
