"""Was it fair? A handicap study across many games (the ``study`` command).

    sgf_roots.py    the root node of every game tree in an SGF text, the move tree skipped
    sources.py      files to game records: SGF texts, tournament files with results, a study's
                    CSV, archives; other binaries refused by kind
    archives.py     what a file's first bytes say it is; a tar's (.tar.gz, .tar.bz2) members streamed
    zip_members.py  a plain .zip's files read straight from its bytes (a slice of a big one is quick)
    kept_files.py   the page's files handed to the engine once (a .zip's directory, a tar's place kept)
    game_keys.py    each game tree with a key: the same game found twice is counted once
    record.py       one record to a studied game (rank gap, compensated, residual gap, Black's
                    score) or a game set apart, with the reason
    tally.py        games, wins, draws, losses, score and a 95 % Wilson interval per group
    logistic.py     the logistic fit of Black's score on the residual gap (maximum likelihood)
    chart.py        what the page's chart draws: points, intervals, the fitted curve, the axes
"""
