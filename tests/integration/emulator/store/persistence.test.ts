import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator } from "../../../../emulator";
import type { Role } from "../../../../emulator/domains/roles/types";
import type { TeamConfiguration } from "../../../../emulator/domains/team-configurations/types";
import type { TicketStatus } from "../../../../emulator/domains/ticket-statuses/types";
import type { PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { temporaryPathOf } from "../../../../emulator/store/persistence";
import { call, login, seedUser } from "../support";

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "emulator-data-"));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe("data file", () => {
  test("state and tokens survive a restart; the file is written atomically", async () => {
    const dataFile = join(directory, "state.json");
    const first = await startEmulator({ rateLimit: false, dataFile });
    const admin = seedUser(first, "Organization Admin");
    const created = await call<PlatformEnvelope<Role>>(`${first.baseUrl}/v1/roles`, {
      method: "POST",
      apiKey: admin.apiKey,
      body: { name: "Persisted" },
    });
    expect(created.status).toBe(201);
    const token = await login(first, admin);
    await first.stop();
    expect(readdirSync(directory)).toEqual(["state.json"]);
    expect(JSON.parse(readFileSync(dataFile, "utf8")).state.roles.map((role: { name: string }) => role.name)).toContain("Persisted");

    const second = await startEmulator({ rateLimit: false, dataFile });
    try {
      const fetched = await call<PlatformEnvelope<Role>>(`${second.baseUrl}/v1/roles/${created.body.data.id}`, { token });
      expect(fetched.status).toBe(200);
      expect(fetched.body.data.name).toBe("Persisted");
    } finally {
      await second.stop();
    }
  });

  test("a file written before forms, custom fields, SLA policies and workflows loads: their tables start empty and then work", async () => {
    const dataFile = join(directory, "state.json");
    const first = await startEmulator({ rateLimit: false, dataFile });
    await first.stop();
    const written = JSON.parse(readFileSync(dataFile, "utf8"));
    for (const table of ["customFields", "forms", "slaPolicies", "workflows"]) delete written.state[table];
    writeFileSync(dataFile, JSON.stringify(written));

    const second = await startEmulator({ rateLimit: false, dataFile });
    try {
      for (const table of ["customFields", "forms", "slaPolicies", "workflows"] as const) {
        expect(await second.control.listResources(table)).toEqual([]);
      }
      const apiKey = seedUser(second, "Organization Admin").apiKey;
      const field = { name: "Tier", source: "ticket", fieldType: "single_line" };
      expect((await call(`${second.baseUrl}/v1/custom-field`, { method: "POST", apiKey, body: field })).status).toBe(201);
      expect((await call(`${second.baseUrl}/v1/forms`, { method: "POST", apiKey, body: { name: "Bug" } })).status).toBe(201);
      const policy = { teamId: second.organizations[0]!.teams[0]!.id, name: "Standard", description: "" };
      expect((await call(`${second.slaUrl}/v1/sla/policy`, { method: "POST", apiKey, body: policy })).status).toBe(201);
      const step = { stepIdentifier: 1, activity: { uniqueIdentifier: "workflows:sleep-platform" }, input: { durationInSeconds: 5 } };
      const workflow = { name: "Wait", triggerEvent: "ticket:created", workflowDefinition: [step] };
      expect((await call(`${second.workflowsUrl}/api/v1/workflows`, { method: "POST", apiKey, body: workflow })).status).toBe(201);
      expect(Object.keys(JSON.parse(readFileSync(dataFile, "utf8")).state)).toEqual(
        expect.arrayContaining(["customFields", "forms", "slaPolicies", "workflows"]),
      );
    } finally {
      await second.stop();
    }
  });

  test("every write is on disk before its answer is sent", async () => {
    const dataFile = join(directory, "state.json");
    const running = await startEmulator({ rateLimit: false, dataFile });
    try {
      const admin = seedUser(running, "Organization Admin");
      await call(`${running.baseUrl}/v1/roles`, { method: "POST", apiKey: admin.apiKey, body: { name: "Immediate" } });
      expect(readFileSync(dataFile, "utf8")).toContain("Immediate");
      await running.control.reset();
      expect(readFileSync(dataFile, "utf8")).not.toContain("Immediate");
    } finally {
      await running.stop();
    }
  });

  test("a write that cannot be saved is one line on stderr and a 500; memory and file stay as they were, and every organization's next writes work", async () => {
    const dataFile = join(directory, "state.json");
    const running = await startEmulator({ rateLimit: false, dataFile });
    const stderr = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const admins = running.organizations.map((_, index) => seedUser(running, "Organization Admin", index as 0 | 1));
      const fileBefore = readFileSync(dataFile, "utf8");
      const rolesBefore = await running.control.listResources("roles");
      // A directory where the next version of the file would be written: no write can succeed, whoever runs the test.
      mkdirSync(temporaryPathOf(dataFile));
      const failed = await call(`${running.baseUrl}/v1/roles`, { method: "POST", apiKey: admins[0]!.apiKey, body: { name: "Unsaved" } });
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({
        statusCode: 500,
        message: "Something went wrong!",
        error: "Internal Server Error",
        reason: "The emulator could not save its data file; the request changed nothing",
      });
      expect(stderr).toHaveBeenCalledTimes(1);
      expect(stderr.mock.calls[0]![0]).toMatch(
        /^support platform emulator: POST \/v1\/roles: could not save the emulator's state \(EEXIST.*\); the request changed nothing$/,
      );
      expect(await running.control.listResources("roles")).toEqual(rolesBefore);
      expect(readFileSync(dataFile, "utf8")).toBe(fileBefore);

      rmSync(temporaryPathOf(dataFile), { recursive: true });
      for (const [index, admin] of admins.entries()) {
        const created = await call(`${running.baseUrl}/v1/roles`, {
          method: "POST",
          apiKey: admin.apiKey,
          body: { name: `Saved ${index}` },
        });
        expect(created.status).toBe(201);
        expect(readFileSync(dataFile, "utf8")).toContain(`Saved ${index}`);
      }
      expect(readFileSync(dataFile, "utf8")).not.toContain("Unsaved");
      expect(stderr).toHaveBeenCalledTimes(1);
    } finally {
      stderr.mockRestore();
      await running.stop();
    }
  });

  test("a file written before a table was added loads, the new table empty; a table of the wrong type is refused", async () => {
    const dataFile = join(directory, "state.json");
    const first = await startEmulator({ rateLimit: false, dataFile });
    const admin = seedUser(first, "Organization Admin");
    await call(`${first.baseUrl}/v1/roles`, { method: "POST", apiKey: admin.apiKey, body: { name: "Kept" } });
    await first.stop();
    // The same file as it was before the installations table existed.
    const written = JSON.parse(readFileSync(dataFile, "utf8"));
    delete written.state.installations;
    writeFileSync(dataFile, JSON.stringify(written));

    const second = await startEmulator({ rateLimit: false, dataFile });
    try {
      expect((await second.control.listResources<Role>("roles")).map((role) => role.name)).toContain("Kept");
      expect(await second.control.listResources("installations")).toEqual([]);
    } finally {
      await second.stop();
    }

    writeFileSync(dataFile, JSON.stringify({ ...written, state: { ...written.state, installations: {} } }));
    await expect(startEmulator({ dataFile })).rejects.toThrow(/not an emulator data file/);
  });

  test("a file written before the configuration surface's tables loads: each team gets its defaults, the other new tables start empty", async () => {
    const dataFile = join(directory, "state.json");
    const first = await startEmulator({ rateLimit: false, dataFile });
    const team = await first.control.createTeam({ organizationId: first.organizations[0]!.id, name: "Written earlier" });
    await first.stop();
    // The same file as it was before these tables existed.
    const written = JSON.parse(readFileSync(dataFile, "utf8"));
    const added = ["ticketStatuses", "teamConfigurations", "teamRoutingRules", "tags", "teamTags", "accountRelationshipTypes"] as const;
    for (const table of added) delete written.state[table];
    writeFileSync(dataFile, JSON.stringify(written));

    const second = await startEmulator({ rateLimit: false, dataFile });
    const teamIds = (written.state.teams as { id: string }[]).map(({ id }) => id);
    let statuses: TicketStatus[];
    try {
      expect(teamIds).toContain(team.id);
      const configurations = await second.control.listResources<TeamConfiguration>("teamConfigurations");
      expect(configurations.map((configuration) => configuration.teamId)).toEqual(teamIds);
      expect(configurations.every((configuration) => configuration.timezone === "UTC" && configuration.fallbackSubTeam === null)).toBe(
        true,
      );
      statuses = await second.control.listResources<TicketStatus>("ticketStatuses");
      for (const teamId of teamIds) {
        expect(statuses.filter((status) => status.teamId === teamId).map((status) => status.name)).toEqual([
          "open",
          "in_progress",
          "on_hold",
          "closed",
        ]);
      }
      for (const table of ["teamRoutingRules", "tags", "teamTags", "accountRelationshipTypes"] as const) {
        expect(await second.control.listResources(table)).toEqual([]);
      }
    } finally {
      await second.stop();
    }
    // The defaults added at load are the file's from then on: a restart finds the same records.
    const third = await startEmulator({ rateLimit: false, dataFile });
    try {
      expect(await third.control.listResources("ticketStatuses")).toEqual(statuses);
    } finally {
      await third.stop();
    }
  });

  test("a file that is not an emulator data file is refused at start", async () => {
    const dataFile = join(directory, "other.json");
    writeFileSync(dataFile, JSON.stringify({ hello: "world" }));
    await expect(startEmulator({ dataFile })).rejects.toThrow(/not an emulator data file/);
  });

  test("a data file of version 3, which kept account attribute values as attributeValues, loads them, and is written back as version 4", async () => {
    const dataFile = join(directory, "version-3.json");
    const first = await startEmulator({ rateLimit: false, dataFile });
    const [drifted] = await first.control.listResources("accountAttributeValues");
    await first.control.patchResource("accountAttributeValues", drifted!.id, { value: "Written by version 3" });
    await first.stop();
    // As version 3 wrote it: the same records under the table's old name.
    const { accountAttributeValues, ...tables } = JSON.parse(readFileSync(dataFile, "utf8")).state;
    writeFileSync(
      dataFile,
      JSON.stringify({
        ...JSON.parse(readFileSync(dataFile, "utf8")),
        version: 3,
        state: { ...tables, attributeValues: accountAttributeValues },
      }),
    );

    const second = await startEmulator({ rateLimit: false, dataFile });
    try {
      expect(await second.control.listResources("accountAttributeValues")).toEqual(accountAttributeValues);
      expect(await second.control.getResource("accountAttributeValues", drifted!.id)).toMatchObject({ value: "Written by version 3" });
      await second.control.createTicket({ teamId: second.organizations[0]!.teams[0]!.id, title: "A write" });
    } finally {
      await second.stop();
    }
    const rewritten = JSON.parse(readFileSync(dataFile, "utf8"));
    expect(rewritten.version).toBe(4);
    expect(rewritten.state.accountAttributeValues).toEqual(accountAttributeValues);
    expect(rewritten.state.attributeValues).toBeUndefined();
  });

  test("a data file of version 2, whose tickets lack requestor, source and escalation, is refused with what to do", async () => {
    const dataFile = join(directory, "version-2.json");
    const running = await startEmulator({ rateLimit: false, dataFile });
    await running.control.createTicket({ teamId: running.organizations[0]!.teams[0]!.id, title: "Written" });
    await running.stop();
    writeFileSync(dataFile, JSON.stringify({ ...JSON.parse(readFileSync(dataFile, "utf8")), version: 2 }));
    await expect(startEmulator({ dataFile })).rejects.toThrow(/version 4, or 3, which it migrates.*delete it/);
  });

  test("the file is its owner's alone (mode 0600), and a file of wider permissions keeps working, tightened at start", async () => {
    const dataFile = join(directory, "state.json");
    const modeOf = (path: string) => statSync(path).mode & 0o777;
    const first = await startEmulator({ rateLimit: false, dataFile });
    const admin = seedUser(first, "Organization Admin");
    expect(modeOf(dataFile)).toBe(0o600);
    await call(`${first.baseUrl}/v1/roles`, { method: "POST", apiKey: admin.apiKey, body: { name: "Private" } });
    expect(modeOf(dataFile)).toBe(0o600);
    await first.stop();

    // As an earlier emulator left it: readable by every user of the machine.
    chmodSync(dataFile, 0o644);
    const second = await startEmulator({ rateLimit: false, dataFile });
    try {
      expect(modeOf(dataFile)).toBe(0o600);
      expect((await second.control.listResources("roles")).map((role) => role.name)).toContain("Private");
    } finally {
      await second.stop();
    }
  });

  test("a symbolic link at the data file's path is refused at start; its target is neither read nor written", async () => {
    const target = join(directory, "elsewhere.txt");
    writeFileSync(target, "not the emulator's\n");
    const dataFile = join(directory, "state.json");
    symlinkSync(target, dataFile);
    await expect(startEmulator({ dataFile })).rejects.toThrow(/state\.json is a symbolic link/);
    expect(readFileSync(target, "utf8")).toBe("not the emulator's\n");
    expect(lstatSync(dataFile).isSymbolicLink()).toBe(true);

    const dangling = join(directory, "dangling.json");
    symlinkSync(join(directory, "would-be-created.json"), dangling);
    await expect(startEmulator({ dataFile: dangling })).rejects.toThrow(/is a symbolic link/);
    expect(readdirSync(directory).sort()).toEqual(["dangling.json", "elsewhere.txt", "state.json"]);
  });

  test("a symbolic link at the temporary file's path is not followed: the write fails, changing nothing, and the link stays", async () => {
    const dataFile = join(directory, "state.json");
    const running = await startEmulator({ rateLimit: false, dataFile });
    const stderr = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const target = join(directory, "elsewhere.txt");
      writeFileSync(target, "not the emulator's\n");
      symlinkSync(target, temporaryPathOf(dataFile));
      const admin = seedUser(running, "Organization Admin");
      const failed = await call(`${running.baseUrl}/v1/roles`, { method: "POST", apiKey: admin.apiKey, body: { name: "Through a link" } });
      expect(failed.status).toBe(500);
      expect(stderr.mock.calls[0]![0]).toMatch(/could not save the emulator's state \(EEXIST/);
      expect(readFileSync(target, "utf8")).toBe("not the emulator's\n");
      expect(readlinkSync(temporaryPathOf(dataFile))).toBe(target);
      expect(readFileSync(dataFile, "utf8")).not.toContain("Through a link");
    } finally {
      stderr.mockRestore();
      await running.stop();
    }
  });
});
