import { Redactor } from "../../../provider/http/redactor";

describe("Redactor", () => {
  it("replaces every occurrence of every secret", () => {
    const redactor = new Redactor(["sp_KEY_123", "pw-SECRET"]);
    expect(redactor.redact("key sp_KEY_123, password pw-SECRET, key again sp_KEY_123")).toBe(
      "key [redacted], password [redacted], key again [redacted]",
    );
  });

  it("removes a secret that contains another one whole", () => {
    const redactor = new Redactor(["abc", "xxabcxx"]);
    expect(redactor.redact("token xxabcxx and abc")).toBe("token [redacted] and [redacted]");
  });

  it("matches secrets literally, even with characters special to regular expressions", () => {
    const redactor = new Redactor(["a.b*c$(1)"]);
    expect(redactor.redact("a.b*c$(1) but not aXbbbc$(1)")).toBe("[redacted] but not aXbbbc$(1)");
  });

  it("ignores settings that are not configured or empty", () => {
    const redactor = new Redactor([undefined, "", "s3cret"]);
    expect(redactor.redact("nothing secret here")).toBe("nothing secret here");
    expect(redactor.redact("s3cret")).toBe("[redacted]");
  });

  it("changes nothing when there are no secrets", () => {
    expect(new Redactor([]).redact("any text")).toBe("any text");
  });
});
