import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator } from "../../../../emulator";
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
    const created = await call(`${first.baseUrl}/v1/roles`, { method: "POST", apiKey: admin.apiKey, body: { name: "Persisted" } });
    expect(created.status).toBe(201);
    const token = await login(first, admin);
    await first.stop();
    expect(readdirSync(directory)).toEqual(["state.json"]);
    expect(JSON.parse(readFileSync(dataFile, "utf8")).state.roles.map((role: { name: string }) => role.name)).toContain("Persisted");

    const second = await startEmulator({ rateLimit: false, dataFile });
    try {
      const fetched = await call(`${second.baseUrl}/v1/roles/${created.body.data.id}`, { token });
      expect(fetched.status).toBe(200);
      expect(fetched.body.data.name).toBe("Persisted");
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

  test("a file that is not an emulator data file is refused at start", async () => {
    const dataFile = join(directory, "other.json");
    writeFileSync(dataFile, JSON.stringify({ hello: "world" }));
    await expect(startEmulator({ dataFile })).rejects.toThrow(/not an emulator data file/);
  });

  test("a data file of version 1, whose records lack ticket numbers and type timestamps, is refused with what to do", async () => {
    const dataFile = join(directory, "version-1.json");
    const running = await startEmulator({ rateLimit: false, dataFile });
    await running.control.createTicket({ teamId: running.organizations[0]!.teams[0]!.id, title: "Written" });
    await running.stop();
    writeFileSync(dataFile, JSON.stringify({ ...JSON.parse(readFileSync(dataFile, "utf8")), version: 1 }));
    await expect(startEmulator({ dataFile })).rejects.toThrow(/version 2.*delete it/);
  });
});
