// SlaPolicy through the dynamic-provider adapter and a real PlatformClient, against a scripted local
// server on the SLA host: raw answers; durations declared as numbers or numeric strings and answered
// either way are one value (never a diff); what create and update send; one list of the
// organization for every read; destroy retires the policy (no delete exists); the plan-time check
// agreeing with the emulator's.
import { createPolicySchema } from "../../../emulator/domains/sla-policies/schemas";
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { dataSourceFunctions } from "../../../provider/data-sources";
import { slaPolicyDefinition } from "../../../provider/sla-policies/definition";
import { testClient } from "../http/client-fixtures";
import { FakePlatform, notFound } from "../http/fake-platform";
import { slaPolicyTable } from "../reliability/invalid-inputs/sla-policy";
import { caseInput } from "../reliability/invalid-inputs/invalid-input-table";

const time = "2026-01-01T00:00:00.000Z";
const open = { entity: "ticket", field: "status", operator: "equals", values: [{ label: "Open" }] };
/** Policy SLA1 of team T1 as the platform answers it, its durations as `minutes` writes them. */
const serverPolicy = (minutes: (value: number) => unknown, overrides: Record<string, unknown> = {}) => ({
  name: "Standard",
  description: "Two hours",
  entityType: "ticket",
  filter: { all: [open], any: [] },
  policyMetrics: [
    {
      metric: "FIRST_RESPONSE_TIME",
      default: true,
      durationInMinutes: minutes(120),
      specific: [{ ...open, durationInMinutes: minutes(30) }],
    },
  ],
  pauseConditions: { all: [], any: [] },
  teamId: "T1",
  organizationId: "O1",
  version: 1,
  priority: 1,
  isActive: true,
  uid: "SLA1",
  createdAt: time,
  updatedAt: time,
  ...overrides,
});
const asString = (value: number) => String(value);
const asNumber = (value: number) => value;
const declared = {
  teamId: "T1",
  name: "Standard",
  description: "Two hours",
  filter: { all: [open] },
  policyMetrics: [{ metric: "FIRST_RESPONSE_TIME", durationInMinutes: 120, specific: [{ ...open, durationInMinutes: "30" }] }],
};

