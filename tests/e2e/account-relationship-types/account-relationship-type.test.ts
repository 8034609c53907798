// AccountRelationshipType through the real CLI against the emulator. The dynamic face declares a pair
// (the second naming the first) and a type that is its own inverse: one up, four writes (the pair's
// two creates, the self-paired type's create and its pairing), then no change. Drift made in the
// dashboard (Parent paired with a third type, Sibling unpaired) shows in a refresh that reads the
// list once, and one up restores both pairs. Deleting one side of the pair leaves the other without
// an inverse, with no change to preview. The native face imports a pair by id and adopts a
// self-paired type with adoptId, without a write; both faces' getAccountRelationshipTypes list alike.
import * as fs from "node:fs";
import * as path from "node:path";
import { nativeProject } from "../../harness/native-project";
import { dashboardCall as api, type Platform, platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";

interface ServerType {
  id: string;
  name: string;
  inverseRelationshipId: string | null;
  inverseRelationship: string | null;
}

const typesPath = "/v1/accounts/relationships/types";
/** Each type's inverse by name (null for none), as the dashboard lists them. */
const pairs = async (platform: Platform) =>
  Object.fromEntries((await api<ServerType[]>(platform, "GET", typesPath)).map((type) => [type.name, type.inverseRelationship]));
const paired = { Parent: "Subsidiary", Subsidiary: "Parent", Sibling: "Sibling" };

describe("AccountRelationshipType", () => {
  const current = platformPerTest();

  it("pairs in one up, restores pairs changed in the dashboard in one up, and leaves no dangling inverse (dynamic face)", async () => {
    const { platform } = current;
    const declarations = (withSubsidiary: boolean) => `
import * as sp from "pulumi-support-platform";
const parent = new sp.AccountRelationshipType("parent", { name: "Parent" });
${withSubsidiary ? 'new sp.AccountRelationshipType("subsidiary", { name: "Subsidiary", inverseTypeId: parent.id });' : ""}
const sibling = new sp.AccountRelationshipType("sibling", { name: "Sibling", selfInverse: true });
export const ids = { parent: parent.id, sibling: sibling.id };`;
    const stack = await current.stack({ program: declarations(true), projectName: "relationship-types-dynamic" });
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 4 });
    const ids = up.outputs.ids!.value as { parent: string; sibling: string };
    expect(await pairs(platform)).toEqual(paired);
    const made = (await writesReceived(platform)).map((request) => `${request.method} ${request.path}`);
    expect(made.sort()).toEqual([`POST ${typesPath}`, `POST ${typesPath}`, `POST ${typesPath}`, `PUT ${typesPath}/${ids.sibling}`].sort());
    await stack.preview({ expectNoChanges: true });

    // In the dashboard: Parent paired with a new type, Holding (which unpairs Subsidiary), and Sibling unpaired.
    const holding = await api<ServerType>(platform, "POST", typesPath, { name: "Holding" });
    await api(platform, "PUT", `${typesPath}/${ids.parent}`, { inverseRelationshipId: holding.id });
    await api(platform, "PUT", `${typesPath}/${ids.sibling}`, { inverseRelationshipId: null });
    expect(await pairs(platform)).toEqual({ Parent: "Holding", Subsidiary: null, Sibling: null, Holding: "Parent" });
    await platform.control.clearRequests();
    const refreshed = await stack.refresh();
    // The sides that declare their inverse show the drift; Parent, which declares none, does not.
    expect(refreshed.summary.resourceChanges).toMatchObject({ update: 2 });
    expect((await platform.control.requests()).map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${typesPath}`]);
    const restored = await stack.up();
    expect(restored.summary.resourceChanges).toMatchObject({ update: 2 });
    expect(await pairs(platform)).toEqual({ ...paired, Holding: null });
    await stack.preview({ expectNoChanges: true });

    // One side of the pair removed from the program: the platform unpairs the other, which shows no change.
    stack.writeProgram(declarations(false));
    expect((await stack.up()).summary.resourceChanges).toMatchObject({ delete: 1, same: 3 });
    expect(await pairs(platform)).toEqual({ Parent: null, Sibling: "Sibling", Holding: null });
    await stack.preview({ expectNoChanges: true });

    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect(await pairs(platform)).toEqual({ Holding: null });
  });

  it("imports a pair by id and adopts a self-paired type, without a write, then lists and destroys them (native face)", async () => {
    const { platform } = current;
    const made = (body: object) => api<ServerType>(platform, "POST", typesPath, body);
    const parent = await made({ name: "Parent" });
    const subsidiary = await made({ name: "Subsidiary", inverseRelationshipId: parent.id });
    const sibling = await made({ name: "Sibling" });
    await api(platform, "PUT", `${typesPath}/${sibling.id}`, { inverseRelationshipId: sibling.id });
    const program = `
import * as sp from "pulumi-support-platform/native";
import * as dynamic from "pulumi-support-platform";
const parent = new sp.AccountRelationshipType("parent", { name: "Parent" });
new sp.AccountRelationshipType("subsidiary", { name: "Subsidiary", inverseTypeId: parent.id });
new sp.AccountRelationshipType("sibling", { name: "Sibling", selfInverse: true, adoptId: "${sibling.id}" });
export const listed = sp.getAccountRelationshipTypesOutput();
export const dynamicListed = dynamic.getAccountRelationshipTypesOutput();`;
    const stack = await current.stack({
      projectDir: nativeProject("relationship-types-native", program),
      projectName: "relationship-types-native",
    });
    const type = "supportplatform:index:AccountRelationshipType";
    fs.writeFileSync(
      path.join(stack.workDir, "import.json"),
      JSON.stringify({
        resources: [
          { type, name: "parent", id: parent.id },
          { type, name: "subsidiary", id: subsidiary.id },
        ],
      }),
    );

    await platform.control.clearRequests();
    await runPulumiOk(["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"], {
      cwd: stack.workDir,
      env: stack.env,
    });
    // Parent's import holds its inverse, which the program leaves to Subsidiary: no change, no write.
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ same: 3, create: 1 });
    expect(await writesReceived(platform)).toEqual([]);
    const listed = up.outputs.listed!.value as { id: string; name: string; inverseTypeId?: string; selfInverse: boolean }[];
    expect(listed.map(({ id, inverseTypeId, selfInverse }) => ({ id, inverseTypeId, selfInverse }))).toEqual([
      { id: parent.id, inverseTypeId: subsidiary.id, selfInverse: false },
      { id: subsidiary.id, inverseTypeId: parent.id, selfInverse: false },
      { id: sibling.id, inverseTypeId: undefined, selfInverse: true },
    ]);
    expect(up.outputs.dynamicListed!.value).toEqual(listed);
    await stack.preview({ expectNoChanges: true });

    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 4 });
    expect(await pairs(platform)).toEqual({});
  });
});
