// Runs examples/go's program (organization.Program) through Automation API as an inline program,
// on the project of the Pulumi.yaml in the working directory (the example's, whose plugins section
// names the native plugin): `go-inline up|preview|refresh|destroy`. The CLI's progress goes to
// stderr; stdout gets one JSON object: the operation's resource changes, the stack outputs and the
// CLI's output. No Go language host is needed: the inline program serves the engine itself.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/auto"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optdestroy"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optpreview"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optrefresh"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optup"
	"github.com/pulumi/pulumi/sdk/v3/go/common/workspace"

	"support-platform-go-example/organization"
)

type result struct {
	Changes map[string]int `json:"changes"`
	Outputs auto.OutputMap `json:"outputs,omitempty"`
	Output  string         `json:"output"`
}

func main() {
	if len(os.Args) != 3 {
		fail(fmt.Errorf("usage: go-inline up|preview|refresh|destroy <stack>"))
	}
	operation, stackName := os.Args[1], os.Args[2]
	ctx := context.Background()
	dir, err := os.Getwd()
	if err != nil {
		fail(err)
	}
	project, err := workspace.LoadProject("Pulumi.yaml")
	if err != nil {
		fail(err)
	}
	stack, err := auto.UpsertStackInlineSource(ctx, stackName, project.Name.String(), organization.Program,
		auto.WorkDir(dir), auto.Project(*project))
	if err != nil {
		fail(err)
	}
	var output strings.Builder
	var res result
	switch operation {
	case "up":
		up, err := stack.Up(ctx, optup.ProgressStreams(os.Stderr, &output))
		if err != nil {
			fail(err)
		}
		res = result{Changes: changes(up.Summary), Outputs: up.Outputs}
	case "preview":
		preview, err := stack.Preview(ctx, optpreview.ExpectNoChanges(), optpreview.ProgressStreams(os.Stderr, &output))
		if err != nil {
			fail(err)
		}
		res = result{Changes: map[string]int{}}
		for op, count := range preview.ChangeSummary {
			res.Changes[string(op)] = count
		}
	case "refresh":
		refresh, err := stack.Refresh(ctx, optrefresh.ProgressStreams(os.Stderr, &output))
		if err != nil {
			fail(err)
		}
		res = result{Changes: changes(refresh.Summary)}
	case "destroy":
		destroy, err := stack.Destroy(ctx, optdestroy.ProgressStreams(os.Stderr, &output))
		if err != nil {
			fail(err)
		}
		res = result{Changes: changes(destroy.Summary)}
	default:
		fail(fmt.Errorf("unknown operation %q", operation))
	}
	res.Output = output.String()
	if err := json.NewEncoder(os.Stdout).Encode(res); err != nil {
		fail(err)
	}
}

func changes(summary auto.UpdateSummary) map[string]int {
	if summary.ResourceChanges == nil {
		return map[string]int{}
	}
	return *summary.ResourceChanges
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "go-inline:", err)
	os.Exit(1)
}
