// RunPlugin for the Node.js language host of sdk/v3@v3.68.0, the fallback that install-pulumi.sh
// builds when the module proxy does not serve the language host of the pinned CLI. That host answers
// RunPlugin with "not supported", and a CLI that finds a language host runs a policy pack
// (`runtime: nodejs`) only through it: so `pulumi preview --policy-pack` and `pulumi policy analyze`
// failed. This runs an analyzer as the CLI's own `pulumi-analyzer-policy` script does (which
// install-policy-analyzer.sh puts beside the host): in the pack's folder, with the engine's address
// and ".". Copied into the host's main package by install-policy-analyzer.sh, which renames the
// original method; any other plugin kind stays unsupported.
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/protobuf/encoding/protowire"
)

// The fields of RunPluginRequest (and of its ProgramInfo) that newer CLIs send and this host's
// generated code does not know: they arrive as unknown fields, read here by number.
const (
	runPluginInfoField    = 5 // RunPluginRequest.info (ProgramInfo)
	runPluginKindField    = 6 // RunPluginRequest.kind
	programDirectoryField = 2 // ProgramInfo.program_directory
)

// stringFields answers the string (length-delimited) fields of an encoded message, by number.
func stringFields(raw []byte) (map[protowire.Number][]byte, error) {
	fields := map[protowire.Number][]byte{}
	for len(raw) > 0 {
		number, kind, n := protowire.ConsumeTag(raw)
		if n < 0 {
			return nil, protowire.ParseError(n)
		}
		raw = raw[n:]
		if kind == protowire.BytesType {
			value, m := protowire.ConsumeBytes(raw)
			if m < 0 {
				return nil, protowire.ParseError(m)
			}
			fields[number] = value
			raw = raw[m:]
			continue
		}
		m := protowire.ConsumeFieldValue(number, kind, raw)
		if m < 0 {
			return nil, protowire.ParseError(m)
		}
		raw = raw[m:]
	}
	return fields, nil
}

// pluginStream sends what the plugin writes to one of its streams to the CLI.
type pluginStream struct {
	lock   *sync.Mutex
	server pulumirpc.LanguageRuntime_RunPluginServer
	stderr bool
}

func (s pluginStream) Write(p []byte) (int, error) {
	s.lock.Lock()
	defer s.lock.Unlock()
	data := append([]byte(nil), p...)
	response := &pulumirpc.RunPluginResponse{Output: &pulumirpc.RunPluginResponse_Stdout{Stdout: data}}
	if s.stderr {
		response = &pulumirpc.RunPluginResponse{Output: &pulumirpc.RunPluginResponse_Stderr{Stderr: data}}
	}
	if err := s.server.Send(response); err != nil {
		return 0, err
	}
	return len(p), nil
}

func (host *nodeLanguageHost) RunPlugin(
	req *pulumirpc.RunPluginRequest, server pulumirpc.LanguageRuntime_RunPluginServer,
) error {
	fields, err := stringFields(req.ProtoReflect().GetUnknown())
	if err != nil {
		return fmt.Errorf("reading the plugin request: %w", err)
	}
	if string(fields[runPluginKindField]) != "analyzer" {
		return errors.New("not supported")
	}
	info, err := stringFields(fields[runPluginInfoField])
	if err != nil {
		return fmt.Errorf("reading the plugin request: %w", err)
	}
	packDirectory := string(info[programDirectoryField])
	if packDirectory == "" {
		return errors.New("the plugin request names no policy pack folder")
	}
	executable, err := os.Executable()
	if err != nil {
		return err
	}
	analyzer := filepath.Join(filepath.Dir(executable), "pulumi-analyzer-policy")
	lock := &sync.Mutex{}
	cmd := exec.Command(analyzer, append(append([]string{}, req.Args...), ".")...)
	cmd.Dir = packDirectory
	cmd.Env = req.Env
	if len(cmd.Env) == 0 {
		cmd.Env = os.Environ()
	}
	cmd.Stdout = pluginStream{lock: lock, server: server}
	cmd.Stderr = pluginStream{lock: lock, server: server, stderr: true}
	code := int32(0)
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			return fmt.Errorf("starting %s: %w", analyzer, err)
		}
		code = int32(exit.ExitCode())
	}
	lock.Lock()
	defer lock.Unlock()
	return server.Send(&pulumirpc.RunPluginResponse{Output: &pulumirpc.RunPluginResponse_Exitcode{Exitcode: code}})
}
