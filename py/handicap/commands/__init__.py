"""The engine's commands, one module per family, each a handler ``request dict -> reply dict``
that reads the request once (into typed values), runs the arithmetic and builds the reply.
``handicap.api`` imports each module on its command's first request; importing this package
imports none of them."""
