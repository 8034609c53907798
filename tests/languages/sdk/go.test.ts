// sdk/go, the Go SDK: `go vet` and `go build` of every package pass, against the Pulumi Go SDK at
// the CLI's version that its go.mod requires.
import { goBuildTimeout, runGo, sdkDir } from "../../harness/languages";

describe("sdk/go", () => {
  it(
    "passes go vet and go build",
    async () => {
      await runGo(["vet", "./..."], sdkDir("go"));
      await runGo(["build", "./..."], sdkDir("go"));
    },
    goBuildTimeout,
  );
});
