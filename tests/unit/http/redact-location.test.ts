import { redactLocation } from "../../../provider/http/redact-location";
import { Redactor } from "../../../provider/http/redactor";

const redactor = new Redactor(["sp_live_KEY_123"]);
const requestUrl = "http://127.0.0.1:4010/v1/roles/R1";

describe("redactLocation", () => {
  it("shows a plain target as it is, resolved against the request's URL", () => {
    expect(redactLocation("https://moved.example/v1/roles/R1", requestUrl, redactor)).toBe("https://moved.example/v1/roles/R1");
    expect(redactLocation("/login", requestUrl, redactor)).toBe("http://127.0.0.1:4010/login");
  });

  it("hides user-info, every query and fragment value, and any configured credential", () => {
    expect(
      redactLocation(
        "https://user:pass@moved.example/p/sp_live_KEY_123?token=abc&next=%2Fx&token=def#access_token=xyz",
        requestUrl,
        redactor,
      ),
    ).toBe("https://[redacted]:[redacted]@moved.example/p/[redacted]?token=[redacted]&next=[redacted]#[redacted]");
  });

  it("does not show a Location it cannot read, nor an endless one whole", () => {
    expect(redactLocation("http://[::1", requestUrl, redactor)).toBe("an unreadable Location of 11 characters");
    const long = redactLocation(`https://moved.example/${"a".repeat(1_000)}`, requestUrl, redactor);
    expect(long).toBe(`https://moved.example/${"a".repeat(278)}… (722 more characters)`);
  });
});
