// The emulator's web console: the organization, its records, the request log and the webhook
// deliveries, live, and the controls, all through the emulator's own `/_emulator` routes.
import { render } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { EmulatorControl } from "../../controls/client.js";
import type { OrganizationView as Organization } from "../../controls/organizations";
import type { ResourceTable } from "../../domains/state";
import { ControlsView } from "./controls-view.js";
import { DeliveriesView } from "./deliveries-view.js";
import { errorMessage } from "./format.js";
import { type LiveState, useLive } from "./live.js";
import { OrganizationView } from "./organization-view.js";
import { RequestsView } from "./requests-view.js";
import { ResourcesView } from "./resources-view.js";
import { href, type Route, useRoute, VIEWS } from "./router.js";
import { readSettings } from "./settings.js";
import { useLoaded } from "./use-loaded.js";

const settings = readSettings();

function App() {
  const control = useMemo(() => new EmulatorControl(location.origin), []);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | undefined>(undefined);
  const live = useLive(control, (message) => setNotice({ ok: false, message }));
  const route = useRoute();
  const organizations = useLoaded(control.organizations, [live.revision]);
  const [organizationId, setOrganizationId] = useState<string | undefined>(undefined);
  const organization = organizations.value?.find((candidate) => candidate.id === organizationId) ?? organizations.value?.[0];
  useEscapeClosesDetail(route);

  const act = (action: () => Promise<void>, done: string) =>
    action().then(
      () => setNotice({ ok: true, message: done }),
      (error: unknown) => setNotice({ ok: false, message: errorMessage(error) }),
    );

  return (
    <>
      <a class="skip" href="#main">
        Skip to the view
      </a>
      <header class="top">
        <h1>Support platform emulator</h1>
        <label for="organization">Organization</label>
        <select id="organization" value={organization?.id} onChange={(event) => setOrganizationId(event.currentTarget.value)}>
          {(organizations.value ?? []).map((candidate) => (
            <option value={candidate.id}>
              {candidate.name} ({candidate.id})
            </option>
          ))}
        </select>
        <span class={live.connected ? "connection live" : "connection down"} role="status">
          {live.connected ? "Live" : "Connecting…"}
        </span>
        <ResetButton onReset={() => act(control.reset, "Reset: the seed state, an empty log, no faults or deliveries")} />
      </header>
      <nav class="views" aria-label="Views">
        {VIEWS.map((view) => (
          <a href={href(view.id)} aria-current={route.view === view.id ? "page" : undefined}>
            {view.label}
            {view.id === "requests" && <span class="count">{live.requests.length}</span>}
            {view.id === "deliveries" && <span class="count">{live.deliveries.length}</span>}
          </a>
        ))}
      </nav>
      {notice !== undefined && (
        <p class={notice.ok ? "notice ok" : "notice failed"} role={notice.ok ? "status" : "alert"}>
          {notice.message}{" "}
          <button type="button" class="link" onClick={() => setNotice(undefined)}>
            Dismiss
          </button>
        </p>
      )}
      <main id="main" tabIndex={-1}>
        {organizations.error !== undefined && (
          <p class="notice failed" role="alert">
            {organizations.error}
          </p>
        )}
        {organization === undefined ? (
          <p class="empty">Loading…</p>
        ) : (
          <CurrentView
            route={route}
            control={control}
            live={live}
            organizations={organizations.value ?? []}
            organization={organization}
            onClearRequests={() => act(control.clearRequests, "The request log is empty")}
          />
        )}
      </main>
    </>
  );
}

interface CurrentViewProps {
  route: Route;
  control: EmulatorControl;
  live: LiveState;
  organizations: Organization[];
  organization: Organization;
  onClearRequests: () => void;
}

function CurrentView({ route, control, live, organizations, organization, onClearRequests }: CurrentViewProps) {
  const apps = useLoaded(() => control.listResources("apps"), [live.revision]);
  const [first, second] = route.parts;
  switch (route.view) {
    case "organization":
      return <OrganizationView organization={organization} />;
    case "resources": {
      const kind =
        settings.resourceKinds.find((candidate): candidate is ResourceTable => candidate === first) ?? settings.resourceKinds[0]!;
      return (
        <ResourcesView
          control={control}
          kinds={settings.resourceKinds}
          columnsOf={settings.resourceColumns}
          kind={kind}
          selectedId={second}
          organizationId={organization.id}
          revision={live.revision}
        />
      );
    }
    case "requests":
      return (
        <RequestsView
          requests={live.requests}
          organizations={organizations}
          selectedSeq={first === undefined ? undefined : Number(first)}
          onClear={onClearRequests}
        />
      );
    case "deliveries":
      return (
        <DeliveriesView
          control={control}
          deliveries={live.deliveries}
          apps={apps.value ?? []}
          selectedId={first === undefined ? undefined : Number(first)}
        />
      );
    case "controls":
      return (
        <ControlsView
          control={control}
          organization={organization}
          eventKinds={settings.eventKinds}
          revision={live.revision}
          requestCount={live.requests.length}
        />
      );
  }
}

/** Reset asks first, in a modal dialog (Escape or Cancel keeps everything). */
function ResetButton({ onReset }: { onReset: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" class="danger" onClick={() => dialog.current?.showModal()}>
        Reset…
      </button>
      <dialog ref={dialog} aria-labelledby="reset-title">
        <form method="dialog" onSubmit={(event) => (event.submitter as HTMLButtonElement | null)?.value === "reset" && onReset()}>
          <h2 id="reset-title">Reset the emulator?</h2>
          <p>
            Back to the seed state: records made since are gone, the request log and deliveries are emptied, faults removed, the rate limit
            as at start.
          </p>
          <div class="buttons">
            <button type="submit" value="cancel" autofocus>
              Cancel
            </button>
            <button type="submit" value="reset" class="danger">
              Reset
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

/** Escape closes an open record (back to its list), unless typing in a field or a dialog is open. */
function useEscapeClosesDetail(route: Route) {
  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || route.parts.length === 0) return;
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || document.querySelector("dialog[open]"))
        return;
      location.hash = route.view === "resources" ? href("resources", route.parts[0]!) : href(route.view);
    };
    addEventListener("keydown", close);
    return () => removeEventListener("keydown", close);
  }, [route]);
}

const root = document.getElementById("app")!;
root.replaceChildren(); // the page's "Loading" line
render(<App />, root);
