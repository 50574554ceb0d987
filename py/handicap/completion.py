"""Shell completion for the command line, written out from its own parser (``cli.build_parser``)
as a static script for bash, zsh or fish: ``handicap --completion bash`` (or
the package's build, ``setup.py``). The words are baked in when the script is made, so
completing runs no Python and needs no package (argcomplete's way would run the program on every
Tab); a new flag or choice needs the script made again, as a new version's package does.

What completes: the commands, each command's flags, and the values of a flag with a closed set of
them (its ``choices``, or the registries the help lists: systems, rule sets, languages…); a flag
whose value is a FILE completes file names. The command line's alone (not in the page's engine).
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

SHELLS = ("bash", "zsh", "fish")


@dataclass(frozen=True)
class Flag:
    names: tuple[str, ...]  # "--min-stones", "--club-min-stones"
    help: str
    takes_value: bool
    values: tuple[str, ...] = ()  # a closed set of values, else any
    files: bool = False  # the value is a file name


@dataclass(frozen=True)
class Command:
    name: str
    help: str
    flags: tuple[Flag, ...]


def _plain(text: str | None) -> str:
    return re.sub(r"\s+", " ", (text or "").replace("%%", "%")).strip()


def _flags(parser: argparse.ArgumentParser, values: Mapping[str, Sequence[str]]) -> Iterator[Flag]:
    for action in parser._actions:
        if not action.option_strings or isinstance(action, argparse._SubParsersAction):
            continue
        takes_value = action.nargs != 0
        closed = tuple(str(c) for c in action.choices) if action.choices else tuple(values.get(action.dest, ()))
        yield Flag(tuple(action.option_strings), _plain(action.help), takes_value, closed,
                   files=action.metavar == "FILE")


def commands(parser: argparse.ArgumentParser, values: Mapping[str, Sequence[str]]) -> tuple[Command, ...]:
    """The top level (name "") and each subcommand, with their flags."""
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    helps = {choice.dest: _plain(choice.help) for choice in sub._choices_actions}
    found = [Command("", _plain(parser.description), tuple(_flags(parser, values)))]
    found += [Command(name, helps.get(name, ""), tuple(_flags(child, values))) for name, child in sub.choices.items()]
    return tuple(found)


def _words(words: Sequence[str]) -> str:
    return " ".join(words)


def bash(program: str, found: Sequence[Command]) -> str:
    top, subs = found[0], found[1:]
    lines = [f"# bash completion for {program} (made by `{program} --completion bash`)",
             f"_{_name(program)}() {{",
             '    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" command="" i',
             "    for ((i = 1; i < COMP_CWORD; i++)); do",
             '        case "${COMP_WORDS[i]}" in',
             f"            {'|'.join(c.name for c in subs)}) command=\"${{COMP_WORDS[i]}}\"; break ;;",
             "        esac",
             "    done",
             '    case "$command $prev" in']
    for command in found:
        for flag in command.flags:
            if flag.values or flag.files:
                pattern = "|".join(f'"{command.name} {name}"' for name in flag.names)
                reply = ('compgen -f -- "$cur"' if flag.files else f'compgen -W "{_words(flag.values)}" -- "$cur"')
                lines.append(f'        {pattern}) COMPREPLY=($({reply})); return ;;')
    lines += ["    esac", '    case "$command" in']
    lines.append(f'        "") COMPREPLY=($(compgen -W "{_words([c.name for c in subs] + _all(top))}" -- "$cur")) ;;')
    for command in subs:
        lines.append(f'        {command.name}) COMPREPLY=($(compgen -W "{_words(_all(command))}" -- "$cur")) ;;')
    lines += ["    esac", "}", f"complete -o default -F _{_name(program)} {program}", ""]
    return "\n".join(lines)


def _all(command: Command) -> list[str]:
    return [name for flag in command.flags for name in flag.names]


def _name(program: str) -> str:
    return re.sub(r"\W", "_", program)


def _zsh_quote(text: str) -> str:
    return text.replace("\\", "\\\\").replace("'", "'\\''").replace("[", "\\[").replace("]", "\\]") \
        .replace(":", "\\:")


def zsh(program: str, found: Sequence[Command]) -> str:
    top, subs = found[0], found[1:]
    name = _name(program)

    def spec(flag: Flag) -> str:
        names = flag.names[0] if len(flag.names) == 1 else "{" + ",".join(flag.names) + "}"
        exclusive = f"({' '.join(flag.names)})" if len(flag.names) > 1 else ""
        action = ""
        if flag.takes_value:
            action = ":value:_files" if flag.files else (f":value:({' '.join(flag.values)})" if flag.values
                                                        else ":value: ")
        return f"'{exclusive}{names}[{_zsh_quote(flag.help)}]{action}'"

    lines = [f"#compdef {program}", f"# zsh completion for {program} (made by `{program} --completion zsh`)",
             f"_{name}() {{", "    local -a commands", "    commands=("]
    lines += [f"        '{_zsh_quote(c.name)}:{_zsh_quote(c.help)}'" for c in subs]
    lines += ["    )", "    if (( CURRENT == 2 )); then",
              "        _describe -t commands command commands",
              f"        _arguments {' '.join(spec(f) for f in top.flags)}",
              "        return", "    fi", "    local command=$words[2]", "    shift words", "    (( CURRENT-- ))",
              "    case $command in"]
    for command in subs:
        lines.append(f"        {command.name}) _arguments {' '.join(spec(f) for f in command.flags)} ;;")
    lines += ["    esac", "}", f'_{name} "$@"', ""]
    return "\n".join(lines)


def _fish_quote(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def fish(program: str, found: Sequence[Command]) -> str:
    subs = found[1:]
    names = " ".join(c.name for c in subs)
    lines = [f"# fish completion for {program} (made by `{program} --completion fish`)",
             f"complete -c {program} -f"]
    lines += [f"complete -c {program} -n 'not __fish_seen_subcommand_from {names}' -a {c.name} "
              f"-d {_fish_quote(c.help)}" for c in subs]
    for command in found:
        when = (f"not __fish_seen_subcommand_from {names}" if not command.name
                else f"__fish_seen_subcommand_from {command.name}")
        for flag in command.flags:
            parts = [f"complete -c {program} -n '{when}'"]
            parts += [f"-l {n[2:]}" if n.startswith("--") else f"-s {n[1:]}" for n in flag.names]
            if flag.takes_value:
                parts.append("-r -F" if flag.files else "-x")
                if flag.values:
                    parts.append(f"-a {_fish_quote(' '.join(flag.values))}")
            parts.append(f"-d {_fish_quote(flag.help)}")
            lines.append(" ".join(parts))
    return "\n".join(lines) + "\n"


def script(shell: str, program: str, parser: argparse.ArgumentParser,
           values: Mapping[str, Sequence[str]]) -> str:
    """The completion script for ``shell`` (one of :data:`SHELLS`)."""
    found = commands(parser, values)
    return {"bash": bash, "zsh": zsh, "fish": fish}[shell](program, found)
