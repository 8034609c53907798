// pulumi-language-python as `npm run pulumi:install` installs it: the Python language host of
// sdk/v3@v3.68.0 (the last release whose module carried it: the module proxy serves no Python host at
// the CLI's version), started as a child and served through this process, which adds what that host
// predates: GenerateProgram, the code `pulumi import` and `pulumi convert` write, from Pulumi's own
// Python program generator at the CLI's version (pkg/v3/codegen/python). Every other call goes to the
// child as it came. Built by scripts/install-language-python.sh; the child and its
// pulumi-language-python-exec live in the folder named by childFolder, beside this executable.
package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	hclsyntax "github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/syntax"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/plugin"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/cmdutil"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/protobuf/types/known/emptypb"
)

// childFolder holds the v3.68.0 host and its exec script (install-language-python.sh puts them there).
const childFolder = "pulumi-language-python-v3.68.0"

type host struct {
	pulumirpc.UnimplementedLanguageRuntimeServer
	child pulumirpc.LanguageRuntimeClient
}

func (h *host) Handshake(ctx context.Context, req *pulumirpc.LanguageHandshakeRequest) (*pulumirpc.LanguageHandshakeResponse, error) {
	return h.child.Handshake(ctx, req)
}

func (h *host) GetRequiredPlugins(ctx context.Context, req *pulumirpc.GetRequiredPluginsRequest) (*pulumirpc.GetRequiredPluginsResponse, error) {
	return h.child.GetRequiredPlugins(ctx, req)
}

func (h *host) GetRequiredPackages(ctx context.Context, req *pulumirpc.GetRequiredPackagesRequest) (*pulumirpc.GetRequiredPackagesResponse, error) {
	return h.child.GetRequiredPackages(ctx, req)
}

func (h *host) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	return h.child.Run(ctx, req)
}

func (h *host) GetPluginInfo(ctx context.Context, req *emptypb.Empty) (*pulumirpc.PluginInfo, error) {
	return h.child.GetPluginInfo(ctx, req)
}

func (h *host) About(ctx context.Context, req *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	return h.child.About(ctx, req)
}

func (h *host) GetProgramDependencies(
	ctx context.Context, req *pulumirpc.GetProgramDependenciesRequest,
) (*pulumirpc.GetProgramDependenciesResponse, error) {
	return h.child.GetProgramDependencies(ctx, req)
}

func (h *host) Cancel(ctx context.Context, req *emptypb.Empty) (*emptypb.Empty, error) {
	return h.child.Cancel(ctx, req)
}

// relay copies a server stream of the child's to the caller.
func relay[T any](stream interface{ Recv() (*T, error) }, send func(*T) error) error {
	for {
		message, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := send(message); err != nil {
			return err
		}
	}
}

func (h *host) InstallDependencies(
	req *pulumirpc.InstallDependenciesRequest, server grpc.ServerStreamingServer[pulumirpc.InstallDependenciesResponse],
) error {
	stream, err := h.child.InstallDependencies(server.Context(), req)
	if err != nil {
		return err
	}
	return relay(stream, server.Send)
}

func (h *host) RunPlugin(req *pulumirpc.RunPluginRequest, server grpc.ServerStreamingServer[pulumirpc.RunPluginResponse]) error {
	stream, err := h.child.RunPlugin(server.Context(), req)
	if err != nil {
		return err
	}
	return relay(stream, server.Send)
}

// GenerateProgram binds the PCL program with the engine's schema loader and writes it as Python,
// as Pulumi's own Python host does.
func (h *host) GenerateProgram(ctx context.Context, req *pulumirpc.GenerateProgramRequest) (*pulumirpc.GenerateProgramResponse, error) {
	loader, err := schema.NewLoaderClient(req.LoaderTarget)
	if err != nil {
		return nil, err
	}
	defer loader.Close()
	parser := hclsyntax.NewParser()
	for path, contents := range req.Source {
		if err := parser.ParseFile(strings.NewReader(contents), path); err != nil {
			return nil, err
		}
		if parser.Diagnostics.HasErrors() {
			return nil, parser.Diagnostics
		}
	}
	options := []pcl.BindOption{pcl.PreferOutputVersionedInvokes}
	if !req.Strict {
		options = append(options, pcl.NonStrictBindOptions()...)
	}
	program, diags, err := pcl.BindProgram(parser.Files, schema.NewCachedLoader(loader), options...)
	if err != nil {
		return nil, err
	}
	diagnostics := plugin.HclDiagnosticsToRPCDiagnostics(diags)
	if diags.HasErrors() {
		return &pulumirpc.GenerateProgramResponse{Diagnostics: diagnostics}, nil
	}
	files, diags, err := codegen.GenerateProgram(program)
	if err != nil {
		return nil, err
	}
	diagnostics = append(diagnostics, plugin.HclDiagnosticsToRPCDiagnostics(diags)...)
	return &pulumirpc.GenerateProgramResponse{Source: files, Diagnostics: diagnostics}, nil
}

// startChild starts the v3.68.0 host with this process's arguments and answers a client of it, once
// it has printed its port, as every plugin does on its first line.
func startChild() (pulumirpc.LanguageRuntimeClient, *exec.Cmd, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, nil, err
	}
	folder := filepath.Join(filepath.Dir(self), childFolder)
	cmd := exec.Command(filepath.Join(folder, "pulumi-language-python"), os.Args[1:]...)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, nil, err
	}
	lines := bufio.NewReader(stdout)
	port, err := lines.ReadString('\n')
	if err != nil {
		return nil, cmd, fmt.Errorf("the Python language host in %s printed no port: %w", folder, err)
	}
	// What the child prints later (the programs' own output goes to the engine, not here) passes on.
	go func() { _, _ = io.Copy(os.Stdout, lines) }()
	conn, err := grpc.NewClient("127.0.0.1:"+strings.TrimSpace(port), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		return nil, cmd, err
	}
	return pulumirpc.NewLanguageRuntimeClient(conn), cmd, nil
}

func main() {
	child, cmd, err := startChild()
	if err != nil {
		if cmd != nil && cmd.Process != nil {
			_ = cmd.Process.Kill()
		}
		cmdutil.Exit(err)
	}
	// The child ends with this process: on a signal, or when it stops serving.
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	cancel := make(chan bool)
	go func() {
		select {
		case <-signals:
		case <-waitChild(cmd):
		}
		close(cancel)
	}()
	handle, err := rpcutil.ServeWithOptions(rpcutil.ServeOptions{
		Cancel: cancel,
		Init: func(server *grpc.Server) error {
			pulumirpc.RegisterLanguageRuntimeServer(server, &host{child: child})
			return nil
		},
	})
	if err != nil {
		_ = cmd.Process.Kill()
		cmdutil.Exit(fmt.Errorf("could not start the language host's RPC server: %w", err))
	}
	fmt.Printf("%d\n", handle.Port)
	err = <-handle.Done
	_ = cmd.Process.Signal(os.Interrupt)
	if err != nil {
		cmdutil.Exit(fmt.Errorf("the language host stopped serving: %w", err))
	}
}

// waitChild answers a channel closed when the child has exited.
func waitChild(cmd *exec.Cmd) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(done)
	}()
	return done
}