describe("SlaPolicy API calls", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  let client: ReturnType<typeof testClient>;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    client = testClient(platform.url);
    provider = dynamicProvider(slaPolicyDefinition, () => client);
  });
  afterEach(() => platform.stop());

  const routes = () => platform.requests.map((request) => `${request.method} ${request.path}`);
  const checked = async (inputs: Record<string, unknown>) => {
    const result = await provider.check!({}, inputs);
    expect(result.failures ?? []).toEqual([]);
    return result.inputs!;
  };

  it.each([
    ["numeric strings (the docs' examples)", asString],
    ["numbers", asNumber],
  ])("reads durations answered as %s as numbers, and shows no change against either way of declaring them", async (_, minutes) => {
    platform.on("GET /v1/sla/policy", { status: 200, body: [serverPolicy(minutes)] });
    const read = await provider.read!("SLA1", {});
    expect(read.props).toMatchObject({ policyMetrics: [{ durationInMinutes: 120, specific: [{ durationInMinutes: 30 }] }] });
    for (const news of [declared, { ...declared, policyMetrics: [{ ...declared.policyMetrics[0], durationInMinutes: "120" }] }]) {
      // A refresh keeps the outputs in the shape state recorded: the declared one.
      const refreshed = await provider.read!("SLA1", await checked(news));
      const diff = await provider.diff!("SLA1", refreshed.props, await checked(news));
      expect(diff.changes).toBe(false);
    }
    // One list of the organization serves every read.
    expect(routes()).toEqual(["GET /v1/sla/policy"]);
  });

  it("creates with POST on the SLA host, durations as numeric strings, no adoptId; the id is the uid", async () => {
    platform.on("POST /v1/sla/policy", { status: 201, body: serverPolicy(asString) });
    const created = await provider.create!(await checked(declared));
    expect(created.id).toBe("SLA1");
    expect(created.outs).toMatchObject({ version: 1, priority: 1, policyMetrics: [{ durationInMinutes: 120 }] });
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({
      teamId: "T1",
      name: "Standard",
      description: "Two hours",
      filter: { all: [open] },
      policyMetrics: [{ metric: "FIRST_RESPONSE_TIME", durationInMinutes: "120", specific: [{ ...open, durationInMinutes: "30" }] }],
    });
  });

  it("updates with PATCH by uid; destroy retires the policy with {isActive: false}, and one already gone is done", async () => {
    platform.on("PATCH /v1/sla/policy/SLA1", { status: 200, body: serverPolicy(asString, { description: "Three hours", version: 2 }) });
    const updated = await provider.update!("SLA1", {}, await checked({ ...declared, description: "Three hours" }));
    expect(updated.outs).toMatchObject({ description: "Three hours", version: 2 });
    await provider.delete!("SLA1", updated.outs);
    expect(routes()).toEqual(["PATCH /v1/sla/policy/SLA1", "PATCH /v1/sla/policy/SLA1"]);
    expect(JSON.parse(platform.requests[1]!.body)).toEqual({ isActive: false });
    platform.on("PATCH /v1/sla/policy/SLA1", notFound("SLA policy SLA1 not found"));
    await expect(provider.delete!("SLA1", updated.outs)).resolves.toBeUndefined();
  });

  it("an import by id records the policy as a person declares it (no metric's default: true or empty specific): no change against that declaration", async () => {
    platform.on("GET /v1/sla/policy", {
      status: 200,
      body: [
        serverPolicy(asString, {
          policyMetrics: [
            ...serverPolicy(asString).policyMetrics,
            { metric: "UPDATE_TIME", default: false, durationInMinutes: "60", specific: [] },
          ],
        }),
      ],
    });
    const imported = await provider.read!("SLA1", {});
    const { entity: _, ...openDeclared } = open;
    const expected = {
      teamId: "T1",
      name: "Standard",
      description: "Two hours",
      filter: { all: [openDeclared] },
      policyMetrics: [
        { metric: "FIRST_RESPONSE_TIME", durationInMinutes: 120, specific: [{ ...openDeclared, durationInMinutes: 30 }] },
        { metric: "UPDATE_TIME", durationInMinutes: 60, default: false },
      ],
    };
    // As the input schema normalizes them (it fills a condition's entity back in).
    expect(imported.inputs).toEqual(await checked(expected));
    const diff = await provider.diff!("SLA1", imported.props, await checked(expected));
    expect(diff.changes).toBe(false);
  });

  it("takes a policy missing from the list as deleted", async () => {
    platform.on("GET /v1/sla/policy", { status: 200, body: [] });
    expect((await provider.read!("SLA1", {})).id).toBeFalsy();
  });

  it("getSlaPolicies lists the organization's policies, or one team's, from one request", async () => {
    platform.on("GET /v1/sla/policy", {
      status: 200,
      body: [serverPolicy(asString), serverPolicy(asNumber, { uid: "SLA2", teamId: "T2", name: "Other" })],
    });
    const all = await dataSourceFunctions.getSlaPolicies!.read(client, {});
    expect((all as { id: string }[]).map((policy) => policy.id)).toEqual(["SLA1", "SLA2"]);
    const ofT2 = await dataSourceFunctions.getSlaPolicies!.read(client, { teamId: "T2" });
    expect(ofT2).toEqual([
      expect.objectContaining({ id: "SLA2", teamId: "T2", policyMetrics: [expect.objectContaining({ durationInMinutes: 120 })] }),
    ]);
    expect(routes()).toEqual(["GET /v1/sla/policy"]);
  });
});

describe("SlaPolicy check", () => {
  it("refuses every invalid body of the table that the emulator refuses too (the body the provider would send)", () => {
    // Cases on what the body does not carry the way the table writes it (adoptId is the provider's).
    const bodyCases = slaPolicyTable.cases.filter((invalid) => invalid.path !== "adoptId");
    expect(bodyCases.length).toBeGreaterThan(15);
    // isActive is the update's (the create takes none): left out of the create's body.
    const createBody = ({ isActive: _, ...body }: Record<string, unknown>) => body;
    expect(createPolicySchema.safeParse(createBody(slaPolicyTable.valid)).success).toBe(true);
    const acceptedByEmulator = bodyCases
      .filter((invalid) => createPolicySchema.safeParse(createBody(caseInput(slaPolicyTable, invalid))).success)
      .map((invalid) => invalid.problem);
    expect(acceptedByEmulator).toEqual([]);
  });
});
