import * as structproto from "google-protobuf/google/protobuf/struct_pb";
import { decode, structOf, unwrapSecrets, valuesOf } from "../../../provider/adapters/native-plugin/values";

const secret = (value: unknown) => ({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", value });
const struct = (values: Record<string, unknown>) =>
  structproto.Struct.fromJavaScript(values as Record<string, structproto.JavaScriptValue>);

describe("the native plugin's values", () => {
  it("unwraps secrets at any depth, and names the top-level properties that held one", () => {
    const decoded = decode(
      struct({ name: "a", apiKey: secret("k"), permissions: [{ actions: [secret("view"), "assign"] }], plain: { x: 1 } }),
    );
    expect(decoded.values).toEqual({ name: "a", apiKey: "k", permissions: [{ actions: ["view", "assign"] }], plain: { x: 1 } });
    expect(decoded.secrets).toEqual(["apiKey", "permissions"]);
    expect(unwrapSecrets(secret(secret([secret("x")])))).toEqual(["x"]);
  });

  it("reads an absent Struct as no properties", () => {
    expect(decode(undefined)).toEqual({ values: {}, secrets: [] });
    expect(valuesOf(undefined)).toEqual({});
  });

  it("wraps the named properties as secrets, leaves out undefined ones, and keeps the unknown sentinel as it is", () => {
    const written = structOf({ clientSecret: "s", botToken: undefined, name: "a", later: "04da6b54-80e4-46f7-96ec-b56ff0331ba9" }, [
      "clientSecret",
      "botToken",
    ]).toJavaScript();
    expect(written).toEqual({ clientSecret: secret("s"), name: "a", later: "04da6b54-80e4-46f7-96ec-b56ff0331ba9" });
    expect(decode(structOf({ clientSecret: "s", name: "a" }, ["clientSecret"]))).toEqual({
      values: { clientSecret: "s", name: "a" },
      secrets: ["clientSecret"],
    });
  });
});
