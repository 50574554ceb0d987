"""A logistic fit of Black's score on the residual gap, by maximum likelihood.

    model            P(r) = 1 ÷ (1 + e^−(a + b·r))      (Black's expected score at residual gap r)
    log-likelihood   ℓ = Σ y·ln P(r) + (1 − y)·ln(1 − P(r))   (y: Black's score 1, ½ or 0)
    Newton–Raphson   β ← β + I⁻¹·U,   U = Σ (y − P)·(1, r),   I = Σ P(1 − P)·(1, r)(1, r)ᵀ
                     (iteratively reweighted least squares: for the logit link the observed and
                     the expected information are the same matrix I)
    standard errors  √ of the diagonal of I⁻¹ at the maximum
    even point       r₅₀ = −a ÷ b, where P = ½: the residual gap at which Black scores half
    its interval     r₅₀ ± 1.96·√((var a + 2·r₅₀·cov(a, b) + r₅₀²·var b) ÷ b²)   (the delta method)

Clustered by player (``clustered``): games that share a player are not independent draws (a bot
that plays thousands of games, a club's regulars), so beside the model's covariance I⁻¹ the fit
gives the cluster-robust "sandwich" covariance (Liang & Zeger 1986; A. C. Cameron and D. L. Miller,
"A Practitioner's Guide to Cluster-Robust Inference", J. Human Resources 50(2), 2015, eq. 11 and
the small-sample factor c of section II.C):

    V_cluster = c · I⁻¹ · (Σ_g u_g u_gᵀ) · I⁻¹,   u_g = Σ_{games i of cluster g} (y_i − P_i)·(1, r_i)
    c         = G ÷ (G − 1) · (N − 1) ÷ (N − 2)     (G clusters, N games, 2 coefficients)

which is what statsmodels' ``GLM(…).fit(cov_type="cluster", cov_kwds={"groups": g})`` computes
(its default ``use_correction=True``). Each game is one cluster's: the cluster of whichever of
its two players plays more of the studied games (``study/players.py``), so all of a prolific
player's games form one cluster. Its even point's interval is the same delta method over
V_cluster.

A draw enters as y = ½ (the quasi-binomial likelihood, as a GLM with a binomial family reads a
share). No maximum exists when the scores separate perfectly along r (every win below some gap,
every loss above): the fit then reports that it did not converge, and gives no even point.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from .tally import Z95

MAX_STEPS = 100
TOLERANCE = 1e-12  # on the largest change of a coefficient between two steps


@dataclass(frozen=True)
class Fit:
    intercept: float  # a
    slope: float  # b
    intercept_se: float
    slope_se: float
    covariance: float  # cov(a, b)
    log_likelihood: float
    converged: bool
    steps: int
    games: int
    clusters: int = 0  # 0: the model's covariance I⁻¹; else the sandwich clustered in this many groups

    def expected(self, residual: float) -> float:
        return _sigmoid(self.intercept + self.slope * residual)

    @property
    def even_point(self) -> float | None:
        """r₅₀, when the fit converged and Black's score falls as the gap grows."""
        if not self.converged or self.slope >= 0:
            return None
        return -self.intercept / self.slope

    def even_interval(self) -> tuple[float, float] | None:
        r = self.even_point
        if r is None:
            return None
        variance = (self.intercept_se ** 2 + 2 * r * self.covariance + r * r * self.slope_se ** 2) / self.slope ** 2
        half = Z95 * math.sqrt(max(0.0, variance))
        return r - half, r + half


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def _log_likelihood(a: float, b: float, xs: Sequence[float], counts: Sequence[float],
                    totals: Sequence[float]) -> float:
    total = 0.0
    for x, m, t in zip(xs, counts, totals, strict=True):
        eta = a + b * x
        # ln P = −ln(1 + e^−η), ln(1 − P) = −ln(1 + e^η), written to stay finite for large |η|
        log_p = -(math.log1p(math.exp(-eta)) if eta > -30 else -eta + math.log1p(math.exp(eta)))
        log_q = -(math.log1p(math.exp(eta)) if eta < 30 else eta + math.log1p(math.exp(-eta)))
        total += t * log_p + (m - t) * log_q
    return total


def fit(xs: Sequence[float], ys: Sequence[float]) -> Fit | None:
    """The maximum-likelihood fit, or None with fewer than two games or a single gap (no slope).
    Games at the same gap are summed first (n games with total score t weigh as one term
    t·ln P + (n − t)·ln(1 − P)), so the work grows with the distinct gaps, not the games."""
    n = len(xs)
    if n < 2 or min(xs) == max(xs):
        return None
    return fit_grouped([(x, 1, y) for x, y in zip(xs, ys, strict=True)])


def fit_grouped(games: Sequence[tuple[float, int, float]]) -> Fit | None:
    """The same fit from (gap, games, Black's points) triples, summed by gap first."""
    groups: dict[float, list[float]] = {}
    for x, count, points in games:
        group = groups.setdefault(x, [0.0, 0.0])
        group[0] += count
        group[1] += points
    n = int(sum(g[0] for g in groups.values()))
    if n < 2 or len(groups) < 2:
        return None
    return _fit_groups(sorted(groups.items()), n)


