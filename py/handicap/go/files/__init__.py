"""Tournament files ``go-round`` reads: OpenGotha's XML (``go/opengotha.py``), pairgoth's ``.tour``
JSON (``pairgoth.py``), the MacMahon program's XML (``macmahon.py``) and EGD result tables
``.h9``/``.h10`` (``egd.py``), told apart by their content (``reader.py``)."""
