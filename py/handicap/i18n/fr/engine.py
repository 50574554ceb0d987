"""Français : ce que disent les réponses du moteur (traduit de en/engine.py).

Written with a plain space before « : ; ? ! » and inside « » for readability; :func:`_typo` turns
it into the narrow no-break space French typography puts there, so every message is consistent.
Until English stops growing, an id not yet in TRANSLATED falls back to English (MESSAGES)."""

from __future__ import annotations

import re

from ..en.engine import MESSAGES as _ENGLISH

_NNBSP = "\u202f"


def _typo(text: str) -> str:
    """French spacing: a narrow no-break space before : ; ? ! and inside guillemets."""
    text = re.sub(r" ([:;?!])", _NNBSP + r"\1", text)
    return text.replace("« ", "«" + _NNBSP).replace(" »", _NNBSP + "»")


_WRITTEN: dict[str, str] = {
    # the request itself
    "error.request.not_object": "doit être un objet JSON",
    "error.request.not_json": "n'est pas du JSON valide",
    "error.request.internal": "erreur interne ({kind}) ; merci de la signaler",
    # the command line's own words
    "cli.warning": "attention : {message}",
    "cli.advice": "conseil : {message}",
    # shared pieces
    "list.separator": ", ",
    "list.range": "{low} à {high}",
    "rank.kyu": "{n}k",
    "rank.dan": "{n}d",
    "rank.pro": "{n}p",
    # Go: who and where
    "go.player.label": "joueur {n}",
    "go.player.title": "Joueur {n}",
    "go.team.label": "équipe {n}",
    "go.team.title": "Équipe {n}",
    "go.nigiri": "Nigiri (partie à égalité)",
    "go.who.weaker": "le joueur le plus faible",
    "go.who.given": "{who} ({given})",
    "go.who.given_rank": "{who} ({given}, {rank})",
    # the rules and the counting are whole phrases here (the adjective agrees with « règles »)
    "go.where.rules": "{board}, {rules}",
    "go.where.counting": "{board}, {counting}",
    "go.rules.japanese": "règles japonaises",
    "go.rules.korean": "règles coréennes",
    "go.rules.chinese": "règles chinoises",
    "go.rules.aga": "règles AGA",
    "go.rules.ing": "règles Ing",
    "go.rules.nz": "règles néo-zélandaises",
    "go.counting.territory": "décompte des territoires",
    "go.counting.area": "décompte par zones",
    "go.board.title": "Goban {board} : {caption}",
    # Go: ties, stones, the summary
    "go.tie.none": "Pas d'égalité possible (komi à demi-point)",
    "go.tie.black": "Noir gagne en cas d'égalité",
    "go.tie.white": "Blanc gagne en cas d'égalité",
    "go.tie.draw": "Une égalité est une partie nulle",
    "go.tie.short.none": "Pas d'égalité",
    "go.tie.short.black": "Noir",
    "go.tie.short.white": "Blanc",
    "go.tie.short.draw": "Nulle",
    "go.beyond.note": "au-delà du maximum",
    "go.beyond.capped": "plafonné, au-delà du maximum",
    "go.stones.none": "aucune pierre de handicap",
    "go.stones.one": "une pierre (aucune pierre n'est posée : Noir joue simplement en premier)",
    "go.stones.many": "{stones} pierres de handicap",
    "go.summary.head": "{where}, écart de niveau {difference}",
    "go.summary.ties.black": " ; Noir gagne en cas d'égalité",
    "go.summary.ties.white": " ; Blanc gagne en cas d'égalité",
    "go.summary.ties.draw": " ; une égalité est une partie nulle",
    "go.summary.effective": " (komi effectif {effective} avec la compensation de handicap)",
    "go.summary.even": "{head} : partie à égalité, couleurs tirées au nigiri ; komi {komi}{effective}{ties}.",
    # a dash, not « avec » : {stones} may be « aucune pierre de handicap »
    "go.summary.handicap": "{head} : {who} prend Noir – {stones} ; komi {komi}{effective}{ties}.",
    # Go: the board diagram
    "go.caption.free": "Placement libre : le goban {board} n'a pas d'emplacements habituels pour {stones} pierres ; "
                       "placez-les d'un commun accord.",
    "go.caption.points": "{stones} pierres de handicap sur leurs emplacements habituels ({points}).",
    "go.caption.one": "Une pierre : aucune pierre n'est posée ; Noir joue simplement en premier.",
    "go.caption.none": "Pas de pierre de handicap.",
    # Go: warnings and advice
    "go.advice.nigiri": "Partie à égalité : tirez les couleurs au nigiri. Un joueur prend une poignée de pierres "
                        "blanches, l'autre annonce impair (il montre une pierre noire) ou pair (deux) ; s'il devine "
                        "juste, il prend Noir.",
    "go.warning.capped": "Un écart de niveau de {difference} demanderait plus que les {capped} pierres que ce système "
                         "accorde en {board} : la partie se joue avec {stones} pierres et avantage encore Blanc.",
    "go.warning.beyond": "{stones} pierres dépassent le maximum de {maximum} pierres en {board} ; aucune partie "
                         "habituelle n'en donne autant.",
    "go.warning.fair_elsewhere": " Une partie équitable reste possible en {boards}.",
    "go.warning.no_fair_board": " {system} ne couvre aucun autre goban où cet écart tient ; des systèmes avec de plus "
                                "petits gobans (jewdan, ogs-proposal) peuvent encore donner une partie équitable.",
    "go.warning.no_placement": "Le goban {board} n'a pas d'emplacements habituels pour {stones} pierres ; "
                               "placez-les d'un commun accord.",
    # Go: tables, compare, charts
    "go.table.summary": "{system}, {where} : écarts de niveau de 0 à {up_to}.",
    "go.table.source": "Source : {source}",
    "go.compare.covers_only": "{system} ne couvre que {boards}.",
    "go.compare.summary": "{supported} systèmes sur {total} couvrent cette partie.",
    "go.compare.chosen": "(choisi)",
    "go.chart.stones_title": "Pierres de handicap",
    "go.chart.komi_title": "Komi",
    "go.chart.axis_label": "Écart de niveau",
    "go.chart.point.stones_title": "Écart de niveau {difference} : pierres de handicap {value}",
    "go.chart.point.komi_title": "Écart de niveau {difference} : komi {value}",
    "go.goldis.table_summary": "Table 1 de Goldis : force = 10 ^ (classement log ÷ 1000) ; n aml = n dan, "
                               "n step = n kyu.",
    # Go: the form's menus
    "go.menu.counting.rules": "Selon les règles",
    "go.menu.counting.territory": "Territoires (règles japonaises, coréennes)",
    "go.menu.counting.area": "Zones (règles chinoises, AGA)",
    "go.menu.difference.auto": "Auto (d'après les joueurs)",
    "go.menu.difference.none": "Aucun",
    "go.menu.difference.custom": "Personnalisé (choisir les pierres)",
    "go.menu.difference.auto_minus_1": "Auto−1",
    "go.menu.difference.auto_minus_2": "Auto−2",
    "go.menu.difference.auto_minus_3": "Auto−3",
    "go.menu.difference.auto_plus_1": "Auto+1",
    "go.menu.winner.black": "Noir",
    "go.menu.winner.white": "Blanc",
    "go.menu.winner.draw": "Nulle",
    "go.menu.komi.auto": "Auto",
    "go.menu.komi.none": "Aucun",
    "go.menu.komi.custom": "Personnalisé",
    "go.menu.scale.rank": "Niveaux (5k, 2d, 1p)",
    "go.menu.scale.ogs": "Classements OGS",
    "go.menu.scale.egf": "Classements EGF (GoR)",
    "go.menu.scale.aga": "Classements AGA",
    "go.menu.scale.goldis": "Classements log de Goldis",
    "go.menu.scale.team": "Équipes de rengo (plusieurs joueurs par camp)",
    "go.menu.scale.diff": "Seulement l'écart de niveau",
    "go.menu.no_ceiling": "Pas de plafond",
    # Go: the form's hints
    "go.hint.rank": "Un niveau par joueur : {kyu}–{one_kyu}, {one_dan}–{dan}, 1p–{pro} (p. ex. 5k, 2d).",
    "go.hint.ogs": "Classements OGS, p. ex. 1331 et 1506 ({range}).",
    "go.hint.egf": "Classements EGF (GoR), p. ex. 2100 = 1d ({range}).",
    "go.hint.aga": "Classements AGA : ≥ 1 pour les dan (2,5 = 2d), ≤ −1 pour les kyu (−5,5 = 5k).",
    "go.hint.goldis": "Classements log de Goldis, p. ex. 2673 ou 2,673.",
    "go.hint.team": "Les joueurs de chaque camp, séparés par des virgules : niveaux ou classements OGS, p. ex. 5k, 3k.",
    "go.hint.diff": "p. ex. 4 (2,5 convient) ; le joueur 2 est le plus faible.",
    "go.hint.deviation": "Déviation du classement OGS, p. ex. 65 : au-delà de {half}, l'écart est divisé par deux ; "
                         "au-delà de {zero}, pas de handicap.",
    "go.hint.counting": "La valeur d'une pierre chez Jewdan en dépend ; les autres systèmes suivent les règles.",
    "go.hint.stones": "Calculées ; choisissez Écart de niveau « Personnalisé » pour les fixer (0–{maximum}).",
    "go.hint.komi": "Un multiple de 0,5 de {low} à {high} ; négatif : komi inversé.",
    "go.hint.no_handicap_above": "Un niveau : pas de handicap quand le camp le plus fort est au-dessus (il faut les "
                                 "niveaux ou classements des joueurs).",
    "go.hint.up_to": "Le plus grand écart de niveau affiché, de 0 à {maximum} ; vide : jusqu'à ce que les pierres "
                     "dépassent le maximum du goban.",
    "go.hint.game_komi": "Tel que la partie l'affiche, avant toute compensation de handicap ; négatif : komi inversé.",
    "go.hint.game_model": "Points par niveau : OGS {points} en {boards}.",
    # errors: values (every "must be ..." message)
    "error.value.is_not": "{value} n'est pas {what}",
    "error.value.out_of_range": "{value} est hors limites ; autorisé : {allowed}",
    "error.rank.allowed": "un niveau de {kyu} à {one_kyu}, de {one_dan} à {dan} ou de 1p à {pro} "
                          "(p. ex. « {example} », « {example2} »)",
    # Go: systems, their examples, the game check's models
    "go.system.jewdan.name": "Système de handicap de Jewdan",
    "go.system.jewdan.example": "13×13, zones, 4 niveaux → 2 pierres, komi −0,5",
    "go.system.ogs.name": "Handicap automatique d'OGS",
    "go.system.ogs.example": "13×13, règles japonaises, 4 niveaux → 2 pierres, komi 2,5",
    "go.system.ogs-proposal.name": "Proposition d'OGS pour les petits gobans",
    "go.system.ogs-proposal.example": "13×13, règles japonaises, 3 niveaux → 1 pierre, komi −5,5",
    "go.system.old-japanese.name": "Ancienne recommandation japonaise pour les petits gobans (historique)",
    "go.system.old-japanese.example": "13×13, 2 niveaux → 1 pierre, komi −4,5",
    "go.system.ogs-legacy.name": "Komi d'OGS sur petits gobans avant correction (bogue historique)",
    "go.system.ogs-legacy.example": "13×13, 3 niveaux → 2 pierres, komi −4,5",
    "go.system.traditional.name": "Handicap traditionnel en 19×19 (tournois AGA, EGF)",
    "go.system.traditional.example": "19×19, 4 niveaux → 4 pierres, komi 0,5",
    "go.system.goldis.name": "Classements log SKT-LR de Goldis",
    "go.system.goldis.example": "2673 contre 2235 → 2 pierres, komi 3, Noir gagne en cas d'égalité",
    "go.model.ogs": "OGS (proposition : 12 points par pierre, facteurs 1 ; 3 ; 6)",
    "go.model.jewdan": "Jewdan (12 ou 14 points par pierre, facteurs 1 ; 2,5 ; 6)",
    "error.pair": "{value} n'est pas une paire : donnez deux valeurs, une par joueur",
    "error.from_to": "{what} de {low} à {high}",
    "error.aga_gap": "{value} n'est pas un classement AGA : les classements AGA sont ≥ 1 (dan) ou ≤ −1 (kyu)",
    "error.team": "{value} n'est pas une équipe : donnez de 1 à {maximum} joueurs (niveaux comme « 5k » ou "
                  "classements OGS)",
    "error.teams": "{value} n'est pas deux équipes : donnez [[joueurs du camp 1], [joueurs du camp 2]]",
    "error.deviations.ogs_only": "ne s'appliquent qu'aux classements OGS (donnez des classements avec rating_system "
                                 "« ogs »)",
    "error.strength.missing": "valeur manquante ; donnez l'un de ces champs : {allowed}",
    "error.strength.two": "donnez une seule mesure de la force ; reçu : {given}",
    "go.rating.what.ogs": "un classement OGS",
    "go.rating.what.egf": "un classement EGF (GoR)",
    "go.rating.what.aga": "un classement AGA",
    "go.rating.given.ogs": "classement OGS {rating}",
    "go.rating.given.egf": "classement EGF {rating}",
    "go.rating.given.aga": "classement AGA {rating}",
    "go.log_rating.what": "un classement log (p. ex. 2673 ou 2,673)",
    "go.log_rating.allowed": "un classement log de {low} à {high} (ou de 0 à 4,0)",
    "go.log_rating.given": "classement log {rating}",
    "go.deviation.what": "une déviation de classement",
    "go.rank_difference.what": "un écart de niveau",
    "error.missing": "valeur manquante",
    "error.not_allowed": "{value} n'est pas autorisé ; utilisez {allowed}",
    "error.one_of": "l'une des valeurs : {values}",
    "error.whole_from_to": "un nombre entier de {low} à {high}",
    "error.what.number": "un nombre",
    "error.with_allowed": "{message} ; autorisé : {allowed}",
    "error.from": "{what} à partir de {low}",
    "error.to": "{what} jusqu'à {high}",
    "error.names.pair": "{value} n'est pas une paire : donnez deux noms (chacun peut rester vide)",
    "error.names.not_text": "{value} n'est pas un nom : donnez du texte",
    "error.names.too_long": "{value} est trop long : {maximum} caractères au plus",
    "error.names.control": "{value} contient des caractères de contrôle : donnez du texte simple",
    "error.not_finite": "{value} n'est pas {what} : la valeur doit être finie",
    "error.empty": "valeur vide : donnez {what}",
    "what.komi": "un komi",
    "what.whole_number_of_stones": "un nombre entier de pierres",
    "what.rank_difference": "un écart de niveau",
    "what.rating": "un classement",
    "what.rating_deviation": "une déviation de classement",
    "what.volatility": "une volatilité",
    "what.system_constant": "un τ (constante du système)",
    "what.count_of_games": "un nombre de parties",
    "what.time_ratio": "un rapport de temps",
    "what.k_rating_points_per_doubling_of_time": "K (points Elo par doublement du temps)",
    "what.number_of_moves": "un nombre de coups",
    "what.band_of_rating_points": "une tranche de points Elo",
    "what.seconds_a_band": "des secondes par tranche",
}

TRANSLATED: dict[str, str] = {key: _typo(text) for key, text in _WRITTEN.items()}

# Transition while English grows: an id not translated yet says English (removed at the end).
MESSAGES: dict[str, str] = {**_ENGLISH, **TRANSLATED}
