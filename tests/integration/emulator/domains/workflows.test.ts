// Workflows on their own host: raw answers, `uniqueIdentifier` stable and `uid` per version; the
// event and activity registries; the filter language's operators; the steps' dependencies.
import type { ErrorBody } from "../../../../emulator/errors";
import { call, expectRefusedUnchanged, seedTeams, seedUser, useEmulator } from "../support";

const emulator = useEmulator();
const admin = () => seedUser(emulator(), "Organization Admin").apiKey;
const workflows = <T = Workflow & ErrorBody>(method: string, path: string, body?: unknown, apiKey = admin()) =>
  call<T>(`${emulator().workflowsUrl}${path}`, { method, apiKey, body });

type Workflow = { uid: string; uniqueIdentifier: string; name: string; version: number; isActive: boolean } & Record<string, unknown>;
interface Registry<T> {
  data: T[];
}

const updateTicket = (stepIdentifier: number, dependencies: string[] = []) => ({
  stepIdentifier,
  activity: { uniqueIdentifier: "tickets:update-ticket-platform", autoUpgradeToLatestVersion: true, version: 1 },
  input: { ticketId: "{{context.ticket.id}}", priorityId: "P1" },
  retryPolicy: { maximumAttempts: 3, initialInterval: 1, backoffCoefficient: 2 },
  onFailure: "ABORT",
  dependencies,
});

const escalate = {
  name: "Escalate VIPs",
  type: "MANUAL",
  subType: "WORKFLOW",
  triggerEvent: "ticket:created",
  filters: {
    "~and": [{ "{{context.ticket.title}}": { "~starts": "VIP" } }, { "{{context.ticket.priorityName}}": { "~in": ["High", "Urgent"] } }],
  },
  annotations: [
    { entityType: "Ticket", requiredFields: { ticketId: "{{context.ticket.id}}" }, relations: ["account"], pathToAnnotate: "ticket" },
  ],
  workflowDefinition: [updateTicket(1), updateTicket(2, ["1"])],
  executingAgent: "agent-1",
};

const create = (body: unknown = escalate) => workflows("POST", "/api/v1/workflows", body);

