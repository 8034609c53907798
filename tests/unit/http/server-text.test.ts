import { z } from "zod";
import { roleEndpoints } from "../../../provider/roles/endpoints";
import { teamEndpoints } from "../../../provider/teams/endpoints";
import { ApiError, ResponseShapeError } from "../../../provider/http/errors";
import { Redactor } from "../../../provider/http/redactor";
import { maxServerTextLength, serverText } from "../../../provider/http/server-text";
import { secrets, testClient } from "./client-fixtures";
import { FakePlatform } from "./fake-platform";

const ESC = "\u001b";
const BEL = "\u0007";

describe("serverText", () => {
  it("removes terminal escapes: colours, cursor moves, titles, and OSC-8 links keeping their text", () => {
    expect(serverText(`${ESC}[31;1mred${ESC}[0m and ${ESC}[2J${ESC}[Hclear`)).toBe("red and clear");
    expect(serverText(`${ESC}]8;;https://evil.example/${ESC}\\click here${ESC}]8;;${ESC}\\ now`)).toBe("click here now");
    expect(serverText(`${ESC}]0;pwned title${BEL}text`)).toBe("text");
    expect(serverText("\u009b31mC1 CSI\u009b0m")).toBe("C1 CSI");
    expect(serverText(`${ESC}cfull reset`)).toBe("full reset");
  });

  it("puts the text on one line: every line break and tab is a space, other controls and bidirectional overrides go", () => {
    expect(serverText("one\r\ntwo\nthree\rfour\u2028five\u2029six\u0085seven\tend")).toBe("one two three four five six seven end");
    expect(serverText("a\u0000b\u0008c\u007fd\u202ee\u2066f")).toBe("abcdef");
    expect(serverText("ünïcödé, emoji 🎉, 中文")).toBe("ünïcödé, emoji 🎉, 中文");
  });

  it("cuts a long text at maxServerTextLength, saying how much it left out, and never halves a character", () => {
    const huge = "x".repeat(5 * 2 ** 20);
    expect(serverText(huge)).toBe(`${"x".repeat(maxServerTextLength)}… (${huge.length - maxServerTextLength} more characters)`);
    const emoji = `${"x".repeat(maxServerTextLength - 1)}🎉🎉`;
    expect(serverText(emoji)).toBe(`${"x".repeat(maxServerTextLength - 1)}… (4 more characters)`);
    expect(serverText("y".repeat(maxServerTextLength))).toBe("y".repeat(maxServerTextLength));
  });

  it("redacts credentials, also when escapes were put inside one to hide it, and before cutting", () => {
    const redactor = new Redactor([secrets.apiKey]);
    const hidden = `${secrets.apiKey.slice(0, 5)}${ESC}[0m${secrets.apiKey.slice(5)}`;
    expect(serverText(`echo ${hidden}`, redactor)).toBe("echo [redacted]");
    const straddling = `${"x".repeat(maxServerTextLength - 4)}${secrets.apiKey}`;
    expect(serverText(straddling, redactor)).not.toContain(secrets.apiKey.slice(0, 4));
  });
});

describe("the server's text in the client's errors", () => {
  const platform = new FakePlatform();
  beforeAll(() => platform.start());
  afterAll(() => platform.stop());

  it("is one bounded line of plain text, whatever the error body holds", async () => {
    const message = `${ESC}[31mno${ESC}[0m\r\n${ESC}]8;;https://evil.example/${ESC}\\link${ESC}]8;;${ESC}\\ ${secrets.apiKey} ${"z".repeat(5 * 2 ** 20)}`;
    platform.on("GET /v1/roles", { status: 400, body: { statusCode: 400, message, error: "Bad Request" } });
    const error = await testClient(platform.url)
      .call(roleEndpoints.listRoles, { response: z.unknown() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const { serverMessage } = error as ApiError;
    expect(serverMessage).toMatch(/^no link \[redacted\] z+… \(\d+ more characters\)$/);
    expect(serverMessage.length).toBeLessThan(maxServerTextLength + 40);
    expect([...(error as ApiError).message].filter((character) => character < " ")).toEqual([]);
  });

  it("keeps a 2xx body's keys that an error names to one plain line", async () => {
    platform.on("GET /v1/teams", { status: 200, body: { [`${ESC}[31mred\r\nkey${"k".repeat(1_000)}`]: "not a number" } });
    const error = await testClient(platform.url)
      .call(teamEndpoints.listTeams, { response: z.record(z.string(), z.number()) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toMatch(
      /^list teams returned an unexpected response: red keyk+… \(\d+ more characters\): Invalid input/,
    );
  });
});
