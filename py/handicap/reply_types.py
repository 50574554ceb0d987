"""The engine's replies as ``TypedDict``s, for type checkers (mypy, pyright): written by
scripts/reply-types.py from types/replies.d.ts, the page's declaration of the same replies.
Do not edit: change the d.ts and run the script (tests/engine/test_typed_library.py checks
they agree, and tests/engine/test_reply_types.py checks the d.ts against real replies).

``handicap.calculate`` returns these for a request whose ``command`` is written as a literal
(``GoReply`` for ``{"command": "go", …}``); numbers are ``float`` (an ``int`` is one too).
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict


class EngineError(TypedDict):
    field: str
    message: str
    player: NotRequired[Literal[1, 2]]
    kind: NotRequired[Literal["pairings", "game-record", "archive", "binary", "not-tournament"]]


class Step(TypedDict):
    key: str
    label: str
    working: str
    formula: str


class Message(TypedDict):
    message: str
    code: NotRequired[str]


class ErrorReply(TypedDict):
    error: EngineError
    field_errors: NotRequired[list[EngineError]]


class Reply(TypedDict):
    error: NotRequired[EngineError]
    field_errors: NotRequired[list[EngineError]]
    warnings: NotRequired[list[Message]]
    advice: NotRequired[list[Message]]
    steps: NotRequired[list[Step]]
    summary: NotRequired[str]
    command: NotRequired[str]


class GoReply(Reply):
    system: str
    black_chance: BlackChance
    clock_link: NotRequired[dict[str, str]]
    board: float
    stones: float
    black_text: str
    komi_text: str
    effective_komi_text: str
    komi_words: str
    effective_komi_words: str | None
    short_answer: str
    tie_text: str
    stone_points: list[str] | None
    stone_coordinates: list[str] | None
    star_points: list[str]
    board_caption: str
    board_title: str
    sgf: str
    recommendation: str
    recommendation_chance: str
    recommended_system: str
    beyond_maximum: bool
    beyond_note: str
    black: float | None
    black_name: str | None
    black_wins_ties: bool
    board_factor: NotRequired[float]
    board_factor_extrapolated: NotRequired[bool]
    capped: bool
    check: NotRequired[float]
    counting: str
    effective_komi: float
    expected_outcome: NotRequired[float]
    fair_boards: list[float] | None
    free_moves: NotRequired[float]
    handicap_bonus: float
    handicap_value: NotRequired[float]
    historical: bool
    komi: float
    komi_mode: str
    log_rating_difference: NotRequired[float]
    max_stones: float
    nigiri: bool
    placed_stones: float
    players: list[dict[str, object]] | None
    predicted_even_game_margin: NotRequired[float]
    rank_difference: float
    raw_rank_difference: float
    rules: str | None
    rules_name: str | None
    source: str
    stone_value: NotRequired[float]
    strength_input: str
    strength_ratio: NotRequired[float]
    system_name: str
    tie_rule: str
    tie_short: str


class Choice(TypedDict):
    value: str | float
    label: str


class MethodChoice(Choice):
    fields: list[str]


class NamedChoice(Choice):
    name: str


class GoSystem(TypedDict):
    key: str
    aliases: list[str]
    name: str
    label: str
    boards: list[float]
    board_options: list[Choice]
    default_board: float
    purpose: NotRequired[str]
    board_note: NotRequired[str]
    board_switch: NotRequired[str]
    default_rules: str
    example: str
    historical: bool
    komi_follows_rules: bool
    max_stones: dict[str, object]
    source: str
    whole_differences: bool


class GoHints(TypedDict):
    strength: dict[str, str]


class GoRules(TypedDict):
    key: str
    name: str
    label: str
    counting: str
    draws_possible: bool
    even_komi: float


class GoSystemsReplyGameMenusValue(TypedDict):
    options: list[Choice]
    default: str | float


class GoSystemsReply(Reply):
    systems: NotRequired[list[GoSystem]]
    rules: NotRequired[list[GoRules]]
    countings: NotRequired[list[Choice]]
    difference_modes: NotRequired[list[Choice]]
    komi_modes: NotRequired[list[Choice]]
    stone_ceilings: NotRequired[list[Choice]]
    first_stone_options: NotRequired[list[Choice]]
    round_scales: NotRequired[list[Choice]]
    handicap_bases: NotRequired[list[Choice]]
    scales: NotRequired[list[Choice]]
    round_default_system: NotRequired[str]
    game_models: NotRequired[list[NamedChoice]]
    study_models: NotRequired[list[NamedChoice]]
    game_menus: NotRequired[dict[str, GoSystemsReplyGameMenusValue]]
    file_formats: NotRequired[list[FileFormat]]
    study_file_extensions: NotRequired[list[str]]
    hints: NotRequired[GoHints]


class FileFormat(TypedDict):
    key: str
    name: str
    extensions: list[str]
    label: str


class BlackChance(TypedDict):
    text: str
    short: str
    nigiri: bool
    aga: AgaChance | None
    aga_missing: str | None
    ogs: OgsChance | None
    ogs_missing: str | None


class AgaChance(TypedDict):
    black: float
    white: float
    komi_counted: float
    gap: float
    handicap_equivalent: float
    spread: float
    shown: str


class OgsChance(TypedDict):
    black: float
    white: float
    low: float | None
    high: float | None
    rank_difference: float
    adjustment: float
    shown: str
    shown_range: str | None


class GoAnswerRow(TypedDict):
    rank_difference: float
    stones: float
    komi: float
    komi_text: str
    effective_komi_text: str
    tie_short: str
    beyond_maximum: bool
    beyond_note: str
    black_wins_ties: bool
    effective_komi: float
    handicap_bonus: float
    tie_rule: str
    tie_text: str


class GoRow(GoAnswerRow):
    stones_point_text: str
    komi_point_text: str
    capped: bool


class GoCompareAnswer(GoAnswerRow):
    system: str
    system_name: str
    supported: Literal[True]
    purpose: NotRequired[str]
    recommended: NotRequired[bool]
    made_for_note: NotRequired[str | None]
    black_text: str
    closest_to_even: list[str]
    black_chance: BlackChance
    historical: bool
    board: float
    rules: str
    counting: str
    black: float | None
    nigiri: bool
    summary: str
    warnings: list[Message]


class GoCompareUnsupported(TypedDict):
    system: str
    system_name: str
    supported: Literal[False]
    purpose: NotRequired[str]
    recommended: NotRequired[bool]
    reason: str
    historical: bool
    closest_to_even: list[str]


class GoCompareReply(Reply):
    rows: list[GoCompareRow]
    chosen_note: str
    recommended: NotRequired[str]
    recommendation: NotRequired[str]
    recommendation_chance: NotRequired[str]
    recommended_note: NotRequired[str]
    closest_to_even_text: str | None
    rules: str
    closest_to_even: dict[str, list[str]]


class GoChartWords(TypedDict):
    stones_title: str
    komi_title: str
    axis_label: str


class GoTableReply(Reply):
    rows: list[GoRow]
    source: str
    source_text: str
    chart: GoChartWords
    csv: str
    csv_filename: str
    board: float
    counting: str
    historical: bool
    max_stones: float
    rules: str
    rules_name: str
    system: str
    system_name: str


class Judgement(TypedDict):
    key: Literal["stones_alone", "board_komi_rules"]
    shown: dict[str, str]
    black: dict[str, object]
    black_effective_rank: float
    black_effective_rating: float
    black_win_expectation: float
    label: str
    rank_difference: float
    white: dict[str, object]
    white_win_expectation: float


class GameReplyShown(TypedDict):
    rank_difference: str
    stones_alone_rank_difference: str
    black_rank: NotRequired[str]
    white_rank: NotRequired[str]
    gap: NotRequired[str]
    black_win_expectation: NotRequired[str]
    white_win_expectation: NotRequired[str]
    win_expectation_model: NotRequired[str]


class GameReplyRatings(TypedDict):
    judgements: list[Judgement]
    summary: NotRequired[str]
    steps: NotRequired[list[Step]]


class GameReply(Reply):
    model: str
    model_name: str
    verdict: str
    shown: GameReplyShown
    ratings: NotRequired[GameReplyRatings | None]
    models_note: str
    black_chance: NotRequired[BlackChance]
    area_value: float
    black_effective_rating: NotRequired[float]
    black_win_expectation: NotRequired[float]
    board: float
    board_factor: float
    counting: str
    effective_komi: float
    even_komi: float
    fair_komi: float
    favours_black_by: NotRequired[float]
    free_moves: float
    gap: NotRequired[float]
    handicap_bonus: float
    head_start: float
    komi: float
    points_per_rank: float
    rank_difference: float
    rank_difference_exact: str
    rules: str
    rules_name: str
    stone_value: float
    stones: float
    stones_alone_rank_difference: float
    system: str
    system_name: str
    white_win_expectation: NotRequired[float]


class ChessReplyRange(TypedDict):
    text: str


class ChessReplyClock(TypedDict):
    text: str
    common_text: str


class ChessReplyComputer(TypedDict):
    text: str


class ChessReplyPlayersItem(TypedDict):
    player: Literal[1, 2]
    name: str | None
    label: str
    text: str


class ChessReplyUnusedFieldsItem(TypedDict):
    field: str
    message: str


class ChessReply(Reply):
    ratio_text: str
    weaker_text: str
    weaker_clock: NotRequired[str | None]
    stronger_clock: NotRequired[str | None]
    K_text: str
    range: NotRequired[ChessReplyRange | None]
    clock: NotRequired[ChessReplyClock | None]
    computer: NotRequired[ChessReplyComputer | None]
    players_text: NotRequired[str | None]
    players: NotRequired[list[ChessReplyPlayersItem] | None]
    headline: Literal["clocks", "split", "computer", "ratio"]
    short_answer: str
    clock_link: NotRequired[dict[str, str] | None]
    unused_fields: NotRequired[list[ChessReplyUnusedFieldsItem]]
    K: float | None
    against: str
    bands: NotRequired[dict[str, object]]
    calibration: NotRequired[dict[str, object]]
    table: NotRequired[dict[str, object]]
    equal: bool
    even_clock: NotRequired[dict[str, object]]
    k: float | None
    method: str
    method_name: str
    rating_gap: float
    ratings: NotRequired[list[float]]
    ratio: float
    score: float
    stronger_time: float | None
    total: float | None
    weaker: float
    weaker_time: float | None


class ClockSide(TypedDict):
    side: Literal[1, 2]
    label: str
    base_ms: float
    increment_ms: float
    delay_ms: float
    delay_type: Literal["simple", "bronstein"]
    text: str
    face: NotRequired[str]
    name: str
    colour: str | None


class GoClockSide(ClockSide):
    system: Literal["absolute", "fischer", "byoyomi", "canadian"]
    overtime: Literal["none", "byoyomi", "canadian"]
    cap_ms: float | None
    periods: float
    period_ms: float
    stones: float


class GoClockReply(Reply):
    sides: tuple[GoClockSide, GoClockSide]
    first: Literal[1, 2] | None
    black: Literal[1, 2] | None
    handicap: float
    sgf: str


class ClockReply(Reply):
    sides: tuple[ClockSide, ClockSide]
    first: Literal[1, 2]
    white: Literal[1, 2]
    pgn: str
    time_controls: dict[str, str]


class ChessFormReplyAgainstItem(TypedDict):
    value: str
    label: str


class ChessFormReply(Reply):
    methods: NotRequired[list[MethodChoice]]
    against: NotRequired[list[ChessFormReplyAgainstItem]]
    hints: NotRequired[dict[str, str]]


class RoundBoardBlack(TypedDict):
    name: str
    rank: str
    rank_text: NotRequired[str]


class RoundBoardWhite(TypedDict):
    name: str
    rank: str
    rank_text: NotRequired[str]


class RoundBoardRecorded(TypedDict):
    stones: float
    black: str | None


class RoundBoardSystemGame(TypedDict):
    stones: float
    komi: float
    komi_short: str
    black: str | None
    nigiri: bool


class RoundBoard(TypedDict):
    board: float
    black: RoundBoardBlack
    white: RoundBoardWhite
    nigiri: NotRequired[bool]
    stones: float
    komi: float
    effective_komi: float
    black_wins_ties: bool
    komi_text: str
    effective_komi_text: str
    komi_short: str
    effective_komi_short: str
    tie_short: str
    warnings: list[Message]
    advice: list[Message]
    summary: str
    board_size: float
    star_points: list[str]
    stone_points: list[str] | None
    board_title: str
    first_move: str
    recorded: NotRequired[RoundBoardRecorded | None]
    recorded_differs: NotRequired[bool]
    recorded_text: NotRequired[str]
    recorded_note: NotRequired[str]
    printed: NotRequired[Literal["recorded", "system"]]
    system_game: NotRequired[RoundBoardSystemGame]
    recorded_short: NotRequired[str]
    black_chance: BlackChance
    beyond_maximum: bool
    board_caption: str
    handicap_bonus: float
    line: float
    rank_difference: float
    source_stones: NotRequired[float]
    tie_rule: str
    tie_text: str


class HandicapGapRow(TypedDict):
    gap: float
    games: float
    black_score: float
    black_points: float
    text: dict[str, str]


class RoundLineError(TypedDict):
    line: float
    text: str
    message: str


class RoundWordsSharedItem(TypedDict):
    key: str
    text: str


class RoundWords(TypedDict):
    columns: dict[str, str]
    errors_columns: dict[str, str]
    errors_heading: NotRequired[str]
    title: str
    card_title: str
    caption: str
    csv_filename: str
    card: dict[str, str]
    rules_text: NotRequired[str]
    table_columns: NotRequired[list[str]]
    paper_columns: NotRequired[list[str]]
    shared: NotRequired[list[RoundWordsSharedItem]]
    nigiri_note: NotRequired[str]
    nigiri_mark: NotRequired[str]
    round_used: NotRequired[str]
    round_field: NotRequired[str]
    summary_on_stderr: str


class RoundReplyRecordedSummary(TypedDict):
    games: float
    differ: float
    text: str
    columns: dict[str, str]


class RoundReply(Reply):
    file_settings: NotRequired[list[str] | None]
    round: NotRequired[float | None]
    rounds: NotRequired[list[float] | None]
    tournament: NotRequired[str | None]
    boards: list[RoundBoard]
    errors: list[RoundLineError]
    settings: dict[str, str | float | None]
    words: RoundWords
    csv: str
    recorded_summary: NotRequired[RoundReplyRecordedSummary | None]
    handicap_games: NotRequired[list[HandicapGapRow]]
    handicap_games_words: NotRequired[dict[str, str]]
    board: float
    counting: str
    historical: bool
    rules: str | None
    rules_name: str | None
    source: str
    system: str
    system_name: str


class StudyGroupShown(TypedDict):
    score: str
    interval: str
    gap: NotRequired[str]
    label: NotRequired[str]
    few: NotRequired[str]


StudyGroup = TypedDict('StudyGroup', {
    'key': 'str',
    'games': 'float',
    'wins': 'float',
    'draws': 'float',
    'losses': 'float',
    'score': 'float',
    'low': 'float',
    'high': 'float',
    'centre': 'NotRequired[float]',
    'from': 'NotRequired[float]',
    'to': 'NotRequired[float]',
    'few': 'NotRequired[bool]',
    'shown': 'StudyGroupShown',
})


class StudyChartPointsItem(TypedDict):
    x: float
    y: float
    low: float
    high: float
    games: float
    few: bool
    label: str


class StudyChartEven(TypedDict):
    x: float
    low: float
    high: float
    label: str


class StudyChart(TypedDict):
    title: str
    x: StudyAxis
    y: StudyAxis
    points: list[StudyChartPointsItem]
    curve: list[tuple[float, float]]
    curve_label: str
    even: StudyChartEven | None
    interval_label: str
    how_to_read: str


class StudyFileRead(TypedDict):
    source: str
    files: float
    games: float
    shown: NotRequired[str]


class StudyReadReplyProblemsItem(TypedDict):
    source: str
    message: str


class StudyReadReply(Reply):
    files: float
    members: float
    read: list[StudyFileRead]
    games: list[dict[str, str | float]]
    problems: list[StudyReadReplyProblemsItem]
    damaged: list[str]
    session: NotRequired[str]
    session_games: NotRequired[float]


class StudyChanceModelsModelsItemBinsItemShown(TypedDict):
    range: str
    predicted: str
    observed: str


class StudyChanceModelsModelsItemBinsItem(TypedDict):
    low: float
    high: float
    games: float
    predicted: float
    observed: float
    few: bool
    shown: StudyChanceModelsModelsItemBinsItemShown


class StudyChanceModelsModelsItemShown(TypedDict):
    log_likelihood: str
    brier: str


class StudyChanceModelsModelsItem(TypedDict):
    model: Literal["aga", "ogs"]
    name: str
    log_likelihood: float | None
    brier: float | None
    bins: list[StudyChanceModelsModelsItemBinsItem]
    shown: StudyChanceModelsModelsItemShown | None


class StudyChanceModelsColumns(TypedDict):
    model: str
    range: str
    games: str
    predicted: str
    observed: str
    log_likelihood: str
    brier: str


class StudyChanceModels(TypedDict):
    games: float
    models: list[StudyChanceModelsModelsItem]
    best: Literal["aga", "ogs"] | None
    text: str
    caption: str
    scores_caption: str
    columns: StudyChanceModelsColumns
    chart: StudyCalibrationChart


class StudyAxisTicksItem(TypedDict):
    value: float
    label: str


class StudyAxis(TypedDict):
    low: float
    high: float
    title: str
    ticks: list[StudyAxisTicksItem]


class StudyCalibrationChartDiagonal(TypedDict):
    points: list[tuple[float, float]]
    label: str


class StudyCalibrationChartSeriesItemPointsItem(TypedDict):
    x: float
    y: float
    games: float
    few: bool
    label: str


class StudyCalibrationChartSeriesItem(TypedDict):
    model: Literal["aga", "ogs"]
    name: str
    points: list[StudyCalibrationChartSeriesItemPointsItem]


class StudyCalibrationChart(TypedDict):
    title: str
    x: StudyAxis
    y: StudyAxis
    diagonal: StudyCalibrationChartDiagonal
    series: list[StudyCalibrationChartSeriesItem]
    how_to_read: str


class StudyReplySetApartItemListedItem(TypedDict):
    source: str
    game: float
    value: str
    shown: NotRequired[str]


class StudyReplySetApartItem(TypedDict):
    reason: str
    games: float
    label: str
    shown: str
    listed: list[StudyReplySetApartItemListedItem]


class StudyReplyProblemsItem(TypedDict):
    source: str
    message: str


class StudyReplyDuplicatesItemFirst(TypedDict):
    source: str
    game: float


class StudyReplyDuplicatesItem(TypedDict):
    source: str
    game: float
    first: StudyReplyDuplicatesItemFirst
    shown: str


class StudyReplyFilesLabels(TypedDict):
    read: str
    unread: str
    duplicates: str
    set_apart: str


class StudyReplyFitsItemShown(TypedDict):
    log_likelihood: str


class StudyReplyFitsItem(TypedDict):
    model: str
    model_name: str
    log_likelihood: float | None
    shown: StudyReplyFitsItemShown


class StudyReplyChoicesItem(TypedDict):
    key: str
    value: str | float
    chosen: bool
    left_out: float
    matching: float
    shown: str


class StudyReplyFitsApartGroupsItem(TypedDict):
    group: str
    label: str
    games: float
    fit: dict[str, object] | None
    shown: str


class StudyReplyFitsApart(TypedDict):
    groups: list[StudyReplyFitsApartGroupsItem]
    likelihood_ratio: float | None
    degrees: float
    p: float | None
    apart: bool | None
    shown: str


class StudyReplyGoodnessOfFit(TypedDict):
    chi2: float
    degrees: float
    p: float
    bins: float
    min_games: float
    poor: bool
    shown: str
    warning: str


class StudyReply(Reply):
    model: str
    model_name: str
    board: float | None
    bin: float
    bin_games: float | None
    rules: str
    fit: dict[str, object] | None
    rows: NotRequired[list[dict[str, object]]]
    verdict: str
    columns: dict[str, str]
    counts: dict[str, float]
    bins: list[StudyGroup]
    by_stones: list[StudyGroup]
    by_board: list[StudyGroup]
    set_apart: list[StudyReplySetApartItem]
    problems: list[StudyReplyProblemsItem]
    read: list[StudyFileRead]
    duplicates: list[StudyReplyDuplicatesItem]
    files_shown: str
    files_labels: StudyReplyFilesLabels
    fits: list[StudyReplyFitsItem]
    chart: StudyChart
    chance_models: StudyChanceModels
    csv: NotRequired[str]
    choices: list[StudyReplyChoicesItem]
    interval_note: str
    fits_apart: StudyReplyFitsApart
    goodness_of_fit: StudyReplyGoodnessOfFit | None


GoCompareRow = GoCompareAnswer | GoCompareUnsupported