describe("workflows", () => {
  test("create answers 201 raw in the docs' order: a uid, a uniqueIdentifier, version 1 and the registry's trigger event", async () => {
    const answer = await create({ ...escalate, teamId: seedTeams(emulator())[0]!.id, metadata: { owner: "ops" } });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body)).toEqual([
      "uid",
      "type",
      "subType",
      "uniqueIdentifier",
      "name",
      "version",
      "triggerEvent",
      "filters",
      "annotations",
      "workflowDefinition",
      "executingAgent",
      "isActive",
      "createdAt",
      "updatedAt",
      "createdBy",
      "teamId",
      "metadata",
    ]);
    expect(answer.body).toMatchObject({
      uid: expect.stringMatching(/^[A-Z0-9]{29}$/),
      uniqueIdentifier: expect.stringMatching(/^[A-Z0-9]{29}$/),
      version: 1,
      isActive: true,
      triggerEvent: {
        uid: expect.stringMatching(/^[A-Z0-9]{29}$/),
        eventName: "ticket:created",
        source: "platform_app",
        description: expect.any(String),
      },
      workflowDefinition: escalate.workflowDefinition,
      filters: escalate.filters,
      createdBy: seedUser(emulator(), "Organization Admin").id,
      metadata: { owner: "ops" },
    });
  });

  test("the trigger may be the event's name (REST) or {uid, eventName} (MCP); executingAgent, type and teamId are optional (MCP, REST)", async () => {
    const events = (await workflows<Registry<{ uid: string; eventName: string }>>("GET", "/api/v1/registry/events")).body.data;
    const archived = events.find((event) => event.eventName === "ticket:archived")!;
    const { executingAgent: _agent, type: _type, subType: _subType, ...minimal } = escalate;
    const answer = await create({ ...minimal, triggerEvent: { uid: archived.uid, eventName: "ticket:archived" } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ type: "MANUAL", subType: "WORKFLOW", executingAgent: null, teamId: null, triggerEvent: archived });
    const mismatched = await expectRefusedUnchanged(emulator(), ["workflows"], () =>
      create({ ...escalate, triggerEvent: { uid: archived.uid, eventName: "ticket:created" } }),
    );
    expect(mismatched.body.problems).toEqual([expect.stringMatching(/^triggerEvent\.uid [A-Z0-9]{29} is not the uid of ticket:created/)]);
    const unknown = await expectRefusedUnchanged(emulator(), ["workflows"], () => create({ ...escalate, triggerEvent: "ticket:exploded" }));
    expect(unknown.body.problems).toEqual(["triggerEvent ticket:exploded is not an event of the registry"]);
  });

  test("name, triggerEvent and workflowDefinition are required (what every revision requires)", async () => {
    const answer = await expectRefusedUnchanged(emulator(), ["workflows"], () => create({ type: "MANUAL" }));
    expect(answer.body.problems).toEqual(["name is required", "triggerEvent is required", "workflowDefinition is required"]);
  });

  test("each step's activity must be an active activity of the registry, at a version it has, with the inputs it requires", async () => {
    const answer = await expectRefusedUnchanged(emulator(), ["workflows"], () =>
      create({
        ...escalate,
        workflowDefinition: [
          { stepIdentifier: 1, activity: { uniqueIdentifier: "tickets:explode-ticket" }, input: {} },
          { stepIdentifier: 2, activity: { uniqueIdentifier: "tickets:add-comment-platform", version: 7 }, input: { ticketId: "x" } },
          {
            stepIdentifier: 3,
            activity: { uniqueIdentifier: "workflows:sleep-platform" },
            input: { durationInSeconds: 60 },
            onFailure: "COMPENSATE",
          },
          { ...updateTicket(4), requireApproval: true },
        ],
      }),
    );
    expect(answer.body.problems).toEqual([
      "workflowDefinition.0.activity.uniqueIdentifier tickets:explode-ticket is not an activity of the registry",
      "workflowDefinition.1.activity.version 7 is not a version of tickets:add-comment-platform (latest: 1)",
      "workflowDefinition.1.input.content is required by tickets:add-comment-platform",
      "workflowDefinition.2.compensationActivity is required when onFailure is COMPENSATE",
      "workflowDefinition.3.approver is required when requireApproval is true",
    ]);
  });

  test("the older step shape (approverType USER, approver a string, approvalTimeout) and the newer (approver an object) are both accepted", async () => {
    const older = { ...updateTicket(1), requireApproval: true, approverType: "USER", approver: "U123", approvalTimeout: 3600 };
    const newer = { ...updateTicket(2), requireApproval: true, approver: { type: "USER", id: "U123" } };
    expect((await create({ ...escalate, workflowDefinition: [older, newer] })).status).toBe(201);
  });

  test("every operator of the filter language is accepted; an unknown operator or a wrong operand is named with its path", async () => {
    const operators = (await workflows<Registry<{ operator: string }>>("GET", "/api/v1/registry/operators")).body.data.map(
      (entry) => entry.operator,
    );
    expect(operators).toEqual([
      "~eq",
      "~neq",
      "~gt",
      "~gte",
      "~lt",
      "~lte",
      "~in",
      "~nin",
      "~regex",
      "~nregex",
      "~starts",
      "~nstarts",
      "~ends",
      "~nends",
      "~contains",
      "~ncontains",
      "~isnull",
      "~isempty",
      "~and",
      "~or",
    ]);
    const operand: Record<string, unknown> = {
      "~in": ["a"],
      "~nin": ["b"],
      "~regex": "^V",
      "~nregex": "x$",
      "~isnull": false,
      "~isempty": true,
      "~gt": 1,
    };
    const every = Object.fromEntries(
      operators.filter((operator) => !["~and", "~or"].includes(operator)).map((operator) => [operator, operand[operator] ?? "x"]),
    );
    const accepted = await create({
      ...escalate,
      filters: { "~or": [{ "{{context.a}}": every }, { "~and": [{ "{{context.b}}": { "~eq": null } }] }] },
    });
    expect(accepted.status).toBe(201);
    const refused = await expectRefusedUnchanged(emulator(), ["workflows"], () =>
      create({
        ...escalate,
        filters: {
          "{{context.name}}": { "~startswith": "T", "~in": "T", "~regex": "(" },
          "~or": [],
          "~eq": "x",
        },
        workflowDefinition: [{ ...updateTicket(1), filters: { "{{context.x}}": { "~and": [] } } }],
      }),
    );
    expect(refused.body.problems).toEqual([
      expect.stringMatching(
        /^filters\.\{\{context\.name\}\} uses ~startswith, which is not a filter operator \(known: ~eq ~neq .* ~and ~or\)$/,
      ),
      "filters.{{context.name}}.~in must be a list of strings, numbers, booleans or nulls",
      "filters.{{context.name}}.~regex must be a valid regular expression",
      "filters.~or must be a non-empty list of filters",
      'filters.~eq: ~eq compares a value and must sit under one, as {"{{context.x}}": {"~eq": …}}',
      "workflowDefinition.0.filters.{{context.x}}.~and combines filters and cannot compare a value (use ~eq, ~neq, ~gt, …)",
    ]);
  });

  test("dependencies must name other steps of the workflow, never in a circle; step identifiers are unique", async () => {
    const answer = await expectRefusedUnchanged(emulator(), ["workflows"], () =>
      create({
        ...escalate,
        workflowDefinition: [updateTicket(1, ["3"]), updateTicket(2, ["2", "9"]), updateTicket(3, ["2"]), updateTicket(2)],
      }),
    );
    expect(answer.body.problems).toEqual([
      "workflowDefinition.3.stepIdentifier 2 is the identifier of an earlier step",
      "workflowDefinition.1.dependencies.0 is the step itself (2)",
      "workflowDefinition.1.dependencies.1 9 is not the stepIdentifier of a step of this workflow",
    ]);
    const circle = await expectRefusedUnchanged(emulator(), ["workflows"], () =>
      create({ ...escalate, workflowDefinition: [updateTicket(1, ["3"]), updateTicket(2, ["1"]), updateTicket(3, ["2"])] }),
    );
    expect(circle.body.problems).toEqual(["workflowDefinition: steps 1 → 3 → 2 → 1 depend on each other in a circle"]);
  });

  test("an update makes a new version: version rises, uid changes, uniqueIdentifier stays; type and subType never change", async () => {
    const created = (await create()).body;
    const answer = await workflows("PATCH", `/api/v1/workflows/${created.uniqueIdentifier}`, {
      name: "Escalate",
      triggerEvent: "ticket:escalated",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      uniqueIdentifier: created.uniqueIdentifier,
      version: 2,
      name: "Escalate",
      triggerEvent: { eventName: "ticket:escalated" },
    });
    expect(answer.body.uid).not.toBe(created.uid);
    const fixed = await expectRefusedUnchanged(emulator(), ["workflows"], () =>
      workflows("PATCH", `/api/v1/workflows/${created.uniqueIdentifier}`, { type: "MANUAL", subType: "AI_AGENT" }),
    );
    expect(fixed.body.problems).toEqual(["property type should not exist", "property subType should not exist"]);
    const broken = await expectRefusedUnchanged(emulator(), ["workflows"], () =>
      workflows("PATCH", `/api/v1/workflows/${created.uniqueIdentifier}`, { workflowDefinition: [updateTicket(1, ["1"])] }),
    );
    expect(broken.body.problems).toEqual(["workflowDefinition.0.dependencies.0 is the step itself (1)"]);
  });

  test("list, read one, toggle (no new version) and delete; another organization's workflow is a 404", async () => {
    const team = seedTeams(emulator())[0]!.id;
    const first = (await create({ ...escalate, teamId: team })).body;
    await create({ ...escalate, name: "Agent", subType: "AI_AGENT" });
    const names = async (query: string) =>
      (await workflows<Registry<Workflow>>("GET", `/api/v1/workflows${query}`)).body.data.map((each) => each.name);
    expect(await names("")).toEqual(["Escalate VIPs", "Agent"]);
    expect(await names(`?teamId=${team}`)).toEqual(["Escalate VIPs"]);
    expect(await names("?subTypes=AI_AGENT,WORKFLOW&limit=1&page=1")).toEqual(["Agent"]);
    expect(await names("?subTypes=AI_AGENT&type=MANUAL")).toEqual(["Agent"]);
    expect((await workflows("GET", `/api/v1/workflows/${first.uniqueIdentifier}`)).body).toEqual(first);
    const toggled = (await workflows("POST", `/api/v1/workflows/${first.uniqueIdentifier}/toggle`)).body;
    expect(toggled).toMatchObject({ isActive: false, version: 1, uid: first.uid });
    const globex = seedUser(emulator(), "Organization Admin", 1).apiKey;
    expect((await workflows("GET", `/api/v1/workflows/${first.uniqueIdentifier}`, undefined, globex)).status).toBe(404);
    expect((await workflows("DELETE", `/api/v1/workflows/${first.uniqueIdentifier}`, undefined, globex)).status).toBe(404);
    expect((await workflows("DELETE", `/api/v1/workflows/${first.uniqueIdentifier}`)).status).toBe(204);
    expect((await workflows("GET", `/api/v1/workflows/${first.uniqueIdentifier}`)).status).toBe(404);
  });

  test("the activity registry answers the docs' fields under data, for a team of the organization", async () => {
    const answer = await workflows<Registry<Record<string, unknown>>>(
      "GET",
      `/api/v1/registry/activities?teamId=${seedTeams(emulator())[0]!.id}`,
    );
    expect(answer.body.data.map((activity) => activity.uniqueIdentifier)).toEqual([
      "tickets:update-ticket-platform",
      "tickets:add-comment-platform",
      "workflows:sleep-platform",
    ]);
    expect(Object.keys(answer.body.data[0]!)).toEqual([
      "id",
      "name",
      "uniqueIdentifier",
      "description",
      "category",
      "version",
      "inputSchema",
      "outputSchema",
      "isActive",
      "createdAt",
      "updatedAt",
    ]);
    expect((await workflows("GET", `/api/v1/registry/activities?teamId=${seedTeams(emulator(), 1)[0]!.id}`)).status).toBe(404);
  });

  test("only an Organization Admin writes; workflows live only on the workflows host", async () => {
    const observer = seedUser(emulator(), "Observer").apiKey;
    expect((await workflows("POST", "/api/v1/workflows", escalate, observer)).status).toBe(403);
    expect((await workflows("GET", "/api/v1/workflows", undefined, observer)).status).toBe(200);
    expect((await call(`${emulator().slaUrl}/api/v1/workflows`, { apiKey: admin() })).status).toBe(404);
    expect((await call(`${emulator().baseUrl}/api/v1/workflows`, { apiKey: admin() })).status).toBe(404);
    expect((await call(`${emulator().workflowsUrl}/_emulator/credentials`)).status).toBe(404);
  });
});
