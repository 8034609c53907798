// No credential appears in plain text anywhere a user can see: the API key, the password, an access
// token, and every webhook app's client secret and bot token are searched for, as sent and base64
// encoded, in every byte of `pulumi stack export` and of the CLI's output at the default level and
// at -v=8 (above it the engine itself logs provider configuration: see README), on success and in
// the errors of failed requests, with an access token and with a login.
import { platformPerTest } from "../../harness/platform-stack";

const teams = ["TACME00001", "TACME00002"];
const program = (version: string) => `
import * as sp from "pulumi-support-platform";
const version = ${JSON.stringify(version)};
const teams = ${JSON.stringify(teams)};
const ticketTypes = sp.getTicketTypesOutput({ teamId: teams[0]! });
new sp.Role("leads", { name: "Escalation leads", description: version, permissions: [{ resource: "tickets", actions: ["view"] }] });
new sp.AccountAttributeValue("vip", { attribute: "account_classification", value: "Secret VIP", icon: version });
new sp.CsatRule("survey", { teamId: teams[0]!, name: "Secret survey", description: version, triggerConfig: {}, feedbackConfig: {} });
const apps = teams.map((teamId, i) =>
  new sp.WebhookApp("hook-" + i, { name: "Hook " + version, slug: "secret-hook-" + i, eventsUrl: "https://hooks.example.test/events", teamIds: [teamId] }));
export const clientSecrets = apps.map((app) => app.clientSecret);
export const botTokens = apps.map((app) => app.botToken);
export const ticketTypeCount = ticketTypes.apply((types) => types.length);
`;

/** The names of the secrets found in `text`, as sent or base64 encoded. */
function leaked(text: string, secrets: Record<string, string>): string[] {
  return Object.entries(secrets)
    .filter(([, secret]) => text.includes(secret) || text.includes(Buffer.from(secret).toString("base64")))
    .map(([name]) => name);
}

describe("secrets", () => {
  const current = platformPerTest();

  it("appear nowhere in state or CLI output, on success and in failed requests' errors", async () => {
    const { platform } = current;
    const { admin, control } = platform;
    const login = await fetch(`${platform.apiUrl}/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const accessToken = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const stack = await current.stack({
      program: program("first"),
      projectName: "secrets",
      config: { "supportplatform:accessToken": { value: accessToken, secret: true }, "supportplatform:maxRetries": { value: "1" } },
    });

    await stack.up();
    // Updates refused by the server, through the API key (role, app) and the token (attribute value).
    for (const [method, path] of [
      ["PATCH", "/v1/roles/*"],
      ["PUT", "/v1/accounts/attributes/*"],
      ["PATCH", "/apps/*/update-app"],
    ]) {
      await control.addFault({ method: method!, path: path!, status: 500 });
    }
    stack.writeProgram(program("second"));
    const failure = String(((await stack.up({ logVerbosity: 8, logToStdErr: true }).catch((error: Error) => error)) as Error).message);
    expect(failure).toContain("update role failed with HTTP 500 after 1 retry");
    expect(failure).toContain("update account attribute value failed with HTTP 500 after 1 retry");
    // The same updates with a login instead of the token: the provider sends the password.
    await control.clearFaults();
    await stack.stack.removeConfig("supportplatform:accessToken");
    await stack.stack.setAllConfig({
      "supportplatform:email": { value: admin.email },
      "supportplatform:password": { value: admin.password, secret: true },
    });
    await stack.up();
    const [value] = await control
      .listResources("accountAttributeValues")
      .then((values) => values.filter((candidate) => candidate.value === "Secret VIP"));
    expect(value?.icon).toBe("second");
    const requests = await control.requests();
    // The test's own login for the token, then the provider's and the data source's, with the password.
    expect(requests.filter((request) => request.path === "/v1/auth/login").length).toBeGreaterThan(1);
    expect(requests.some((request) => request.method === "PUT" && request.principal?.via === "bearer")).toBe(true);

    const apps = await control.listResources("apps");
    const installations = await control.listResources("installations");
    expect(apps).toHaveLength(2);
    const secrets: Record<string, string> = { apiKey: admin.apiKey, password: admin.password, accessToken };
    for (const app of apps) secrets[`clientSecret of ${app.id}`] = app.clientSecret as string;
    for (const installation of installations) secrets[`botToken of ${installation.id}`] = installation.botToken as string;
    const state = await stack.exportText();
    const output = stack.output.join("");
    expect(output).toContain("Escalation leads");
    expect(state).toContain("Secret VIP");
    expect(leaked(output, secrets)).toEqual([]);
    expect(leaked(state, secrets)).toEqual([]);
  });
});
