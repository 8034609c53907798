"""Checks a Pulumi Python program's use of the generated SDK against the SDK's source, without
importing either (the `pulumi` package they import is on PyPI, out of this machine's reach).

Usage: python3 check_python_program.py <sdk package folder> <program.py>

For every call `sp.<Name>(...)` of the SDK (imported `as sp`): the name is a resource class or a
function of the SDK; a resource's keywords are its Args' parameters (or `opts`), with every required
one given; a dict literal given for an input type has only that type's keys (its ArgsDict), with its
required ones, checked to any depth; a string literal given where the SDK takes an enum is one of its
values. For every `<variable>.<attribute>` of a resource the program made, the attribute is one of
its outputs. Prints one line per problem and exits 1, or prints what it checked and exits 0.
"""

import ast
import pathlib
import re
import sys

ARGS_TYPE = re.compile(r"'(\w+)'")


def annotation_types(annotation):
    """The quoted type names in an annotation: `pulumi.Input['RolePermissionArgs']` -> ['RolePermissionArgs']."""
    return ARGS_TYPE.findall(ast.unparse(annotation)) if annotation is not None else []


class Sdk:
    def __init__(self, package):
        self.args = {}  # "RoleArgs" -> {param: (required, annotation)}
        self.dicts = {}  # "RolePermissionArgsDict" -> {key: (required, annotation)}
        self.enums = {}  # "RolePermissionAction" -> {"view", ...}
        self.outputs = {}  # "Role" -> {"id", "urn", "name", ...}
        self.functions = {}  # "get_ticket_types" -> {"team_id", "opts"}
        for path in sorted(pathlib.Path(package).glob("*.py")):
            for node in ast.parse(path.read_text(encoding="utf-8")).body:
                if isinstance(node, ast.ClassDef):
                    self._class(node)
                elif isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
                    self.functions[node.name] = {arg.arg for arg in node.args.args + node.args.kwonlyargs}

    def _class(self, node):
        bases = [ast.unparse(base) for base in node.bases]
        if "TypedDict" in bases:
            fields = {}
            for item in node.body:
                if isinstance(item, ast.AnnAssign):
                    fields[item.target.id] = (not ast.unparse(item.annotation).startswith("NotRequired["), item.annotation)
            self.dicts[node.name] = fields
        elif any(base.endswith("Enum") for base in bases):
            self.enums[node.name] = {item.value.value for item in node.body if isinstance(item, ast.Assign)}
        elif node.name.endswith("Args"):
            init = next((item for item in node.body if isinstance(item, ast.FunctionDef) and item.name == "__init__"), None)
            if init is not None:
                defaults = [None] * (len(init.args.kwonlyargs) - len(init.args.kw_defaults)) + list(init.args.kw_defaults)
                self.args[node.name] = {
                    arg.arg: (default is None, arg.annotation) for arg, default in zip(init.args.kwonlyargs, defaults)
                }
        elif any(base.endswith("CustomResource") for base in bases):
            getters = {
                item.name
                for item in node.body
                if isinstance(item, ast.FunctionDef) and any("getter" in ast.unparse(d) for d in item.decorator_list)
            }
            self.outputs[node.name] = getters | {"id", "urn"}


class Checker:
    def __init__(self, sdk, alias):
        self.sdk, self.alias, self.problems, self.made, self.checked = sdk, alias, [], {}, 0

    def problem(self, node, message):
        self.problems.append(f"line {node.lineno}: {message}")

    def value(self, node, annotation, where):
        """Checks a literal given for an input of `annotation`: dicts against their ArgsDict, strings against enums."""
        if isinstance(node, (ast.List, ast.Tuple)):
            for item in node.elts:
                self.value(item, annotation, where)
            return
        for name in annotation_types(annotation):
            if isinstance(node, ast.Dict) and (name if name.endswith("Dict") else name + "Dict") in self.sdk.dicts:
                self.dict(node, self.sdk.dicts[name if name.endswith("Dict") else name + "Dict"], where)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and name in self.sdk.enums:
                self.checked += 1
                if node.value not in self.sdk.enums[name]:
                    self.problem(node, f"{where}: {node.value!r} is not a {name} ({', '.join(sorted(self.sdk.enums[name]))})")

    def dict(self, node, fields, where):
        keys = [key.value for key in node.keys if isinstance(key, ast.Constant)]
        for key, item in zip(node.keys, node.values):
            if not isinstance(key, ast.Constant):
                continue
            self.checked += 1
            if key.value not in fields:
                self.problem(key, f"{where}: no key {key.value!r} (takes {', '.join(sorted(fields))})")
            else:
                self.value(item, fields[key.value][1], f"{where}.{key.value}")
        for name, (required, _) in fields.items():
            if required and name not in keys:
                self.problem(node, f"{where}: missing required key {name!r}")

    def call(self, node, name):
        if name in self.sdk.functions:
            for keyword in node.keywords:
                self.checked += 1
                if keyword.arg not in self.sdk.functions[name]:
                    self.problem(keyword, f"{name}() takes no argument {keyword.arg!r}")
            return
        params = self.sdk.args.get(name + "Args")
        if params is None or name not in self.sdk.outputs:
            self.problem(node, f"the SDK has no resource or function {name}")
            return
        given = {keyword.arg for keyword in node.keywords}
        for keyword in node.keywords:
            self.checked += 1
            if keyword.arg == "opts":
                continue
            if keyword.arg not in params:
                self.problem(keyword, f"{name} takes no input {keyword.arg!r} (takes {', '.join(sorted(params))})")
            else:
                self.value(keyword.value, params[keyword.arg][1], f"{name}.{keyword.arg}")
        for param, (required, _) in params.items():
            if required and param not in given:
                self.problem(node, f"{name} is missing its required input {param!r}")

    def run(self, tree):
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
                name = self.sdk_name(node.value.func)
                if name in self.sdk.outputs:
                    for target in node.targets:
                        if isinstance(target, ast.Name):
                            self.made[target.id] = name
        calls = 0
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and self.sdk_name(node.func) is not None:
                calls += 1
                self.call(node, self.sdk_name(node.func))
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in self.made:
                kind = self.made[node.value.id]
                self.checked += 1
                if node.attr not in self.sdk.outputs[kind]:
                    self.problem(node, f"{kind} has no output {node.attr!r}")
        return calls

    def sdk_name(self, func):
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == self.alias:
            return func.attr
        return None


def main(package, program):
    tree = ast.parse(pathlib.Path(program).read_text(encoding="utf-8"))
    aliases = [
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
        if alias.name == pathlib.Path(package).name
    ]
    if not aliases:
        print(f"{program} does not import {pathlib.Path(package).name}")
        return 1
    checker = Checker(Sdk(package), aliases[0])
    calls = checker.run(tree)
    for problem in checker.problems:
        print(problem)
    if checker.problems:
        return 1
    print(f"{calls} calls of the SDK, {checker.checked} arguments, keys, enum values and outputs: all known to the SDK")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
