"""Glicko-2, as Mark Glickman defines it ("Example of the Glicko-2 system", glicko.net), the
system OGS rates games with (OGS's ``goratings`` uses the same steps and τ = 0.5).

One rating period for a player with rating r, deviation RD and volatility σ who played games
against opponents j (rating r_j, deviation RD_j) with scores s_j (1 win, 0.5 draw, 0 loss):

    step 2   μ = (r − 1500) / 173.7178        φ = RD / 173.7178
    step 3   g(φ) = 1 / sqrt(1 + 3φ² / π²)
             E(μ, μ_j, φ_j) = 1 / (1 + exp(−g(φ_j)(μ − μ_j)))       expected score
             v = 1 / Σ g(φ_j)² E (1 − E)
    step 4   Δ = v Σ g(φ_j)(s_j − E)
    step 5   σ' = exp(A / 2), A the root of
             f(x) = e^x (Δ² − φ² − v − e^x) / (2 (φ² + v + e^x)²) − (x − ln σ²) / τ²
             found by the Illinois (regula falsi) iteration to ε = 0.000001
    step 6   φ* = sqrt(φ² + σ'²)
    step 7   φ' = 1 / sqrt(1/φ*² + 1/v)       μ' = μ + φ'² Σ g(φ_j)(s_j − E)
    step 8   r' = 173.7178 μ' + 1500          RD' = 173.7178 φ'
    no games φ' = sqrt(φ² + σ²); r and σ unchanged

Glickman's worked example: 1500 / 200 / 0.06, τ = 0.5, beats 1400 / 30, loses to 1550 / 100
and 1700 / 300 → 1464.06 / 151.52 / 0.05999. Floating point (the algorithm is iterative).

Glickman's paper clamps nothing (a rating of −40.8 is possible). OGS's Glicko-2 (online-go/
goratings ``goratings/math/glicko2.py``, MIT licence) takes the same steps and then holds the
result within its limits (``OGS_LIMITS``): rating 100..6000, deviation 30..500, volatility
0.01..0.15; and for a period with no games it leaves the rating unchanged, deviation included
(its aging by elapsed time is not part of a period here).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
BASE_RATING = 1500.0
DEFAULT_TAU = 0.5
EPSILON = 0.000001
MAX_LOGIT = 100.0
MAX_ITERATIONS = 1000  # the iteration converges in a handful of steps; this only bounds junk


@dataclass(frozen=True)
class Rating:
    rating: float
    deviation: float
    volatility: float = 0.06

    @property
    def mu(self) -> float:
        return (self.rating - BASE_RATING) / SCALE

    @property
    def phi(self) -> float:
        return self.deviation / SCALE


@dataclass(frozen=True)
class Limits:
    """Bounds a system holds a rating period's result within (OGS's, see the docstring)."""

    rating: tuple[float, float]
    deviation: tuple[float, float]
    volatility: tuple[float, float]


OGS_LIMITS = Limits(rating=(100.0, 6000.0), deviation=(30.0, 500.0), volatility=(0.01, 0.15))


@dataclass(frozen=True)
class Game:
    """One result against one opponent; ``score`` is 1 (win), 0.5 (draw) or 0 (loss)."""

    opponent_rating: float
    opponent_deviation: float
    score: float

    @property
    def opponent(self) -> Rating:
        return Rating(self.opponent_rating, self.opponent_deviation)


@dataclass(frozen=True)
class Update:
    before: Rating
    after: Rating
    games: tuple[Game, ...]
    tau: float
    expected: tuple[float, ...]  # E for each game
    v: float | None  # estimated variance (None without games)
    delta: float | None  # estimated improvement (None without games)
    unclamped: Rating | None = None  # Glicko-2's own result, where limits changed it

    @property
    def change(self) -> float:
        return self.after.rating - self.before.rating


def g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def expected_score(mu: float, opponent_mu: float, opponent_phi: float) -> float:
    # Held within e^-100 of 0 and 1: beyond, exp overflows and v, Δ and σ' would leave the floats
    # (a game's effective rating can be millions); a change of less than 1e-43 in E.
    x = max(-MAX_LOGIT, min(MAX_LOGIT, g(opponent_phi) * (mu - opponent_mu)))
    return 1.0 / (1.0 + math.exp(-x))


def win_expectation(player: Rating, opponent: Rating) -> float:
    """The player's expected score against the opponent (Glicko-2's E)."""
    return expected_score(player.mu, opponent.mu, opponent.phi)


def new_volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the Illinois iteration on f, exactly as Glickman writes it."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0 and k < MAX_ITERATIONS:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    for _ in range(MAX_ITERATIONS):
        if abs(big_b - big_a) <= EPSILON:
            break
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a = f_a / 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def clamp(value: float, bounds: tuple[float, float]) -> float:
    low, high = bounds
    return min(high, max(low, value))


def held(rating: Rating, limits: Limits) -> Rating:
    """A rating held within limits (OGS's step 8: min(MAX, max(MIN, value)) for each part)."""
    return Rating(clamp(rating.rating, limits.rating), clamp(rating.deviation, limits.deviation),
                  clamp(rating.volatility, limits.volatility))


def update(player: Rating, games: Sequence[Game], tau: float = DEFAULT_TAU, limits: Limits | None = None) -> Update:
    """One rating period: Glickman's steps; with ``limits`` (OGS's) the result is held within
    them and a period without games changes nothing."""
    games = tuple(games)
    if not games and limits is not None:
        return Update(player, player, games, tau, (), None, None)
    if not games:
        phi_star = math.sqrt(player.phi ** 2 + player.volatility ** 2)
        after = Rating(player.rating, SCALE * phi_star, player.volatility)
        return Update(player, after, games, tau, (), None, None)
    mu, phi = player.mu, player.phi
    opponents = tuple(game.opponent for game in games)
    expected = tuple(expected_score(mu, o.mu, o.phi) for o in opponents)
    # 1 − E as the opponent's E: for a far stronger player E rounds to 1.0 and 1 − E to 0, v to 1/0
    complement = tuple(expected_score(o.mu, mu, o.phi) for o in opponents)
    v = 1.0 / sum(g(o.phi) ** 2 * e * c for o, e, c in zip(opponents, expected, complement, strict=True))
    improvement = sum(g(o.phi) * (game.score - e) for o, game, e in zip(opponents, games, expected, strict=True))
    delta = v * improvement
    sigma = new_volatility(phi, player.volatility, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * improvement
    after = Rating(SCALE * mu_new + BASE_RATING, SCALE * phi_new, sigma)
    if limits is not None and held(after, limits) != after:
        return Update(player, held(after, limits), games, tau, expected, v, delta, unclamped=after)
    return Update(player, after, games, tau, expected, v, delta)
