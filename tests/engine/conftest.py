"""Hypothesis settings for the engine tests: no per-example deadline. The machines that run these
tests are shared (two cores, benchmarks beside them), so an example's time says nothing about the
engine; what the property tests check is each answer."""

from hypothesis import settings

settings.register_profile("engine", deadline=None)
settings.load_profile("engine")
