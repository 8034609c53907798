import type { CsatRule } from "../../../../emulator/domains/csat/types";
import type { SettingsView } from "../../../../emulator/domains/csat/views";
import type { ErrorBody } from "../../../../emulator/errors";
import type { CsatEnvelope } from "../../../../emulator/http/envelopes";
import { call, envelopeWith, seedTeams, seedUser, useEmulator } from "../support";

const emulator = useEmulator();
const admin = () => seedUser(emulator(), "Organization Admin");
const team = (index = 0) => seedTeams(emulator())[index]!;
const rulesUrl = (suffix: string) => `${emulator().baseUrl}/v1/csat/rules/${suffix}`;
const settingsUrl = (teamId: string, suffix = "") => `${emulator().baseUrl}/v1/csat/team/${teamId}${suffix}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const fullRule = {
  name: "After resolution",
  isActive: true,
  description: "Ask every customer after a resolved ticket",
  priority: 1,
  allFilters: {
    ticket: {
      standardFields: [{ field: "priority", operator: "=", value: "high" }],
      customFields: [{ field: "custom_CF123", customFieldId: "CF123", operator: "=", value: "vip" }],
    },
  },
  anyFilters: { account: { standardFields: [{ field: "status", operator: "=", value: "active" }], customFields: [] } },
  triggerConfig: { triggerType: "always", randomPercentage: 100, triggerEvent: "ticket_resolved", delayMinutes: 30 },
  feedbackConfig: {
    enabled: true,
    feedbackType: "star",
    includeCommentField: true,
    customTitle: "How did we do?",
    customMessage: "Rate us",
    customThankYouMessage: "Thanks!",
    commentFieldLabel: "Comment",
    commentFieldPlaceholder: "Anything else?",
    brandingColor: "#FF5500",
    deliveryChannel: "email",
  },
};

const createRule = <T = CsatEnvelope<SettingsView>>(body: unknown, teamId = team().id, apiKey = admin().apiKey) =>
  call<T>(rulesUrl(teamId), { method: "POST", apiKey, body });

describe("CSAT rule creation", () => {
  test("the first rule creates the team's settings; 201 with the double envelope listing the rules", async () => {
    expect((await call(settingsUrl(team().id), { apiKey: admin().apiKey })).status).toBe(404);
    const answer = await createRule(fullRule);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual(
      envelopeWith({
        ok: true,
        data: {
          id: expect.stringMatching(UUID),
          team: { id: team().id },
          organization: { id: emulator().organizations[0]!.id },
          isEnabled: true,
          cooldownPeriodDays: expect.any(Number),
          userCooldownPeriodDays: expect.any(Number),
          emailConfigId: expect.any(String),
          closedStatusIds: [],
          rules: [
            {
              id: expect.stringMatching(UUID),
              name: fullRule.name,
              description: fullRule.description,
              isActive: true,
              priority: 1,
              createdAt: expect.any(String),
              updatedAt: expect.any(String),
            },
          ],
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      }),
    );
    const settings = await call<CsatEnvelope<SettingsView>>(settingsUrl(team().id), { apiKey: admin().apiKey });
    expect(settings.status).toBe(200);
    expect(settings.body.data.data.id).toBe(answer.body.data.data.id);
  });

  test("later rules join the same settings and the answer lists all of the team's rules", async () => {
    const first = await createRule(fullRule);
    const second = await createRule({ ...fullRule, name: "Second" });
    expect(second.body.data.data.id).toBe(first.body.data.data.id);
    expect(second.body.data.data.rules.map((rule) => rule.name)).toEqual([fullRule.name, "Second"]);
    const otherTeam = await createRule({ name: "Elsewhere" }, team(1).id);
    expect(otherTeam.body.data.data.id).not.toBe(first.body.data.data.id);
    expect(otherTeam.body.data.data.rules).toHaveLength(1);
  });

  test("only name is required; the rest takes documented defaults", async () => {
    const answer = await createRule({ name: "Minimal" });
    expect(answer.status).toBe(201);
    const ruleId = answer.body.data.data.rules[0].id;
    const rule = (await call<CsatEnvelope<CsatRule>>(rulesUrl(ruleId), { apiKey: admin().apiKey })).body.data.data;
    expect(rule).toMatchObject({
      name: "Minimal",
      description: "",
      isActive: true,
      priority: 0,
      allFilters: {},
      anyFilters: {},
      triggerConfig: { triggerType: "always", randomPercentage: 100, triggerEvent: "ticket_resolved", delayMinutes: 0 },
      feedbackConfig: { enabled: true, feedbackType: "star", deliveryChannel: "email", brandingColor: expect.stringMatching(/^#/) },
    });
  });

  test("validation: 400 with messages naming the fields", async () => {
    const answer = await createRule<ErrorBody>({
      isActive: "yes",
      priority: 1.5,
      allFilters: {
        ticket: {
          standardFields: [{ field: "priority", operator: "=" }],
          customFields: [{ field: "CF1", customFieldId: "CF1", operator: "=", value: "x" }],
        },
        order: {},
      },
      triggerConfig: { randomPercentage: 101 },
      feedbackConfig: { brandingColor: "orange" },
    });
    const problems = [
      "name is required",
      "isActive must be a boolean",
      "priority must be an integer",
      "allFilters.ticket.standardFields.0.value is required",
      "allFilters.ticket.customFields.0.field must be custom_ followed by the customFieldId",
      "property allFilters.order should not exist",
      "triggerConfig.randomPercentage must not be greater than 100",
      "feedbackConfig.brandingColor must be a hex color such as #4F46E5",
    ];
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("Bad Request");
    // The spec's CSAT error body: every problem in the one string `message`, and listed in `problems`.
    expect(answer.body.problems).toEqual(expect.arrayContaining(problems));
    expect(answer.body.message).toBe(answer.body.problems?.join("; "));
    for (const problem of problems) expect(answer.body.message).toContain(problem);
  });

  test("an unknown team or another organization's team is a 404", async () => {
    const unknown = await createRule(fullRule, "TNOSUCHTEAM");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      statusCode: 404,
      message: "Resource not found!",
      error: "Not Found",
      reason: expect.stringContaining("Team"),
    });
    expect((await createRule(fullRule, seedTeams(emulator(), 1)[0]!.id)).status).toBe(404);
  });

  test("a Team Lead may create rules for the team it leads only; members and observers get 403", async () => {
    const lead = seedUser(emulator(), "Team Lead").apiKey;
    expect((await createRule({ name: "Lead's" }, team(0).id, lead)).status).toBe(201);
    expect((await createRule({ name: "Lead's" }, team(1).id, lead)).status).toBe(403);
    for (const role of ["Team Member", "Observer"] as const) {
      const answer = await createRule({ name: role }, team(0).id, seedUser(emulator(), role).apiKey);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        statusCode: 403,
        message: "User does not have access to this resource!",
        error: "Forbidden",
        reason: expect.any(String),
      });
    }
  });

  test("without credentials, 401 with the CSAT error body", async () => {
    const answer = await call(rulesUrl(team().id), { method: "POST", body: fullRule });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      statusCode: 401,
      message: "User is not authenticated!",
      error: "Unauthorized",
      reason: expect.any(String),
    });
  });
});

describe("CSAT rule lifecycle", () => {
  const ruleIdOf = async (body: unknown) => {
    const answer = await createRule(body);
    return answer.body.data.data.rules.at(-1)!.id;
  };

  test("get answers the full rule in the double envelope", async () => {
    const id = await ruleIdOf(fullRule);
    const answer = await call(rulesUrl(id), { apiKey: seedUser(emulator(), "Team Member").apiKey });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, data: { ok: true, data: { ...fullRule, id, teamId: team().id } } });
  });

  test("update merges partial trigger and feedback configs and answers the full rule", async () => {
    const id = await ruleIdOf(fullRule);
    const answer = await call<CsatEnvelope<CsatRule>>(rulesUrl(id), {
      method: "PATCH",
      apiKey: admin().apiKey,
      body: { isActive: false, triggerConfig: { delayMinutes: 5 } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.data).toMatchObject({
      isActive: false,
      triggerConfig: { ...fullRule.triggerConfig, delayMinutes: 5 },
      feedbackConfig: fullRule.feedbackConfig,
    });
    const settings = await call<CsatEnvelope<SettingsView>>(settingsUrl(team().id), { apiKey: admin().apiKey });
    expect(settings.body.data.data.rules[0].isActive).toBe(false);
    expect((await call(rulesUrl(id), { method: "PATCH", apiKey: admin().apiKey, body: { priority: -1 } })).status).toBe(400);
  });

  test("delete answers the settings without the rule; the rule is then a 404", async () => {
    const keep = await ruleIdOf({ name: "Keep" });
    const drop = await ruleIdOf({ name: "Drop" });
    const answer = await call<CsatEnvelope<SettingsView>>(rulesUrl(drop), { method: "DELETE", apiKey: admin().apiKey });
    expect(answer.status).toBe(200);
    expect(answer.body.data.data.rules.map((rule) => rule.id)).toEqual([keep]);
    expect((await call(rulesUrl(drop), { apiKey: admin().apiKey })).status).toBe(404);
  });

  test("another organization's rule is a 404; a non-member of the team gets 403", async () => {
    const id = await ruleIdOf(fullRule);
    const globex = seedUser(emulator(), "Organization Admin", 1).apiKey;
    expect((await call(rulesUrl(id), { apiKey: globex })).status).toBe(404);
    expect((await call(rulesUrl(id), { method: "PATCH", apiKey: globex, body: { name: "x" } })).status).toBe(404);
    expect((await call(rulesUrl(id), { method: "DELETE", apiKey: globex })).status).toBe(404);
    const teamTwoRule = (await createRule({ name: "Team two" }, team(1).id)).body.data.data.rules[0].id;
    expect((await call(rulesUrl(teamTwoRule), { apiKey: seedUser(emulator(), "Team Member").apiKey })).status).toBe(403);
    expect((await call(rulesUrl(teamTwoRule), { method: "DELETE", apiKey: seedUser(emulator(), "Team Lead").apiKey })).status).toBe(403);
  });
});

describe("CSAT team settings", () => {
  test("update changes the listed fields only and answers the double envelope", async () => {
    await createRule({ name: "R" });
    const body = { cooldownPeriodDays: 14, userCooldownPeriodDays: 3, emailConfigId: "EMAIL1", closedStatusIds: ["AVACME00021"] };
    const answer = await call<CsatEnvelope<SettingsView>>(settingsUrl(team().id, "/update"), {
      method: "PATCH",
      apiKey: seedUser(emulator(), "Team Lead").apiKey,
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ok: true, data: { ...body, isEnabled: true } });
    expect(
      (await call<ErrorBody>(settingsUrl(team().id, "/update"), { method: "PATCH", apiKey: admin().apiKey, body: { isEnabled: false } }))
        .body.problems,
    ).toEqual(["property isEnabled should not exist"]);
    expect(
      (await call(settingsUrl(team().id, "/update"), { method: "PATCH", apiKey: seedUser(emulator(), "Observer").apiKey, body })).status,
    ).toBe(403);
  });

  test("a team without settings is a 404 for get and update", async () => {
    expect((await call(settingsUrl(team(1).id), { apiKey: admin().apiKey })).status).toBe(404);
    expect((await call(settingsUrl(team(1).id, "/update"), { method: "PATCH", apiKey: admin().apiKey, body: {} })).status).toBe(404);
  });
});

describe("CSAT survey submission", () => {
  const submit = (body: unknown, apiKey = seedUser(emulator(), "Team Member").apiKey) =>
    call(`${emulator().baseUrl}/csat/submissions`, { method: "POST", apiKey, body });

  test("answers {success, message} and stores the rating; the path has no version prefix", async () => {
    const survey = await emulator().control.createSurvey({ teamId: team().id });
    const answer = await submit({ token: survey.token, rating: 4, comment: "Quick and kind" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: expect.any(String) });
    expect(await emulator().control.getResource("surveys", survey.id)).toMatchObject({ rating: 4, comment: "Quick and kind" });
    expect((await call(`${emulator().baseUrl}/v1/csat/submissions`, { method: "POST", apiKey: admin().apiKey, body: {} })).status).toBe(
      404,
    );
  });

  test("a missing token is a 400", async () => {
    const answer = await submit({ rating: 5 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, message: "token is required", error: "Bad Request", problems: ["token is required"] });
  });

  test("an unknown, expired or other organization's survey is a 404", async () => {
    expect((await submit({ token: "nope", rating: 5 })).status).toBe(404);
    const expired = await emulator().control.createSurvey({ teamId: team().id, expiresInSeconds: -1 });
    const answer = await submit({ token: expired.token, rating: 5 });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      statusCode: 404,
      message: "Resource not found!",
      error: "Not Found",
      reason: "Survey not found or expired",
    });
    const survey = await emulator().control.createSurvey({ teamId: team().id });
    expect((await submit({ token: survey.token, rating: 5 }, seedUser(emulator(), "Team Member", 1).apiKey)).status).toBe(404);
  });

  test("a rating out of range is a 400; credentials are required (401)", async () => {
    const survey = await emulator().control.createSurvey({ teamId: team().id });
    expect((await submit({ token: survey.token, rating: 9 })).status).toBe(400);
    expect(
      (await call(`${emulator().baseUrl}/csat/submissions`, { method: "POST", body: { token: survey.token, rating: 5 } })).status,
    ).toBe(401);
  });
});

describe("CSAT error bodies", () => {
  test("every CSAT error is the spec's body: statusCode an integer, message and error strings", async () => {
    const rule = (await createRule({ name: "Existing" })).body.data.data.rules[0];
    const lead = seedUser(emulator(), "Team Lead").apiKey;
    const observer = seedUser(emulator(), "Observer").apiKey;
    const failures = [
      await createRule<ErrorBody>({ name: "Rule", priority: "high" }),
      await createRule<ErrorBody>({ priority: "high", isActive: "yes" }),
      await createRule<ErrorBody>(fullRule, "TNOSUCHTEAM"),
      await createRule<ErrorBody>(fullRule, team().id, observer),
      await call<ErrorBody>(rulesUrl(team().id), { method: "POST", body: fullRule }),
      await call<ErrorBody>(rulesUrl(rule.id), { method: "PATCH", apiKey: lead, body: { triggerConfig: { delayMinutes: -1 } } }),
      await call<ErrorBody>(rulesUrl("no-such-rule"), { apiKey: admin().apiKey }),
      await call<ErrorBody>(settingsUrl(team().id, "/update"), {
        method: "PATCH",
        apiKey: admin().apiKey,
        body: { cooldownPeriodDays: "soon" },
      }),
      await call<ErrorBody>(settingsUrl(team().id, "/rules/reorder"), { method: "PATCH", apiKey: admin().apiKey, body: ["no-such-rule"] }),
      await call<ErrorBody>(`${emulator().baseUrl}/csat/submissions`, { method: "POST", apiKey: admin().apiKey, body: { rating: 9 } }),
      await call<ErrorBody>(`${emulator().baseUrl}/csat/submissions`, {
        method: "POST",
        apiKey: admin().apiKey,
        body: { token: "unknown", rating: 5 },
      }),
    ];
    expect(failures.map((answer) => answer.status)).toEqual([400, 400, 404, 403, 401, 400, 404, 400, 400, 400, 404]);
    for (const { body } of failures) {
      expect(body).toEqual(
        expect.objectContaining({ statusCode: expect.any(Number), message: expect.any(String), error: expect.any(String) }),
      );
      expect(Number.isInteger(body.statusCode)).toBe(true);
    }
    // A validation failure names each field in the one sentence.
    expect(failures[1]!.body.message).toBe("name is required; isActive must be a boolean; priority must be a number");
    expect(failures[9]!.body.message).toBe("token is required; rating must not be greater than 5");
  });
});
