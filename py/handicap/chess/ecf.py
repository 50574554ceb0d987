"""ECF grades and ratings: the English Chess Federation's own conversion between its old three-digit
grades and its four-digit ratings, which the clubs' time-odds tables written in grades need.

Source: English Chess Federation, "The calculation of ECF Grades on a monthly basis"
(https://www.englishchess.org.uk/the-calculation-of-ecf-grades-on-a-monthly-basis/), step 1: "The
latest published grade for all players will be converted using the formula: new = 7.5*old + 700."
The ECF's online ratings were seeded with the same formula ("FIDE ELO rating = 7.5*ECF+700",
englishchessonline.org.uk, "ECF Online Rating Calculation").

    rating = 7.5 · grade + 700,    grade = (rating − 700) / 7.5,

so a difference of D rating points is D / 7.5 grade points (25 grade points = 187.5 rating points).
"""

from __future__ import annotations

from fractions import Fraction

SLOPE = Fraction(15, 2)  # rating points per grade point
OFFSET = 700


def rating_from_grade(grade: Fraction) -> Fraction:
    """An old ECF grade as a four-digit rating: 7.5·grade + 700."""
    return SLOPE * grade + OFFSET


def grade_from_rating(rating: Fraction) -> Fraction:
    """A four-digit rating as an old ECF grade: (rating − 700) / 7.5."""
    return (rating - OFFSET) / SLOPE


def grade_gap(rating_gap: Fraction) -> Fraction:
    """A difference of ratings as a difference of grades: D / 7.5 (the offset cancels)."""
    return rating_gap / SLOPE