def _fit_groups(groups: Sequence[tuple[float, list[float]]], n: int) -> Fit:
    xs = [x for x, _ in groups]
    counts = [g[0] for _, g in groups]
    totals = [g[1] for _, g in groups]
    a = b = 0.0
    converged, steps = False, 0
    i00 = i01 = i11 = 0.0
    for step in range(1, MAX_STEPS + 1):
        steps = step
        u0 = u1 = i00 = i01 = i11 = 0.0
        for x, m, t in zip(xs, counts, totals, strict=True):
            p = _sigmoid(a + b * x)
            w = m * p * (1.0 - p)
            u0 += t - m * p
            u1 += (t - m * p) * x
            i00 += w
            i01 += w * x
            i11 += w * x * x
        det = i00 * i11 - i01 * i01
        if not det > 0 or not math.isfinite(det):
            break
        da = (i11 * u0 - i01 * u1) / det
        db = (i00 * u1 - i01 * u0) / det
        a, b = a + da, b + db
        if not (math.isfinite(a) and math.isfinite(b)) or abs(a) > 1e6 or abs(b) > 1e6:
            break
        if max(abs(da), abs(db)) < TOLERANCE * max(1.0, abs(a), abs(b)):
            converged = True
            break
    # the information at the final coefficients (not the step before)
    i00 = i01 = i11 = 0.0
    for x, m in zip(xs, counts, strict=True):
        p = _sigmoid(a + b * x)
        w = m * p * (1.0 - p)
        i00 += w
        i01 += w * x
        i11 += w * x * x
    det = i00 * i11 - i01 * i01
    if not (det > 0 and math.isfinite(det)) or not (math.isfinite(a) and math.isfinite(b)):
        log_likelihood = _log_likelihood(a, b, xs, counts, totals) if math.isfinite(a + b) else -math.inf
        return Fit(a, b, math.inf, math.inf, 0.0, log_likelihood, False, steps, n)
    return Fit(a, b, math.sqrt(i11 / det), math.sqrt(i00 / det), -i01 / det,
               _log_likelihood(a, b, xs, counts, totals), converged, steps, n)


def clustered(fitted: Fit, games: Sequence[tuple[float, int, float, str]]) -> Fit | None:
    """The fit with its standard errors and covariance clustered (the module's docstring): games
    as (gap, games, Black's points, cluster) quadruples, the same games ``fitted`` was fitted to.
    None when the games form fewer than two clusters or the fit has no finite information."""
    if not fitted.converged or not all(map(math.isfinite, (fitted.intercept_se, fitted.slope_se))):
        return None
    a, b = fitted.intercept, fitted.slope
    scores: dict[str, list[float]] = {}
    i00 = i01 = i11 = 0.0
    n = 0
    for x, count, points, cluster in games:
        p = _sigmoid(a + b * x)
        residual = points - count * p
        u = scores.setdefault(cluster, [0.0, 0.0])
        u[0] += residual
        u[1] += residual * x
        w = count * p * (1.0 - p)
        i00 += w
        i01 += w * x
        i11 += w * x * x
        n += count
    g = len(scores)
    det = i00 * i11 - i01 * i01
    if g < 2 or n < 3 or not det > 0:
        return None
    # the bread I⁻¹
    b00, b01, b11 = i11 / det, -i01 / det, i00 / det
    m00 = m01 = m11 = 0.0
    for u0, u1 in scores.values():
        m00 += u0 * u0
        m01 += u0 * u1
        m11 += u1 * u1
    # I⁻¹ M I⁻¹ for symmetric 2×2 matrices, times the small-sample factor
    c = g / (g - 1) * (n - 1) / (n - 2)
    t00, t01 = b00 * m00 + b01 * m01, b00 * m01 + b01 * m11
    t10, t11 = b01 * m00 + b11 * m01, b01 * m01 + b11 * m11
    v00 = c * (t00 * b00 + t01 * b01)
    v01 = c * (t00 * b01 + t01 * b11)
    v11 = c * (t10 * b01 + t11 * b11)
    return replace(fitted, intercept_se=math.sqrt(max(0.0, v00)), slope_se=math.sqrt(max(0.0, v11)),
                   covariance=v01, clusters=g)


def expected_points(fitted: Fit, games: Sequence[tuple[float, int]]) -> tuple[float, float]:
    """Black's expected points and their binomial variance over (gap, games) pairs:
    Σ n·P(r) and Σ n·P(r)·(1 − P(r))."""
    expected = variance = 0.0
    for x, count in games:
        p = fitted.expected(x)
        expected += count * p
        variance += count * p * (1.0 - p)
    return expected, variance


def chi_square_tail(statistic: float, degrees: int) -> float:
    """P(χ²_k ≥ x): the regularized upper incomplete gamma Q(k/2, x/2), by its series below
    a + 1 and its continued fraction above (Press et al., Numerical Recipes, 3rd ed., §6.2)."""
    if degrees < 1:
        raise ValueError("degrees of freedom must be at least 1")
    a, x = degrees / 2, statistic / 2
    if x <= 0:
        return 1.0
    log_front = -x + a * math.log(x) - math.lgamma(a)
    if x < a + 1:
        term = total = 1.0 / a
        ap = a
        for _ in range(10_000):
            ap += 1
            term *= x / ap
            total += term
            if abs(term) < abs(total) * 1e-16:
                break
        return max(0.0, 1.0 - total * math.exp(log_front))
    tiny = 1e-300
    bb = x + 1 - a
    c, d = 1 / tiny, 1 / bb
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        bb += 2
        d = an * d + bb
        d = tiny if abs(d) < tiny else d
        c = bb + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-16:
            break
    return math.exp(log_front) * h
