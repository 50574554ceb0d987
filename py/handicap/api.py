"""The JSON boundary: ``calculate(request) -> reply``, used by the page (through Pyodide) and
by the command line. A reply is either a result or ``{"error": {"field", "message"}}`` (with
``"player"`` when the error is about one player's value); no exception escapes.

Every request may carry ``lang`` (one of :data:`handicap.i18n.LANGUAGES`, default "en"): the
command runs inside :func:`handicap.i18n.using`, so every word of the reply, errors included, is
in that language (see :mod:`handicap.i18n` for why a context variable)."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, overload

from . import fields, i18n, text_check
from .errors import InvalidInput, InvalidInputs
from .request_types import Request
from .version import __version__

if TYPE_CHECKING:  # types only: nothing is imported at run time (the page's engine has no use for them)
    from .reply_types import (
        ChessFormReply,
        ChessReply,
        ClockReply,
        ErrorReply,
        GameReply,
        GoClockReply,
        GoCompareReply,
        GoReply,
        GoSystemsReply,
        GoTableReply,
        Reply,
        RoundReply,
        StudyReadReply,
    )
    from .request_types import (
        AnyRequest,
        ChessFormRequest,
        ChessRequest,
        ClockRequest,
        GameRequest,
        GoClockRequest,
        GoCompareRequest,
        GoldisTableRequest,
        GoRequest,
        GoSystemsRequest,
        GoTableRequest,
        RateRequest,
        RoundRequest,
        StudyReadRequest,
        StudyRequest,
    )

Handler = Callable[[Mapping[str, Any]], dict[str, Any]]

# command -> (module, handler function). A module is imported when its command is first used:
# the page's first Go result need not wait for the game, rating and chess code (a quarter of the
# engine's import time, measured with `python -X importtime`; in WebAssembly that is about 0.1 s
# of a cold start).
HANDLERS: dict[str, tuple[str, str]] = {
    "go": ("handicap.commands.go", "go_reply"),
    "go-table": ("handicap.commands.go", "table_reply"),
    "go-compare": ("handicap.commands.go", "compare_reply"),
    "go-systems": ("handicap.commands.go", "systems_reply"),
    "goldis-table": ("handicap.commands.go", "goldis_table_reply"),
    "go-round": ("handicap.commands.round", "round_reply"),
    "game": ("handicap.commands.game", "game_reply"),
    "rate": ("handicap.commands.rate", "rate_reply"),
    "study": ("handicap.commands.study", "study_reply"),
    "study-read": ("handicap.commands.study", "read_reply"),
    "chess": ("handicap.commands.chess", "chess_reply"),
    "chess-form": ("handicap.commands.chess", "form_reply"),
    "chess-clock": ("handicap.commands.chessclock", "clock_reply"),
    "go-clock": ("handicap.commands.goclock", "clock_reply"),
}


def handler(command: str) -> Handler:
    module, function = HANDLERS[command]
    found: Handler = getattr(importlib.import_module(module), function)
    return found


def import_all() -> None:
    """Import every command's module now (the page's worker does this before it saves a memory
    snapshot, so that a restored engine answers every command without importing anything)."""
    for module, _ in HANDLERS.values():
        importlib.import_module(module)
    i18n.load_all()


def _language(request: Any) -> str:
    """The request's language when it names a known one; else English (a bad ``lang`` is then
    reported, in English, by :func:`_answer`)."""
    if isinstance(request, Mapping) and fields.given(request, "lang"):
        value = request["lang"]
        text = value.strip().lower() if isinstance(value, str) else None
        if text in i18n.LANGUAGES:
            return text
    return i18n.DEFAULT


# Every key a request may carry: those of the request types (request_types.Request, which a test
# keeps equal to the keys the commands read) and "command". Any other key is refused by name, so a
# misspelt one ("bord") is never silently ignored (the answer would be for the default board).
KEYS = frozenset(Request.__optional_keys__) | {"command"}
NAMED_KEYS = 20  # the unknown keys one error reply names (a request of a million junk keys is refused as fast)


def check_keys(request: Mapping[Any, object]) -> None:
    """Refuse each key no command reads, naming it and the nearest known one ("bord": did you
    mean "board"?); several at once as ``field_errors``."""
    unknown = [key for key in request if key not in KEYS]
    if not unknown:
        return
    import difflib  # only on this error: the page's engine need not import it otherwise

    from .text import quote

    errors = []
    for key in unknown[:NAMED_KEYS]:
        name = str(key)
        nearest = difflib.get_close_matches(name.lower(), sorted(KEYS), n=1, cutoff=0.6)
        message = (i18n.say("error.request.unknown_key", key=quote(name), nearest=quote(nearest[0])) if nearest
                   else i18n.say("error.request.unknown_key.none", key=quote(name)))
        errors.append(InvalidInput(name, message))
    if len(errors) == 1:
        raise errors[0]
    raise InvalidInputs(errors[0].field, errors[0].message, errors=tuple(errors))


def _answer(request: Any) -> dict[str, Any]:
    try:
        if not isinstance(request, Mapping):
            raise InvalidInput("request", i18n.say("error.request.not_object"))
        text_check.check_request(request)
        check_keys(request)
        fields.choice(request, "lang", i18n.LANGUAGES, default=i18n.DEFAULT)
        command = fields.choice(request, "command", list(HANDLERS), default="go")
        return handler(command)(request)
    except InvalidInput as error:
        return error.as_reply()
    except Exception as error:  # noqa: BLE001 -- a bug: still an answer, never a traceback for a user
        return internal_error(type(error).__name__)


def internal_error(kind: str) -> dict[str, Any]:
    """The reply to a bug (an exception of class ``kind``), in the current language."""
    return {"error": {"field": "request", "message": i18n.say("error.request.internal", kind=kind)}}


@overload
def calculate(request: GoRequest) -> GoReply | ErrorReply: ...
@overload
def calculate(request: GoTableRequest) -> GoTableReply | ErrorReply: ...
@overload
def calculate(request: GoCompareRequest) -> GoCompareReply | ErrorReply: ...
@overload
def calculate(request: GoSystemsRequest) -> GoSystemsReply | ErrorReply: ...
@overload
def calculate(request: RoundRequest) -> RoundReply | ErrorReply: ...
@overload
def calculate(request: GameRequest) -> GameReply | ErrorReply: ...
@overload
def calculate(request: ChessRequest) -> ChessReply | ErrorReply: ...
@overload
def calculate(request: ChessFormRequest) -> ChessFormReply | ErrorReply: ...
@overload
def calculate(request: ClockRequest) -> ClockReply | ErrorReply: ...
@overload
def calculate(request: GoClockRequest) -> GoClockReply | ErrorReply: ...
@overload
def calculate(request: StudyReadRequest) -> StudyReadReply | ErrorReply: ...
@overload
def calculate(request: GoldisTableRequest | RateRequest | StudyRequest | AnyRequest) -> Reply | ErrorReply: ...
def calculate(request: Any) -> Any:
    """The engine's answer to one request, the page's and the command line's alike.

    ``request`` is a dict such as ``{"command": "go", "board": 9, "rank_diff": 8}``: ``command``
    (default ``"go"``; the others are listed in ``HANDLERS``), the command's keys (docs/input.md;
    text or numbers, as a form or a command line gives them) and optionally ``lang`` (``"en"``,
    ``"ja"``, ``"ko"``, ``"zh"``, ``"fr"``, ``"de"``). The reply is a dict that JSON can carry: the
    command's result (docs/command-line.md, "Replies"), or on bad input ``{"error": {"field",
    "message"}}`` (with ``"player": 1`` or ``2`` about one player's value) naming the request key.
    It never raises: a bug, too, is an error reply.

    A key no command reads is refused by name, with the nearest known one (``"bord"``: did you
    mean ``"board"``?), never silently ignored.

    For type checkers a request written as a dict literal is checked key by key
    (:mod:`handicap.request_types`: a misspelt request key is an error), and one whose ``command``
    is a literal gets its command's reply type or an error reply (``GoReply | ErrorReply`` for
    ``"go"``; :mod:`handicap.reply_types`, made from types/replies.d.ts): ``"error" not in reply``
    narrows it to the result, whose misspelt keys are errors too. A request built at run time
    (from JSON, a form, a command line) goes to :func:`calculate_untyped`, the same answer typed
    ``dict[str, Any]``::

        >>> reply = calculate({"command": "go", "board": 9, "rank_diff": 8})
        >>> "error" not in reply and (reply["stones"], reply["komi"])
        (2, 2.5)
        >>> calculate({"command": "go", "board": 27, "rank_diff": 8})["error"]["field"]
        'board'
        >>> calculate_untyped({"command": "go", "bord": 9, "rank_diff": 8})["error"]["message"]
        '"bord" is not a request key: did you mean "board"?'
    """
    with i18n.using(_language(request)):
        return _answer(request)


def calculate_untyped(request: object) -> dict[str, Any]:
    """:func:`calculate` for a request built at run time, whose keys no type checker can see (a
    dict read from JSON, a form, a command line): the same answer, typed ``dict[str, Any]``."""
    reply: dict[str, Any] = calculate(request)  # type: ignore[call-overload]
    return reply


def calculate_json(text: str) -> str:
    """String in, string out: the cheapest way across the Pyodide boundary."""
    try:
        request = json.loads(text)
    except (ValueError, RecursionError):
        return json.dumps(InvalidInput("request", i18n.say("error.request.not_json")).as_reply(), ensure_ascii=False)
    reply = calculate(request)
    try:
        return json.dumps(reply, allow_nan=False, ensure_ascii=False)
    except (ValueError, TypeError, RecursionError) as error:  # a reply JSON cannot carry (NaN, an object): a bug
        return internal_error_json(type(error).__name__, _language(request))


def internal_error_json(kind: str, lang: str) -> str:
    """:func:`internal_error` as JSON in ``lang``: also what the page's worker answers when an
    exception escapes the engine after all (its interpreter still works)."""
    with i18n.using(lang if lang in i18n.LANGUAGES else i18n.DEFAULT):
        return json.dumps(internal_error(kind), ensure_ascii=False)


def study_parts(request: Mapping[str, Any], parts: Callable[[Any], Iterable[Any]]) -> dict[str, Any]:
    """The command line's study of any number of files (``study`` has no cap on the games here):
    ``request`` is a ``study`` request without ``games`` or ``files`` (its choices, ``lang``);
    ``parts(settings)`` gives the files read, each as ``commands.study.Part`` (the command line
    reads them in worker processes: ``commands.study.examining``). Never raises, as ``calculate``."""
    with i18n.using(_language(request)):
        try:
            text_check.check_request(request)
            fields.choice(request, "lang", i18n.LANGUAGES, default=i18n.DEFAULT)
            from .commands import study

            return study.parts_reply(request, parts)
        except InvalidInput as error:
            return error.as_reply()
        except Exception as error:  # noqa: BLE001 -- a bug: still an answer
            return internal_error(type(error).__name__)


def keep_file(key: str, data: bytes | bytearray | memoryview, size: int) -> None:
    """Keep a file's bytes for the requests that name it (``{"name", "kept": key}`` in ``files``):
    the page's worker hands a study's files over once (``study/kept_files.py``). ``data``: the
    file's first bytes, at most :func:`kept_file_limit` + 1; ``size``: the whole file's."""
    from .study import kept_files

    kept_files.keep(key, data, size)


def drop_file(key: str) -> None:
    """Let a kept file go (its study ended or was cancelled)."""
    from .study import kept_files

    kept_files.drop(key)


def drop_study(session: str) -> None:
    """Let a study session's games go (``study-read``'s ``session``: the page chose other files or
    cancelled; ``study/sessions.py``)."""
    from .study import sessions

    sessions.drop(session)


def kept_file_limit() -> int:
    """The bytes of a file worth keeping: a bigger one is only said to be too big."""
    from .study.sources import MAX_ARCHIVE_BYTES

    return MAX_ARCHIVE_BYTES


def version() -> str:
    return __version__
