// The provider each dynamic class stores for Pulumi's dynamic provider host: one line that requires
// the kind's shim by package name, which the host evaluates as `require(text).handler()`. Evaluated
// here as the host does, with the package's exports of `./shim/…` mapped onto the sources.
import * as fs from "node:fs";
import * as path from "node:path";
import * as pulumi from "@pulumi/pulumi";
import { providerKey } from "../../../provider/program/dynamic-resource";
import * as sp from "../../../provider/index";

const root = path.resolve(__dirname, "../../..");
const { exports: packageExports } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  exports: Record<string, { default: string }>;
};

/** What the host's `require` finds for a `pulumi-support-platform/shim/…` request: the package's export, in the sources. */
function requireShim(request: string): unknown {
  const shimPath = /^pulumi-support-platform\/shim\/(.+)$/.exec(request)?.[1];
  if (shimPath === undefined) throw new Error(`the stored provider requires ${request}`);
  // As Node resolves a subpath: its own export (a path kept for stacks deployed before a rename) before the pattern.
  const built = packageExports[`./shim/${shimPath}`]?.default ?? packageExports["./shim/*"]!.default.replace("*", shimPath); // ./dist/provider/…-shim.js
  return require(path.join(root, built.replace(/^\.\/dist\//, "").replace(/\.js$/, ".ts")));
}

/** The provider the host gets from a stored text. */
function runStoredProvider(text: string): unknown {
  const module = { exports: {} as { handler?: () => unknown } };
  new Function("exports", "require", "module", text)(module.exports, requireShim, module);
  return module.exports.handler!();
}

describe("the dynamic classes' stored provider", () => {
  const stored = new Map<string, unknown>();
  beforeAll(() =>
    pulumi.runtime.setMocks({
      newResource: (args) => {
        if (args.type.startsWith("pulumi-nodejs:")) stored.set(args.type, args.inputs[providerKey]);
        return { id: `${args.name}-id`, state: args.inputs };
      },
      call: () => ({}),
    }),
  );

  it("is, for every kind, a one-line require of that kind's shim, which the host runs as the kind's provider", async () => {
    await pulumi.runtime.runInPulumiStack(async () => {
      const resources = [
        new sp.Role("r", { name: "R", permissions: [] }),
        new sp.AccountAttributeValue("v", { attribute: "task_type", value: "Call" }),
        new sp.CsatRule("c", { teamId: "T1", name: "C", triggerConfig: {}, feedbackConfig: {} }),
        new sp.CsatSettings("s", { teamId: "T1" }),
        new sp.WebhookApp("w", { name: "W", slug: "w", eventsUrl: "https://hooks.example.com/", teamIds: ["T1"] }),
        new sp.Team("t", { name: "T" }),
        new sp.TeamMember("m", { teamId: "T1", userId: "U1" }),
        new sp.CsatRuleOrder("o", { teamId: "T1", ruleIds: ["C1"] }),
        new sp.TeamConfiguration("h", { teamId: "T1", timezone: "UTC" }),
      ];
      // The stack's outputs are awaited: every registration has reached the mocks.
      return { ids: resources.map((resource) => resource.id) };
    });
    const kinds = [
      "Role",
      "AccountAttributeValue",
      "CsatRule",
      "CsatSettings",
      "WebhookApp",
      "Team",
      "TeamMember",
      "CsatRuleOrder",
      "TeamConfiguration",
    ];
    expect([...stored.keys()].sort()).toEqual(kinds.map((kind) => `pulumi-nodejs:dynamic/supportplatform:${kind}`).sort());
    for (const [type, text] of stored) {
      // The shim of the type's own kind: AccountAttributeValue's is …/account-attribute-value.
      const kebab = type
        .split(":")
        .pop()!
        .replace(/(?<!^)([A-Z])/g, "-$1")
        .toLowerCase();
      expect({ type, text }).toEqual({
        type,
        text: expect.stringMatching(
          new RegExp(`^exports\\.handler = \\(\\) => require\\("pulumi-support-platform/shim/[\\w-]+/${kebab}"\\);\n$`),
        ),
      });
      const provider = runStoredProvider(text as string) as Record<string, unknown>;
      const calls = ["configure", "check", "diff", "create", "read", "update", "delete"];
      expect({ type, calls: calls.filter((call) => typeof provider[call] === "function") }).toEqual({ type, calls });
    }
  });
});
