// Waits show while they happen, through the real CLI: a retry after a 503 and a wait for the rate
// limit (429) appear as Pulumi status lines in both faces, naming the operation, the cause and the
// wait, instead of a silent pause. (The export prints them on stderr: tests/e2e/export.)
import { nativeProject } from "../../harness/native-project";
import { platformPerTest } from "../../harness/platform-stack";

const program = (module: string) => `
import * as sp from "${module}";
new sp.Role("leads", { name: "Patient leads", permissions: [{ resource: "tickets", actions: ["view"] }] });
`;

describe("progress while waiting", () => {
  const current = platformPerTest();

  it.each([
    ["the dynamic face", (name: string) => ({ program: program("pulumi-support-platform"), projectName: name })],
    [
      "the native plugin",
      (name: string) => ({ projectDir: nativeProject(name, program("pulumi-support-platform/native")), projectName: name }),
    ],
  ])("%s: retries and rate-limit waits show as status lines", async (_face, project) => {
    const { platform } = current;
    const stack = await current.stack(project("progress"));
    // The create meets a 503, so its outcome is settled by a lookup, whose list meets a 503 and is
    // retried; the create then sent again meets a 429 and waits for the rate-limit window.
    await platform.control.addFault({ method: "POST", path: "/v1/roles", status: 503, times: 1 });
    await platform.control.addFault({ method: "GET", path: "/v1/roles*", status: 503, times: 1 });
    await platform.control.addFault({ method: "POST", path: "/v1/roles", status: 429, times: 1 });
    await stack.up();
    const output = stack.output.join("");
    expect(output).toMatch(/list roles: HTTP 503; retry 1 of 15 in \d+\.\d s/);
    expect(output).toMatch(/create role: rate-limited \(HTTP 429\); waiting \d+\.\d s for the rate-limit window \(wait 1 of 20\)/);
    // Status lines, not diagnostics: nothing stays behind once the run is over.
    expect(output.split("Diagnostics:")[1] ?? "").not.toContain("retry 1 of 15");
  });
});
