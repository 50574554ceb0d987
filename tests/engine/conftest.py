"""Hypothesis settings for the engine tests: no per-example deadline. The machines that run these
tests are shared (two cores, benchmarks beside them), so an example's time says nothing about the
engine; what the property tests check is each answer. They try Hypothesis's 100 examples each unless they
say otherwise, a quarter of that in the light lane (tests/support/lanes.py, ``examples``).

The command line answers in the environment's language when --lang is absent (LANGUAGE, LC_ALL,
LC_MESSAGES, LANG): the tests run it as an English-speaking machine does, whatever the locale of
the machine that runs them (a test of that choice sets the variables itself)."""

import os

from hypothesis import settings

from tests.support.lanes import examples

settings.register_profile("engine", deadline=None, max_examples=examples(100))
settings.load_profile("engine")

for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(variable, None)
os.environ["LANG"] = "C.UTF-8"
