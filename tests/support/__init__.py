"""Helpers the tests share: the front end's files, the local server, the browsers."""
