// The TicketType data source through the real CLI against the emulator. It runs in the program, not
// the provider: during preview as well as up, with the provider's configuration rules and client.
import { platformPerTest, writesReceived } from "../../harness/platform-stack";

/** The spec's TicketType fields. */
interface TicketType {
  id: string;
  name: string;
  color: string;
  icon: string;
  isActive: boolean;
  teamId: string;
  organizationId: string;
  autoAssign: boolean;
}

const specFields = ["id", "name", "color", "icon", "isActive", "teamId", "organizationId", "autoAssign"] as const;

describe("TicketType data source", () => {
  describe("with the default configuration", () => {
    const current = platformPerTest();
    const team = () => current.platform.organizations[0]!.teams[0]!;
    const seededTypes = async () =>
      (await current.platform.control.listResources<TicketType>("ticketTypes", current.platform.organizations[0]!.id)).filter(
        (type) => type.teamId === team().id,
      );

    it("reads a team's types and one type during preview and up, and feeds a CSAT rule's filter", async () => {
      const program = `
import * as sp from "pulumi-support-platform";
const types = sp.getTicketTypesOutput({ teamId: "${team().id}" });
const problem = types.apply((all) => sp.getTicketType({ id: all.find((type) => type.name === "Problem")!.id }));
const rule = new sp.CsatRule("problems", {
  teamId: "${team().id}",
  name: "Problems solved",
  allFilters: { ticket: { standardFields: [{ field: "ticketType", operator: "=", value: problem.name }] } },
  triggerConfig: {},
  feedbackConfig: {},
});
export const listed = types;
export const one = problem;
export const ruleId = rule.id;`;
      const stack = await current.stack({ program, projectName: "ticket-type-feed" });
      await current.platform.control.clearRequests();
      const preview = await stack.preview();
      expect(preview.changeSummary).toEqual({ create: 2 });
      const previewReads = (await current.platform.control.requests()).map(
        (request) => `${request.method} ${request.path} ${request.status}`,
      );
      const seededProblem = (await seededTypes()).find((type) => type.name === "Problem")!;
      expect(previewReads).toEqual(["GET /v1/tickets/type 200", `GET /v1/tickets/type/${seededProblem.id} 200`]);

      const up = await stack.up();
      const pick = (type: TicketType) => Object.fromEntries(specFields.map((field) => [field, type[field]]));
      expect(up.outputs.one!.value).toEqual(pick(seededProblem));
      expect(up.outputs.listed!.value).toEqual((await seededTypes()).map(pick));
      const rule = await current.platform.control.getResource<{ allFilters: unknown }>("csatRules", up.outputs.ruleId!.value as string);
      expect(rule.allFilters).toEqual({
        ticket: { standardFields: [{ field: "ticketType", operator: "=", value: "Problem" }], customFields: [] },
      });
      await current.platform.control.clearRequests();
      await stack.preview({ expectNoChanges: true });
      expect(await writesReceived(current.platform)).toEqual([]);
      await stack.destroy();
    });

    it("fails with a message naming an unknown id, or an id left empty", async () => {
      const stack = await current.stack({ program: "", projectName: "ticket-type-missing" });
      stack.writeProgram(`import * as sp from "pulumi-support-platform";\nexport const type = sp.getTicketType({ id: "TYNOPE0001" });`);
      await expect(stack.preview()).rejects.toThrow(/no ticket type has the id TYNOPE0001/);
      stack.writeProgram(`import * as sp from "pulumi-support-platform";\nexport const types = sp.getTicketTypesOutput({ teamId: "" });`);
      await expect(stack.preview()).rejects.toThrow(/getTicketTypes: teamId must not be empty/);
    });
  });

  describe("where the platform accepts only a bearer token for ticket types", () => {
    const current = platformPerTest({ strictAuth: true });

    it("logs in with the stack config's credentials, which win over the environment's", async () => {
      const { platform } = current;
      const observer = platform.organizations[0]!.users.find((user) => user.role === "Observer")!;
      const typeId = (await platform.control.listResources<TicketType>("ticketTypes", platform.organizations[0]!.id))[0]!.id;
      const stack = await current.stack({
        program: `import * as sp from "pulumi-support-platform";\nexport const name = sp.getTicketTypeOutput({ id: "${typeId}" }).name;`,
        projectName: "ticket-type-config",
        config: {
          "supportplatform:email": { value: platform.admin.email },
          "supportplatform:password": { value: platform.admin.password, secret: true },
        },
        env: { SUPPORT_PLATFORM_EMAIL: observer.email, SUPPORT_PLATFORM_PASSWORD: observer.password },
      });
      const readerOfPreview = async () => {
        await platform.control.clearRequests();
        await stack.preview();
        const read = (await platform.control.requests()).find((request) => request.path === `/v1/tickets/type/${typeId}`);
        return { status: read?.status, userId: read?.principal?.userId, via: read?.principal?.via };
      };

      expect(await readerOfPreview()).toEqual({ status: 200, userId: platform.admin.id, via: "bearer" });
      await stack.stack.removeAllConfig(["supportplatform:email", "supportplatform:password"]);
      expect(await readerOfPreview()).toEqual({ status: 200, userId: observer.id, via: "bearer" });
    });
  });
});
