// What a face adds to a refused credential: the variable that stack config overrides, and, when the
// command runs on the configuration recorded in state (refresh, destroy), how to make it use the
// current one, saying so when the stack's configuration now holds another credential.
import { type ConfigurationFacts, explainingRefusal } from "../../../provider/adapters/credential-hints";
import { userMessage } from "../../../provider/core/errors";
import { CredentialRefusedError } from "../../../provider/http/credential-refused";
import { ApiError } from "../../../provider/http/errors";

const refusal = new CredentialRefusedError(new ApiError("uninstall app", 401, "Invalid API key"), ["apiKey"]);
const source = (values: Record<string, string>) => ({ get: (key: string) => values[key] });
const recorded = source({ "supportplatform:apiKey": "old-key" });
const facts = (more: Partial<ConfigurationFacts>): ConfigurationFacts => ({ source: recorded, env: {}, recordedInState: false, ...more });
const said = (more: Partial<ConfigurationFacts>) => userMessage(explainingRefusal(refusal, facts(more)));

describe("a refused credential, explained by the face", () => {
  it("in a run of the program, names the setting and nothing more", () => {
    expect(said({})).toBe(
      "uninstall app failed with HTTP 401: Invalid API key; the platform refused the credential of supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY): check that it is set, current and of this organization (ERR_UNAUTHORIZED)",
    );
  });

  it("on the configuration recorded in state, says how to use the current one", () => {
    expect(said({ recordedInState: true })).toContain(
      "; this command runs on the configuration recorded in the stack's state at its last update, not on its configuration now: run pulumi up to record the current one, or run this command with --run-program (ERR_UNAUTHORIZED)",
    );
  });

  it("says so when the stack's configuration now holds another key", () => {
    const message = said({ recordedInState: true, current: source({ "supportplatform:apiKey": "new-key" }) });
    expect(message).toContain("the stack's configuration now holds another supportplatform:apiKey than the one recorded in its state");
    expect(message).not.toMatch(/old-key|new-key/);
    expect(said({ recordedInState: true, current: recorded })).not.toContain("now holds another");
  });

  it("names the variable that the stack's config overrides", () => {
    expect(said({ env: { SUPPORT_PLATFORM_API_KEY: "right-key" } })).toContain(
      "SUPPORT_PLATFORM_API_KEY is set too, but supportplatform:apiKey in the stack's configuration wins over it",
    );
    expect(said({ env: { SUPPORT_PLATFORM_API_KEY: "old-key" } })).not.toContain("is set too");
  });

  it("leaves any other error as it is", () => {
    const other = new ApiError("read role", 500, "boom");
    expect(explainingRefusal(other, facts({ recordedInState: true }))).toBe(other);
  });
});
