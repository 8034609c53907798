// Command codegen writes this provider's SDKs with Pulumi's own code generators, run as a library at
// the Pulumi CLI's version: `go run . <schema.json> <sdk folder> <Node.js SDK folder>` writes
// <sdk folder>/<language>/ for each language below, and the Node.js SDK's TypeScript into its own
// folder (the package's `./native` export, compiled with the package), replacing what was there.
// `npm run sdk` runs it on schema.json.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"

	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	"github.com/pulumi/pulumi/pkg/v3/codegen/nodejs"
	"github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"golang.org/x/mod/modfile"
)

// The name generated files give as their author, in their "do not edit" header.
const tool = "pulumi-support-platform (npm run sdk)"

const pulumiSDK = "github.com/pulumi/pulumi/sdk/v3"

// A language's generator: the files of its SDK, by path inside the language's folder.
type generator func(pkg *schema.Package) (map[string][]byte, error)

var generators = map[string]generator{
	"go": func(pkg *schema.Package) (map[string][]byte, error) {
		files, err := gogen.GeneratePackage(tool, pkg, nil)
		if err != nil {
			return nil, err
		}
		return files, pinPulumiSDK(files)
	},
	"python": func(pkg *schema.Package) (map[string][]byte, error) {
		return python.GeneratePackage(tool, pkg, nil, nil)
	},
}

// The Node.js SDK is not a package of its own: this npm package is the provider's Node.js SDK, its
// `./native` export. Only the generator's TypeScript is kept (the package's own package.json and
// tsconfig serve), and the one line that finds the SDK's version, `require('./package.json')` beside
// the compiled files as the generator's standalone package has it, reads the package's package.json
// by the package's name instead, so every resource asks the engine for the plugin of the installed
// package's version.
func nodeSDK(pkg *schema.Package) (map[string][]byte, error) {
	files, err := nodejs.GeneratePackage(tool, pkg, nil, nil, false, nil)
	if err != nil {
		return nil, err
	}
	info, _ := pkg.Language["nodejs"].(nodejs.NodePackageInfo)
	if info.PackageName == "" {
		return nil, fmt.Errorf("schema.json names no Node.js package (language.nodejs.packageName)")
	}
	sources := map[string][]byte{}
	for name, content := range files {
		if strings.HasSuffix(name, ".ts") {
			sources[name] = content
		}
	}
	const standalone = "require('./package.json')"
	utilities := string(sources["utilities.ts"])
	if strings.Count(utilities, standalone) != 1 {
		return nil, fmt.Errorf("utilities.ts: expected one %s, the generator's way to find its version", standalone)
	}
	sources["utilities.ts"] = []byte(strings.Replace(utilities, standalone, fmt.Sprintf("require('%s/package.json')", info.PackageName), 1))
	return sources, nil
}

func main() {
	if len(os.Args) != 4 {
		fail(fmt.Errorf("usage: codegen <schema.json> <sdk folder> <Node.js SDK folder>"))
	}
	spec, err := readSpec(os.Args[1])
	if err != nil {
		fail(err)
	}
	languages := make([]string, 0, len(generators))
	for language := range generators {
		languages = append(languages, language)
	}
	sort.Strings(languages)
	for _, language := range languages {
		// Each generator records its language's settings on the package: bind afresh for each.
		pkg, err := bind(spec)
		if err != nil {
			fail(err)
		}
		files, err := generators[language](pkg)
		if err != nil {
			fail(fmt.Errorf("%s: %w", language, err))
		}
		folder := filepath.Join(os.Args[2], language)
		if err := writeFolder(folder, files); err != nil {
			fail(err)
		}
		if language == "go" {
			if err := tidy(folder); err != nil {
				fail(err)
			}
		}
		fmt.Printf("codegen: %s: %d files in %s\n", language, len(files), folder)
	}
	pkg, err := bind(spec)
	if err != nil {
		fail(err)
	}
	files, err := nodeSDK(pkg)
	if err != nil {
		fail(fmt.Errorf("nodejs: %w", err))
	}
	if err := writeFolder(os.Args[3], files); err != nil {
		fail(err)
	}
	fmt.Printf("codegen: nodejs: %d files in %s\n", len(files), os.Args[3])
}

func readSpec(path string) (schema.PackageSpec, error) {
	var spec schema.PackageSpec
	text, err := os.ReadFile(path)
	if err != nil {
		return spec, err
	}
	if err := json.Unmarshal(text, &spec); err != nil {
		return spec, fmt.Errorf("%s: %w", path, err)
	}
	return spec, nil
}

func bind(spec schema.PackageSpec) (*schema.Package, error) {
	pkg, diags, err := schema.BindSpec(spec, schema.NewNullLoader(), schema.ValidationOptions{})
	if err != nil {
		return nil, err
	}
	if diags.HasErrors() {
		return nil, diags
	}
	return pkg, nil
}

// The generated go.mod requires the Pulumi Go SDK its generator was released with; programs build
// against the CLI's, the one this command is built with (scripts/codegen/go.mod).
func pinPulumiSDK(files map[string][]byte) error {
	gomod, err := modfile.Parse("go.mod", files["go.mod"], nil)
	if err != nil {
		return err
	}
	version := ""
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if dep.Path == pulumiSDK {
				version = dep.Version
			}
		}
	}
	if version == "" {
		return fmt.Errorf("this build of codegen does not record its %s version", pulumiSDK)
	}
	if err := gomod.AddRequire(pulumiSDK, version); err != nil {
		return err
	}
	files["go.mod"], err = gomod.Format()
	return err
}

// go.sum and the indirect requirements, so that `go build` of the SDK and its users needs no edit.
func tidy(folder string) error {
	command := exec.Command("go", "mod", "tidy")
	command.Dir = folder
	command.Stdout, command.Stderr = os.Stderr, os.Stderr
	return command.Run()
}

func writeFolder(folder string, files map[string][]byte) error {
	if err := os.RemoveAll(folder); err != nil {
		return err
	}
	for name, content := range files {
		target := filepath.Join(folder, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(target, content, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "codegen:", err)
	os.Exit(1)
}
