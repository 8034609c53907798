// A support organization in Go: `pulumi up` in this folder runs it (organization.Program).
package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"

	"support-platform-go-example/organization"
)

func main() {
	pulumi.Run(organization.Program)
}
