import type { SettingsView } from "../../../emulator/domains/csat/views";
import type { CsatEnvelope } from "../../../emulator/http/envelopes";
import { call, seedTeams, seedUser, useEmulator } from "./support";

const emulator = useEmulator();

test("50 simultaneous rule creations for one team all land, each with its own id", async () => {
  const team = seedTeams(emulator())[0]!.id;
  const apiKey = seedUser(emulator(), "Organization Admin").apiKey;
  const names = Array.from({ length: 50 }, (_, index) => `Concurrent rule ${index}`);
  const answers = await Promise.all(
    names.map((name) =>
      call<CsatEnvelope<SettingsView>>(`${emulator().baseUrl}/v1/csat/rules/${team}`, { method: "POST", apiKey, body: { name } }),
    ),
  );

  expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
  const settingsIds = new Set(answers.map((answer) => answer.body.data.data.id));
  expect(settingsIds.size).toBe(1);
  const createdIds = answers.map((answer, index) => answer.body.data.data.rules.find((rule) => rule.name === names[index])!.id);
  expect(new Set(createdIds).size).toBe(50);

  const settings = await call<CsatEnvelope<SettingsView>>(`${emulator().baseUrl}/v1/csat/team/${team}`, { apiKey });
  const stored = settings.body.data.data.rules;
  expect(stored).toHaveLength(50);
  expect(new Set(stored.map((rule) => rule.id))).toEqual(new Set(createdIds));
  expect(new Set(stored.map((rule) => rule.name))).toEqual(new Set(names));
});

test("simultaneous creations of one role name: exactly one wins, the others are 400s", async () => {
  const apiKey = seedUser(emulator(), "Organization Admin").apiKey;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => call(`${emulator().baseUrl}/v1/roles`, { method: "POST", apiKey, body: { name: "Contested" } })),
  );
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  expect(answers.filter((answer) => answer.status === 400)).toHaveLength(19);
});
