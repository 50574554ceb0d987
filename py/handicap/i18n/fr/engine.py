"""Français : ce que disent les réponses du moteur (traduit de en/engine.py).

Written with a plain space before « : ; ? ! » and inside « » for readability; :func:`typography` turns
it into the narrow no-break space French typography puts there, so every message is consistent.
Every English id has its translation here (tests/engine/test_i18n.py)."""

from __future__ import annotations

import re

_NNBSP = "\u202f"


def typography(text: str) -> str:
    """French spacing: a narrow no-break space before : ; ? ! % and inside guillemets (page.py uses it too)."""
    text = re.sub(r" ([:;?!%])", _NNBSP + r"\1", text)
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
    "list.label_separator": " : ",  # typography() makes it a narrow no-break space and a colon
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
    "go.tie.none": "Pas d'égalité (komi à demi-point)",
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
    "go.komi_words.none": "Pas de komi",
    "go.komi_words.white": "Noir donne {komi} points à Blanc",
    "go.komi_words.white_small": "Noir donne {komi} point à Blanc",
    "go.komi_words.reverse": "Komi inversé : Blanc donne {komi} points à Noir",
    "go.komi_words.reverse_small": "Komi inversé : Blanc donne {komi} point à Noir",
    "go.effective_words": "Avec les {rules}, Blanc reçoit en plus {bonus} points pour les pierres de handicap ({per}).",
    "go.short.black": "{who} prend Noir",
    "go.short.stones": "{stones} pierres",
    "answer.separator": " · ",
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
                                "petits gobans ({systems}) peuvent encore donner une partie équitable.",
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
    "go.hint.no_handicap_above": "Un niveau : le niveau de chaque camp y est ramené avant le calcul de l'écart, "
                                 "comme le fait OpenGotha (il faut les niveaux ou classements des joueurs).",
    "go.hint.up_to": "Le plus grand écart de niveau affiché, de 0 à {maximum} ; vide : jusqu'à ce que les pierres "
                     "dépassent le maximum du goban.",
    "go.hint.game_komi": "Tel que la partie l'affiche, avant toute compensation de handicap ; négatif : komi inversé.",
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
    "go.system.goldis.name": "Système SKT-LR de Goldis (classements log)",
    "go.system.goldis.example": "2673 contre 2235 → 2 pierres, komi 3, Noir gagne en cas d'égalité",
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
    # Go: the steps, their warnings and errors, the table's CSV header
    "go.step.ranks.label": "Niveaux",
    "go.step.ranks.formula": "30k = 0 … 1k = 29, 1d = 30 … 9d = 38, 1p = 39 … 9p = 47",
    "go.step.ranks.working": "{a} = {rank_a}, {b} = {rank_b}",
    "go.step.ratings.label": "Niveaux d'après les classements",
    "go.step.ratings.formula.ogs": "niveau = ln(classement ÷ 525) × 23,15 (30 = 1d)",
    "go.step.ratings.formula.egf": "niveau = 30 + (GoR − 2100) ÷ 100 (2100 = 1d, 100 GoR par niveau)",
    "go.step.ratings.formula.aga": "niveau = 29 + classement pour les dan (≥ 1), 31 + classement pour les kyu (≤ −1)",
    "go.step.ratings.working": "{a} → {rank_a:.3f} ({label_a}), {b} → {rank_b:.3f} ({label_b})",
    "go.step.log_ratings.label": "Classements log",
    "go.step.log_ratings.formula": "2673 et 2,673 sont le même classement (points = log × 1000)",
    "go.step.log_ratings.working": "{a} ({level_a}), {b} ({level_b})",
    "go.step.teams.label": "Niveaux des équipes",
    "go.step.teams.formula": "chaque camp : moyenne des niveaux de ses joueurs, chacun ramené entre 30k et 9d (un "
                             "pro seulement ramené à 30k au minimum)",
    "go.step.teams.working": "équipe 1 ({a}) → {rank_a:.2f}, équipe 2 ({b}) → {rank_b:.2f}",
    "go.step.difference.label": "Écart de niveau",
    "go.step.difference.formula": "niveau du plus fort − niveau du plus faible",
    "go.step.difference.formula.goldis": "(classement log A − classement log B) ÷ 100",
    "go.step.difference.working": "{stronger} − {weaker} = {difference}",
    "go.step.deviations.label": "Règle des déviations",
    "go.step.deviations.formula": "une déviation > {zero} : 0 ; sinon une déviation > {half} : moitié",
    "go.step.deviations.zero": "une déviation au-dessus de {limit} : écart 0",
    "go.step.deviations.half": "une déviation au-dessus de {limit} : écart réduit de moitié, à {difference}",
    "go.step.deviations.unchanged": "les deux déviations ≤ {zero} et ≤ {half} : inchangé",
    "go.step.deviations.working": "déviations {a} et {b} → {rule}",
    "go.step.round_down.label": "Arrondi vers le bas",
    "go.step.round_down.formula": "les tables prennent des écarts de niveau entiers : arrondi vers le bas",
    "go.step.mode.none.label": "Écart de niveau : Aucun",
    "go.step.mode.none.formula": "pas de handicap : écart 0",
    "go.step.mode.custom.label": "Écart de niveau : Personnalisé",
    "go.step.mode.custom.formula": "l'écart choisi par l'organisateur",
    "go.step.mode.shift.label": "Écart de niveau : Auto{shift}",
    "go.step.mode.shift.formula": "écart {shift}, jamais moins de 0",
    "go.step.no_handicap_above.label": "Pas de handicap au-dessus d'un niveau",
    "go.warning.equal_players": "Les deux camps sont de même force ; le joueur 2 reçoit le handicap (Noir) à cause de "
                                "l'option de tournoi.",
    "error.goldis.no_log_rating": "{given} n'a pas de classement log de Goldis : la table 1 va de 27 kyu (27step) à 9p",
    "error.goldis.no_rank": "{given} est hors de la table 1 de Goldis (20 à 3300 points) : pas de niveau à comparer",
    "go.step.max_stones.label": "Plafond de pierres",
    "go.step.max_stones.formula": "au plus ce nombre de pierres : l'écart de niveau baisse d'un niveau à la fois "
                                  "jusqu'à ce que les pierres tiennent",
    "go.step.max_stones.unchanged": "{stones} pierres ≤ {ceiling} : inchangé",
    "go.step.max_stones.lowered": "{stones} pierres > {ceiling} : écart de niveau abaissé de {start} à {difference}",
    "go.step.effective_komi.label": "Komi effectif",
    "go.step.effective_komi.formula": "komi + compensation de handicap ({rules} : {per})",
    "go.step.effective_komi.per_stone": "1 point par pierre",
    "go.step.effective_komi.per_stone_after_first": "1 point par pierre après la première",
    "go.step.custom_stones.label": "Pierres de handicap : Personnalisé",
    "go.step.custom_stones.formula": "le plus petit écart de niveau qui donne ces pierres (avec son komi)",
    "go.step.custom_stones.working": "{stones} pierres → écart de niveau {difference}",
    "go.step.custom_stones.working.one": "{stones} pierre → écart de niveau {difference}",
    "go.step.komi_mode.none.label": "Komi : Aucun",
    "go.step.komi_mode.none.formula": "pas de komi",
    "go.step.komi_mode.custom.label": "Komi : Personnalisé",
    "go.step.komi_mode.custom.formula": "le komi choisi par l'organisateur",
    "error.custom_stones.not_given": "{stones} n'est pas autorisé : {system} en {board} donne {offered} pierres",
    "go.warning.counting_ignored": "{system} tire son komi des règles ({rules} : {counting}), donc « {given} » n'est "
                                   "pas utilisé.",
    "error.board.from_to": "une taille de goban de {low} à {high}",
    "error.board.system": "{message} ({system})",
    "error.custom_stones.needs_custom": "exige difference_mode « custom » (sinon les pierres de handicap sont "
                                        "calculées)",
    "error.custom_stones.both": "donnez custom_stones ou custom_difference, pas les deux",
    "error.stones.from_to": "un nombre entier de pierres de 0 à {high}",
    "error.needs_difference_mode_custom": "exige difference_mode « custom »",
    "error.no_handicap_above.plain": "exige les niveaux ou classements des joueurs, pas un simple écart de niveau",
    "error.no_handicap_above.no_ranks": "exige des niveaux pour les joueurs",
    "error.komi.needs_custom": "exige komi_mode « custom »",
    "error.komi.half": "un multiple de 0,5 de {low} à {high}",
    "go.step.stones.label": "Pierres de handicap",
    "go.step.komi.label": "Komi",
    "go.step.goldis.log_difference.label": "Écart de classement log",
    "go.step.goldis.log_difference.formula": "classement log A − classement log B (100 points par niveau)",
    "go.step.goldis.log_difference.working": "{points} points = {log}",
    "go.step.goldis.strength_ratio.label": "Rapport de force",
    "go.step.goldis.strength_ratio.formula": "10 ^ écart",
    "go.step.goldis.stones.formula": "la partie entière du rapport",
    "go.step.goldis.stones.working": "{stones}",
    "go.step.goldis.stones.working.one": "{stones} (une pierre : Noir joue en premier, rien n'est posé)",
    "go.step.goldis.komi_points.label": "Points retirés du komi",
    "go.step.goldis.komi_points.formula": "partie décimale du rapport × 8 (komi Ing de 8 points)",
    "go.step.goldis.komi_points.working": "{fraction} × 8 = {points} → {whole} points entiers",
    "go.step.goldis.komi.formula": "8 − points entiers",
    "go.step.goldis.ties.label": "Égalité",
    "go.step.goldis.ties.formula": "Noir gagne en cas d'égalité quand la fraction restante dépasse 0,5",
    "go.step.goldis.ties.working.black": "{fraction} > 0,5 → Noir gagne en cas d'égalité",
    "go.step.goldis.ties.working.white": "{fraction} ≤ 0,5 → Blanc gagne en cas d'égalité",
    "go.step.goldis.margin.label": "Pronostic sans handicap",
    "go.step.goldis.margin.formula": "partie entière de (rapport − 1) × 8",
    "go.step.goldis.margin.working": "({ratio} − 1) × 8 → le plus fort gagne de {margin} points",
    "go.warning.calibrated_for_ing": "Goldis retire le komi des 8 points du komi Ing ; avec d'autres règles "
                                     "({rules}), les mêmes chiffres sont repris tels quels.",
    "go.step.jewdan.handicap_value.label": "Valeur du handicap",
    "go.step.jewdan.handicap_value.formula": "écart de niveau ÷ facteur du goban − 0,5",
    "go.step.jewdan.handicap_value.working": "{difference} ÷ {factor} − 0,5 = {value} pierres",
    "go.step.jewdan.expected_outcome.label": "Résultat attendu",
    "go.step.jewdan.expected_outcome.formula": "valeur d'une pierre × −valeur du handicap",
    "go.step.jewdan.expected_outcome.working": "{stone_value} × −({value}) = {outcome} points (négatif : Blanc gagne)",
    "go.step.jewdan.stones.formula": "plafond(valeur du handicap + 0,5), mais une seule pierre compte pour aucune",
    "go.step.jewdan.stones.working": "plafond({value} + 0,5) = {ceiling}",
    "go.step.jewdan.stones.working.one": "plafond({value} + 0,5) = {ceiling} → 0 (une pierre n'est pas un handicap)",
    "go.step.jewdan.free_moves.label": "Coups gratuits",
    "go.step.jewdan.free_moves.formula": "pierres − 1 (aucun sans pierres)",
    "go.step.jewdan.free_moves.none": "pas de pierres, donc 0",
    "go.step.jewdan.komi.formula": "arrondi(résultat attendu + coups gratuits × valeur d'une pierre) + 0,5",
    "go.step.jewdan.check.label": "Vérification",
    "go.step.jewdan.check.formula": "arrondi(résultat attendu) + coups gratuits × valeur d'une pierre − komi = −0,5",
    "go.warning.extrapolated_board": "La source ne donne des facteurs de goban que pour 19×19, 13×13 et 9×9 ; le "
                                     "facteur {factor} du {board} est extrapolé par une loi de puissance de la surface "
                                     "du goban.",
    "go.goldis.below_table": "sous 27step",
    "go.step.even.stones.formula": "écart de niveau 0 : partie à égalité",
    "go.step.even.stones.working": "0 → pas de pierres",
    "go.step.even.komi.formula": "komi des règles en partie à égalité",
    "go.step.rules_komi": "{rules} : {komi}",
    "go.step.nineteen.stones.formula": "pierres = écart de niveau, au plus {maximum}",
    "go.step.ogs.stones.table_stops": "{working} (la table s'arrête à {maximum} : « 10+ → 9 »)",
    "go.step.ogs.komi.nineteen": "0,5 dans les parties à handicap (0 en règles néo-zélandaises)",
    "go.step.ogs.stones.formula": "plancher(écart de niveau ÷ {n}) + 1",
    "go.step.ogs.komi.formula": "komi à égalité − {p} × (écart de niveau mod {n})",
    "go.step.ogs_legacy.komi.label": "Komi (le bogue)",
    "go.step.ogs_legacy.komi.formula": "l'ancien komi japonais pour un écart de niveau égal au nombre de pierres",
    "go.step.ogs_legacy.komi.working": "ancien komi japonais à {stones} → {komi} (le bon ancien komi japonais à "
                                       "{difference} est {correct})",
    "go.step.ogs_proposal.stones.formula": "plafond(écart de niveau ÷ {n})",
    "go.step.ogs_proposal.komi.formula": "komi à égalité − {p} × niveaux au-delà du dernier seuil de pierre",
    "go.step.old_japanese.stones.formula.13": "0 si l'écart est 0, sinon plancher(écart ÷ 3) + 1",
    "go.step.old_japanese.stones.formula.9": "plafond(écart ÷ 4)",
    "go.step.old_japanese.komi.formula.13": "5,5 − 5 × (écart mod 3) (quelles que soient les règles)",
    "go.step.old_japanese.komi.formula.9": "5,5 pour un écart de 0, sinon 3,5 − 3 × ((écart − 1) mod 4) (quelles que "
                                           "soient les règles)",
    "go.step.old_japanese.working": "écart {difference} → {result}",
    "go.step.traditional.at_most": "{working} (au plus {maximum})",
    "go.step.traditional.komi.formula": "0,5 dans toute partie à handicap",
    "go.csv.rank_difference": "Écart de niveau",
    "go.csv.stones": "Pierres de handicap",
    "go.csv.komi": "Komi",
    "go.csv.handicap_bonus": "Compensation de handicap",
    "go.csv.effective_komi": "Komi effectif",
    "go.csv.ties": "Égalité",
    "go.csv.beyond_maximum": "Au-delà du maximum",
    "go.csv.yes": "oui",
    "go.csv.no": "non",
    # Go: the rules menu (go-systems rules[].label)
    "go.menu.rules.japanese": "Japonaises",
    "go.menu.rules.korean": "Coréennes",
    "go.menu.rules.chinese": "Chinoises",
    "go.menu.rules.aga": "AGA",
    "go.menu.rules.ing": "Ing",
    "go.menu.rules.nz": "Néo-zélandaises",
    # chess: time odds
    "chess.players_text": "joueur 1 {one}, joueur 2 {two}",
    "chess.players_text.named": "{name_one} {one}, {name_two} {two}",
    "chess.summary.named": "{lead}{weaker} est le plus faible : donnez-lui {ratio} fois le temps de {other}{clocks}.",
    "chess.summary.club.named": "{weaker} est le plus faible ; {method} : {players}.",
    "chess.against": "{weaker} contre {stronger}",
    "chess.common.not_possible": "impossible",
    "chess.weaker.none": "Aucun (même force)",
    "chess.weaker.player": "Joueur {n}",
    "chess.k_not_used": "non utilisé (règle de club)",
    "chess.ratio_too_large": "le rapport de temps serait 2^{power}",
    "chess.step.calibrate_k": "k estimé",
    "chess.step.calibrate_big_k": "K estimé",
    "chess.step.calibrate_big_k.working": "K = 400 × ln 2 × {k:.4f} / ln 10 = {big_k:.1f} points par doublement",
    "chess.step.k": "Exposant k",
    "chess.step.record_score": "Score d'après les résultats",
    "chess.step.record_score.formula": "s = (victoires + nulles/2) / parties",
    "chess.step.ratio": "Rapport de temps",
    "chess.step.ratio.score_formula": "x = (s1 / (1 − s1))^(−1/k), s1 = score du joueur le plus faible",
    "chess.step.range": "Intervalle (95 %)",
    "chess.step.range.formula": "intervalle de Wilson pour s sur n parties, chaque borne convertie en x",
    "chess.step.range.working": "s de {low:.3f} à {high:.3f} sur {games} parties → x de {ratio_low} à {ratio_high}",
    "chess.range.method": "Intervalle de Wilson (95 %) pour le score du joueur 1, chaque partie un essai, une nulle "
                          "une demi-victoire ; les deux bornes converties en rapports de temps",
    "chess.step.computer": "Temps de l'humain par coup",
    "chess.step.computer.formula": "multiplier le temps moyen de l'humain par coup par x (celui de l'ordinateur ne "
                                   "change pas)",
    "chess.step.split": "Partage du total",
    "chess.step.split.formula": "plus fort = T / (1 + x), plus faible = T·x / (1 + x)",
    "chess.step.split.working": "plus fort = {total} / (1 + {ratio}) = {stronger}, plus faible = {total} × {ratio} / "
                                "(1 + {ratio}) = {weaker}",
    "chess.step.clock": "Cadence, base et incrément à l'échelle",
    "chess.step.clock.formula": "plus faible × 2x/(1 + x), plus fort × 2/(1 + x) ; secondes entières",
    "chess.step.clock.working": "{even} → {against}",
    "chess.step.clock_common": "Cadence, incrément commun",
    "chess.step.clock_common.formula": "base = G·x/(1 + x) − M·i et G/(1 + x) − M·i, G = 2·(base + M·i), M = "
                                       "{moves} coups",
    "chess.step.gap": "Écart Elo",
    "chess.step.gap.formula": "D = |Elo 1 − Elo 2|",
    "chess.step.bands": "Tranches",
    "chess.step.bands.formula": "n = plancher(D / S), S = points Elo par tranche",
    "chess.step.stronger_base": "Temps de base du plus fort",
    "chess.step.stronger_base.formula": "max(B − n·N, minimum), N = secondes par tranche",
    "chess.step.weaker_base": "Temps de base du plus faible",
    "chess.step.weaker_base.bands": "B (inchangé)",
    "chess.step.weaker_base.split": "2·B − base du plus fort (total conservé)",
    "chess.step.game_time": "Durée d'une partie",
    "chess.step.game_time.formula": "G = 2·(B + M·i), M = {moves} coups",
    "chess.step.increments": "Incréments",
    "chess.step.increments.formula": "plus faible (G·x/(1 + x) − B) / M, plus fort (G/(1 + x) − B) / M ; secondes "
                                     "entières",
    "chess.step.increments.working": "plus faible {weaker} → {weaker_increment} s, plus fort {stronger} → "
                                     "{stronger_increment} s",
    "chess.warning.big_ratio": "Un rapport de temps de {ratio} dépasse de loin les handicaps habituels ; le modèle "
                               "(K points fixes par doublement du temps) n'a pas été vérifié aussi loin.",
    "chess.warning.uncertain": "{games} parties ne suffisent pas à dire qui est le plus fort : l'intervalle du rapport "
                               "descend sous 1. Jouez plus de parties avant de vous fier au handicap.",
    "chess.warning.no_common_increment": "Avec un incrément commun de {increment} s, le temps de base du plus fort "
                                         "serait nul ou négatif pour {moves} coups : mettez plutôt les deux parts à "
                                         "l'échelle.",
    "chess.warning.minimum_time": "Le temps minimum ({minimum}) a empêché le temps de base du plus fort de descendre "
                                  "plus bas : {bands} tranches auraient retiré {seconds} s.",
    "chess.summary.club_even": "Les joueurs sont de même force : tous deux jouent en {clock}.",
    "chess.summary.club": "Le joueur {weaker} est le plus faible ; {method} : {players}.",
    "chess.summary.calibrated": "K estimé = {big_k} points Elo par doublement du temps. ",
    "chess.summary.even": "{lead}Les joueurs sont de même force : temps égal.",
    "chess.summary.computer.human": "{lead}L'humain est le plus faible : multipliez son temps moyen par coup par "
                                    "{factor}.",
    "chess.summary.computer.human.per_move": "{lead}L'humain est le plus faible : multipliez son temps moyen par coup "
                                             "par {factor} ({clock} par coup).",
    "chess.summary.computer.computer": "{lead}L'ordinateur est le plus faible : multipliez le temps moyen de l'humain "
                                       "par coup par {factor}.",
    "chess.summary.computer.computer.per_move": "{lead}L'ordinateur est le plus faible : multipliez le temps moyen de "
                                                "l'humain par coup par {factor} ({clock} par coup).",
    "chess.summary.times": " ({weaker} contre {stronger})",
    "chess.summary.clocks": " ; cadences {weaker} contre {stronger}",
    "chess.summary.player": "{lead}Le joueur {weaker} est le plus faible : donnez-lui {ratio} fois le temps du joueur "
                            "{other}{clocks}.",
    "error.chess.calibration": "{given} : le score n'a pas suivi le temps (plus de temps, meilleur score), K ne peut "
                               "donc pas être estimé",
    "error.chess.too_far": "{ratio} (au-delà de 2^60) : les joueurs sont trop éloignés pour K = {big_k} ; un K plus "
                           "grand donne un rapport plus petit",
    "error.chess.too_far_range": "{ratio} (au-delà de 2^60) à une borne de l'intervalle à 95 % sur {games} parties "
                                 "pour K = {big_k} ; un K plus grand donne un rapport plus petit",
    "error.chess.increment_below_zero": "avec la même base pour les deux, l'incrément du plus fort serait inférieur "
                                        "à 0 s pour un rapport de {ratio} sur {moves} coups : donnez un incrément plus "
                                        "grand ou une base plus petite",
    "chess.method.elo": "d'après deux classements Elo",
    "chess.method.score": "d'après un score attendu à temps égal",
    "chess.method.record": "d'après des résultats à temps égal",
    "chess.method.calibrate": "calibrage de K d'après les scores avant et après un handicap de temps",
    "chess.method.bands": "par tranches Elo (temps retiré au plus fort par tranche, jusqu'à un minimum)",
    "chess.method.split": "par tranches Elo, total conservé (un total fixe partagé)",
    "chess.method.increment": "avec handicap sur l'incrément seulement (même base pour les deux)",
    "what.two_ratings": "deux classements Elo comme 1800, 2000 (joueur 1, joueur 2)",
    "what.record": "des résultats : victoires, nulles et défaites du joueur 1, comme 5, 2, 3",
    "what.score_equal_time": "le score à temps égal",
    "what.score_with_handicap": "le score avec le handicap de temps",
    "what.expected_score": "un score attendu",
    "what.total_time": "un temps total",
    "what.move_time": "un temps par coup (secondes)",
    "error.chess.score_range": "{value} est hors limites ; {what} doit être entre 0 et 1, sans être 0 ni 1",
    "error.chess.ratings_from_to": "des classements de {low} à {high}",
    "error.chess.not_count": "{value} n'est pas un nombre de parties ; donnez {what}",
    "error.chess.count_range": "{value} n'est pas un nombre de parties (un nombre entier de 0 à {maximum})",
    "error.chess.no_games": "aucune partie ; donnez les victoires, nulles et défaites du joueur 1",
    "error.chess.lost_all": "le joueur 1 a perdu toutes les parties : un score parfait ne donne aucun rapport de temps "
                            "fini ; jouez plus de parties, ou utilisez des classements ou un score attendu",
    "error.chess.won_all": "le joueur 1 a gagné toutes les parties : un score parfait ne donne aucun rapport de temps "
                           "fini ; jouez plus de parties, ou utilisez des classements ou un score attendu",
    "error.chess.positive": "{what} (plus de 0, au plus {maximum})",
    "error.chess.ratio_one": "{value} est hors limites ; le rapport de temps doit être supérieur à 0 et différent de 1",
    "error.chess.ratio_range": "un rapport de temps de 1/{maximum} à {maximum}",
    "error.chess.k_positive": "{value} est hors limites ; K (points Elo par doublement du temps) doit être supérieur "
                              "à 0",
    "error.chess.clock": "{value} n'est pas une cadence ; donnez les minutes de base plus les secondes d'incrément, "
                         "comme 15+10, 90+30 ou 5",
    "error.chess.per_band": "{value} n'est pas un nombre entier de secondes ; autorisé : des secondes entières par "
                            "tranche, de 0 à {maximum}",
    "error.chess.min_time": "{value} n'est pas un temps ; donnez le temps minimum qu'un joueur garde, plus de 0, en "
                            "m:ss ou en minutes, comme 1:00",
    "error.chess.clock_missing": "valeur manquante ; les règles de club partent de la cadence égale, comme 5+2 "
                                 "(minutes de base + secondes d'incrément)",
    "error.chess.min_time_over_base": "{given} dépasse le temps de base ({base}) ; le minimum ne doit pas le dépasser",
    "chess.menu.method.elo": "Deux classements Elo",
    "chess.menu.method.score": "Un score attendu à temps égal",
    "chess.menu.method.record": "Résultats à temps égal",
    "chess.menu.method.calibrate": "Calibrer K d'après deux scores",
    "chess.menu.method.bands": "Règle de club : tranches Elo",
    "chess.menu.method.split": "Règle de club : tranches Elo, total conservé",
    "chess.menu.method.increment": "Règle de club : handicap sur l'incrément seulement",
    "chess.menu.against.person": "Une autre personne",
    "chess.menu.against.computer": "Un ordinateur (joueur 2)",
    "chess.hint.chess_elo": "Deux classements séparés par une virgule, p. ex. 1800, 2000.",
    "chess.hint.chess_score": "Contre le joueur 2 à temps égal, entre 0 et 1 (0,36 = 36 %).",
    "chess.hint.chess_record": "Parties contre le joueur 2 à temps égal, p. ex. 3, 4, 5.",
    "chess.hint.chess_ratio": "Le temps qu'avait le joueur, en multiple de celui de l'adversaire.",
    "chess.hint.chess_band": "Le plus fort perd du temps pour chaque tranche complète d'écart Elo (exemple de "
                             "Papi-web : {per_band} s par tranche de {band} points, au moins {minimum}).",
    "chess.hint.chess_total": "Laissez vide pour prendre le temps de la cadence sur une partie de 40 coups.",
    "chess.hint.chess_clock": "Minutes de base + secondes d'incrément, p. ex. 15+10 (les règles de club en partent).",
    "chess.delay.simple": "délai simple",
    "chess.delay.bronstein": "délai Bronstein",
    "chess.clock.with_delay": ", {delay_type} {seconds} s",
    "chess.pgn.delay": "{colour} : {delay_type} {seconds} s",
    "chess.colour.white": "Blanc",
    "chess.colour.black": "Noir",
    "error.clock.empty": "valeur vide ; donnez le temps du côté {side} en m:ss ou en minutes, comme 5:00",
    "error.clock.not_time": "{value} n'est pas un temps ; donnez le temps du côté {side} en m:ss, h:mm:ss ou en "
                            "minutes, comme 5:00",
    "error.clock.zero": "{value} n'est aucun temps : une pendule avec un temps nul d'un côté ne peut pas démarrer ; "
                        "donnez plus de 0:00",
    "error.clock.range": "des secondes entières de 0:01 à 24:00:00",
    "error.clock.whole_seconds": "{value} n'est pas un nombre entier de secondes ; autorisé : {what} de 0 à {maximum}",
    "what.increment_seconds": "un incrément en secondes",
    "what.delay_seconds": "un délai en secondes",
    "clock.side_label": "{name} · {colour}",
    "clock.warning.pgn_delay": "La norme PGN ne prévoit rien pour un délai : les balises donnent la base et "
                               "l'incrément, et le délai est écrit dans un commentaire avant les coups.",
    "go.colour.black": "Noir",
    "go.colour.white": "Blanc",
    "go.overtime.byoyomi": "byo-yomi",
    "go.overtime.canadian": "byo-yomi canadien",
    "go.clock.absolute": "{main} (temps absolu)",
    "go.clock.fischer": "{main} + {increment} s par coup (Fischer)",
    "go.clock.fischer_cap": "{main} + {increment} s par coup (Fischer), au plus {cap}",
    "go.clock.byoyomi": "{main} + byo-yomi {periods} × {seconds} s",
    "go.clock.canadian": "{main} + {stones} pierres en {block} (canadien)",
    "go.clock.canadian.one": "{main} + 1 pierre en {block} (canadien)",
    "go.clock.face.byoyomi": "{periods} × {seconds} s",
    "go.clock.face.canadian": "{stones} / {block}",
    "go.clock.summary.nigiri": "{one} : {clock_one}. {two} : {clock_two}. Le nigiri décide des couleurs ; ensuite "
                               "Blanc appuie sur sa moitié pour lancer la pendule de Noir.",
    "go.clock.sgf_comment": "{one} : {clock_one}. {two} : {clock_two}.",
    "go.clock.warning.sgf_sides": "Un fichier SGF n'a qu'un réglage de temps pour les deux joueurs : avec deux "
                                  "pendules différentes, TM et OT sont omis et la pendule de chaque joueur est "
                                  "écrite dans le commentaire de partie (GC).",
    "error.goclock.main_range": "des secondes entières de 0:00 à {maximum} minutes",
    "error.goclock.zero": "{value} n'est aucun temps, et le côté {side} n'a pas de byo-yomi : donnez un temps "
                          "principal au-delà de 0:00, ou un byo-yomi japonais ou canadien",
    "error.goclock.missing": "manque ; le {overtime} du côté {side} demande {what}",
    "error.goclock.not_period": "{value} n'est pas un temps ; donnez {what}",
    "error.goclock.period_short": "{value} fait moins d'une seconde ; une période ou un bloc dure au moins 1 s",
    "error.goclock.no_periods": "{value} période ne fait aucun byo-yomi ; donnez {what}",
    "error.goclock.no_stones": "{value} pierre ne fait aucun bloc canadien ; donnez {what}",
    "error.goclock.increment_with_overtime": "{value} est un incrément, mais le côté {side} joue au {overtime} ; "
                                             "donnez un incrément (Fischer) ou un byo-yomi, pas les deux",
    "error.goclock.cap_needs_increment": "{value} plafonne le temps Fischer, mais le côté {side} n'a pas d'incrément "
                                         "; donnez aussi un incrément, ou laissez le plafond vide",
    "error.goclock.cap_below_main": "{value} est moins que le temps principal du côté {side} ({main}) ; le plafond "
                                    "est le plus de temps que le côté peut avoir, au moins son temps principal",
    "error.goclock.komi": "un multiple de 0,5 de −{limit} à {limit}",
    "what.goclock.periods": "un nombre de périodes de 1 à {maximum}",
    "what.goclock.stones": "un nombre de pierres de 1 à {maximum}",
    "what.goclock.period.byoyomi": "les secondes d'une période (ou m:ss), de 1 s à {maximum} minutes",
    "what.goclock.period.canadian": "les secondes d'un bloc (ou m:ss), de 1 s à {maximum} minutes",
    "clock.summary": "{one} : {clock_one}. {two} : {clock_two}. Pendule lancée en premier : {first}.",
    # the game check
    "game.judge.stones_alone": "Pierres seules (l'ancienne méthode d'OGS)",
    "game.judge.board_komi_rules": "Goban, komi et règles",
    "game.rating_rank": "{rating} ({rank})",
    "game.step.free_moves.formula": "pierres − 1 (aucun pour 0 ou 1 pierre)",
    "game.step.free_moves.one": "{stones} pierres : {stones} − 1 = {free} coup gratuit",
    "game.step.free_moves.many": "{stones} pierres : {stones} − 1 = {free} coups gratuits",
    "game.step.free_moves.none": "{stones} pierres : aucun coup gratuit (une seule pierre signifie seulement que Noir "
                                 "commence)",
    "game.step.free_moves.none.one": "{stones} pierre : aucun coup gratuit (une seule pierre signifie seulement que "
                                     "Noir commence)",
    "game.step.head_start": "Avance de Noir",
    "game.step.head_start.formula": "part du komi + valeur d'une pierre × coups gratuits",
    "game.step.head_start.working": "{komi_part} + {stone_value} × {free} = {head_start} points",
    "game.step.points_per_rank": "Points par niveau",
    "game.step.rank_difference.formula": "avance ÷ points par niveau",
    "game.warning.stones_are_not_ranks.less.one": "Comptée aux seules pierres, cette partie serait un handicap de "
                                                  "{stones} niveaux, mais elle en compense {difference} : {gap} niveau "
                                                  "de moins.",
    "game.warning.stones_are_not_ranks.less.many": "Comptée aux seules pierres, cette partie serait un handicap de "
                                                   "{stones} niveaux, mais elle en compense {difference} : {gap} "
                                                   "niveaux de moins.",
    "game.warning.stones_are_not_ranks.more.one": "Comptée aux seules pierres, cette partie serait un handicap de "
                                                  "{stones} niveaux, mais elle en compense {difference} : {gap} niveau "
                                                  "de plus.",
    "game.warning.stones_are_not_ranks.more.many": "Comptée aux seules pierres, cette partie serait un handicap de "
                                                   "{stones} niveaux, mais elle en compense {difference} : {gap} "
                                                   "niveaux de plus.",
    "game.warning.black_behind": "Noir part derrière une partie à égalité : le komi dépasse le komi à égalité des "
                                 "règles.",
    "game.stones.one": "{stones} pierre",
    "game.stones.many": "{stones} pierres",
    "game.step.effective_rating": "Classement effectif de Noir",
    "game.step.effective_rating.formula": "525 × e^((ln(classement ÷ 525) × 23,15 + écart de niveau) ÷ 23,15)",
    "game.step.effective_rating.working": "{rating} est le niveau {rank} ({label}) ; + {difference} = niveau "
                                          "{effective_rank} → {effective}",
    "game.step.expectation": "Espérance de gain (Glicko-2)",
    "game.step.expectation.working": "Noir {black}, Blanc {white} (chacun face à la déviation de l'autre, la somme "
                                     "peut donc différer de 100 %)",
    "game.step.expectation.formula": "1 / (1 + exp(−g(φ adversaire) × (μ − μ adversaire)))",
    "game.step.changes": "Après le résultat",
    "game.step.changes.working": "{outcome} : Noir {black}, Blanc {white}",
    "game.outcome.black": "Noir gagne",
    "game.outcome.white": "Blanc gagne",
    "game.outcome.draw": "Partie nulle",
    "game.after.black": "une victoire de Noir",
    "game.after.white": "une victoire de Blanc",
    "game.after.draw": "une partie nulle",
    "game.ratings_summary": "Après {outcome} : d'après le goban, le komi et les règles, Noir {fair_black} et Blanc "
                            "{fair_white} ; d'après les seules pierres, Noir {legacy_black} et Blanc {legacy_white}.",
    # rate
    "rate.no_games": "aucune partie (seule la déviation augmente)",
    "rate.game": "{outcome} contre {rating}/{deviation}",
    "rate.outcome.win": "victoire",
    "rate.outcome.loss": "défaite",
    "rate.outcome.draw": "nulle",
    "rate.summary": "Glicko-2, τ = {tau:g} : {rating} / {deviation} / {volatility:.5f} après {played} → {after_rating} "
                    "/ {after_deviation} / {after_volatility:.5f} (variation du classement {change}).",
    "rate.result.allowed": "RÉSULTAT:CLASSEMENT:DÉVIATION avec RÉSULTAT win, loss ou draw, p. ex. « win:1400:30 »",
    "error.rate.result": "résultat {position} : {value} n'est pas de la forme {allowed}",
    "error.rate.outcome": "résultat {position} : {value} n'est pas win, loss ou draw ({allowed})",
    "error.rate.opponent.rating": "résultat {position}, classement de l'adversaire : {message}",
    "error.rate.opponent.deviation": "résultat {position}, déviation de l'adversaire : {message}",
    "error.rate.not_list": "{value} n'est pas une liste de résultats comme « win:1400:30 »",
    "error.rate.too_many": "{count} résultats, c'est trop ; autorisé : jusqu'à {maximum}",
    "list.sentences": "{first} {second}",
    # the command line, McMahon, OpenGotha's rules, the remaining workings
    "chess.step.bands.working": "n = plancher({gap} / {band}) = {bands}",
    "chess.step.game_time.working": "G = 2 × ({base} s + {moves} × {increment} s) = {game} s",
    "chess.step.stronger_base.working": "max({base} − {bands} × {per_band} s, {minimum}) = {result}",
    "cli.compare.row": "{system} : {text}",
    "cli.error": "handicap {command} : erreur : {where} : {message}",
    "cli.round.error": "ligne {line} : {message} : {text}",
    "cli.file.unreadable": "illisible",
    "cli.error.player": "{flag} (joueur {player})",
    "cli.internal": "handicap : erreur interne ({kind}) ; merci de la signaler",
    "cli.interrupted": "handicap : interrompu",
    "cli.table.beyond": "(au-delà du maximum)",
    "cli.table.difference": "écart",
    "cli.table.effective": "effectif",
    "cli.table.komi": "komi",
    "cli.table.stones": "pierres",
    "error.mms.missing": "« mms » exige les scores McMahon des joueurs (mms: [A, B])",
    "error.mms.needs_basis": "exige handicap_basis « mms »",
    "error.mms.pair": "{value} n'est pas une paire : donnez deux scores McMahon, un par joueur",
    "go.step.correction.formula": "règle d'OpenGotha : écart {shift}, jamais moins de 0",
    "go.step.correction.label": "Correction du handicap",
    "go.step.correction.working": "{before} {shift} → {after}",
    "go.step.jewdan.check.working": "arrondi({outcome}) + {free} × {stone_value} − ({komi}) = {check}",
    "go.step.jewdan.komi.working": "arrondi({outcome} + {free} × {stone_value}) + 0,5 = {komi}",
    "go.step.mms.formula": "OpenGotha : le handicap suit les scores McMahon (un score de 30 compte comme 1d)",
    "go.step.mms.label": "Scores McMahon",
    "go.step.mms.working": "{a} : {mms_a} ({rank_a}), {b} : {mms_b} ({rank_b})",
    "go.step.no_handicap_above.formula.held": "règle d'OpenGotha : le niveau de chaque camp est ramené à {limit} avant "
                                              "le calcul de l'écart",
    "go.step.no_handicap_above.working.held": "{player} → {limit}",
    "go.step.no_handicap_above.working.unchanged": "aucun camp n'est au-dessus de {limit} : inchangé",
    "go.step.ogs.stones.working": "plancher({difference} ÷ {n}) + 1 = {stones}",
    "go.step.ogs_proposal.stones.working": "plafond({difference} ÷ {n}) = {stones}",
    # go-round (French tournaments number the boards as tables)
    "round.caption.many": "{n} tables",
    "round.caption.one": "1 table",
    "round.caption.with_errors": "{boards} ; lignes non lues : {errors}",
    "round.shared.effective_komi": "Komi effectif sur toutes les tables : {komi}",
    "round.note.nigiri": "Noms suivis de {mark} : partie à égalité, couleurs tirées au nigiri. Un joueur prend une "
                         "poignée de pierres blanches, l'autre annonce impair (il montre une pierre noire) ou pair "
                         "(deux) ; s'il devine juste, il prend Noir.",
    "round.card.nigiri": "Nigiri",
    "round.computed.one": "1 table calculée",
    "round.computed.many": "{n} tables calculées",
    "round.computed.unread.one": "{boards} ; 1 ligne non lue (listée au-dessus du tableau)",
    "round.computed.unread.many": "{boards} ; {n} lignes non lues (listées au-dessus du tableau)",
    "round.column.black": "Noir",
    "round.column.black_rank": "Niveau de Noir",
    "round.column.board": "Table",
    "round.column.effective_komi": "Komi effectif",
    "round.column.komi": "Komi",
    "round.column.stones": "Pierres",
    "round.column.ties": "Égalité",
    "round.column.warnings": "Avertissements",
    "round.column.white": "Blanc",
    "round.column.white_rank": "Niveau de Blanc",
    "round.csv.nigiri": "(nigiri)",
    "round.error.board_cell": "« {given} » n'est pas un numéro de table : donnez un nombre entier à partir de 1, "
                              "ou laissez la case vide",
    "round.error.bad_board": "le numéro de table {board} n'est pas autorisé : utilisez 1 à {limit}",
    "round.error.bad_table": "le numéro de table « {value} » n'est pas autorisé : utilisez un nombre entier à partir "
                             "de 1",
    "round.error.bad_xml": "n'est pas du XML lisible : ligne {line} : {reason}",
    "round.error.both_sources": "donnez soit des appariements, soit un fichier de tournoi, pas les deux",
    "round.error.choose_scale": "{message} (pour des classements, choisissez l'échelle de force : ogs, egf, aga ou "
                                "goldis)",
    "round.error.duplicate_board": "la table {board} est déjà utilisée à la ligne {line}",
    "round.error.mms_missing": "la base McMahon exige le score McMahon de chaque joueur sur la ligne",
    "round.error.no_games": "la ronde {round} n'a pas de parties dans ce fichier (parties aux rondes {rounds})",
    "round.error.no_source": "valeur manquante : donnez les appariements (texte ou CSV) ou un fichier de tournoi "
                             "(file)",
    "round.error.no_strength": "le joueur {player} (« {given} ») n'a pas de force : donnez un niveau ou un classement "
                               "après le nom (p. ex. « Alice 3d »)",
    "round.error.not_opengotha.players": "n'est pas un fichier de tournoi OpenGotha : il n'a pas de <Players>",
    "round.error.not_opengotha.root": "n'est pas un fichier de tournoi OpenGotha : son élément racine est <{root}>, "
                                      "pas <Tournament>",
    "round.error.not_text": "doit être du texte",
    "round.error.player": "joueur {player} : {message}",
    "round.error.round_with_games": "une ronde appariée dans ce fichier : {rounds}",
    "round.error.no_games.file": "n'a encore aucune partie : appariez d'abord une ronde dans OpenGotha, "
                                  "enregistrez le fichier et rouvrez-le",
    "round.used.latest": "Ronde {round} sur {rounds} : la dernière ronde appariée dans le fichier.",
    "round.used.earlier": "Ronde {round} sur {rounds} ; la dernière ronde appariée dans le fichier est la "
                           "ronde {latest}.",
    "round.field.latest": "{round} (dernière)",
    "round.error.shape": "{count} champ(s) trouvé(s) ; donnez deux joueurs, chacun avec un nom et une force (p. ex. "
                         "« Alice 3d - Bob 5k » ou « 1, Alice, 3d, Bob, 5k »)",
    "round.error.too_big": "fait {size} Mo : au plus {limit} Mo peuvent être lus ; divisez la ronde en fichiers plus "
                           "petits",
    "round.error.too_many": "a plus de {limit} appariements : au plus {limit} par ronde",
    "round.error.unknown_player": "aucun joueur avec la clé « {key} » dans les <Players> du fichier",
    "round.error.xml_declarations": "contient une DTD ou des déclarations d'entités (<!DOCTYPE …>, <!ENTITY …>) : ces "
                                    "fichiers sont refusés et rien n'y est développé ; enregistrez de nouveau le "
                                    "tournoi depuis OpenGotha",
    "round.error_column.line": "Ligne",
    "round.error_column.message": "Problème",
    "round.error_column.text": "Texte",
    "round.hint.handicap_basis": "Niveau, ou score McMahon (OpenGotha : un score de 30 compte comme 1d).",
    "round.hint.handicap_correction": "Correction de handicap d'OpenGotha : niveaux retirés de l'écart, de −1 à 9 "
                                      "(jamais moins qu'une partie à égalité).",
    "round.hint.opengotha": "Un fichier de tournoi OpenGotha (.xml, tel qu'OpenGotha l'enregistre) : ses joueurs, les "
                            "parties de la ronde et ses réglages de handicap.",
    "round.hint.pairings": "Un appariement par ligne : deux joueurs, chacun avec un nom et une force, éventuellement "
                           "précédés d'un numéro de table (« 1, Alice, 3d, Bob, 5k » ou « Alice 3d - Bob 5k ») ; "
                           "tabulation, virgule, point-virgule, « - » ou « vs » entre eux ; une ligne d'en-tête est "
                           "ignorée.",
    "round.hint.round": "La ronde à calculer ; laissée vide, la dernière ronde appariée dans le fichier.",
    "round.hint.scale": "Comment les forces sont écrites : niveaux, ou classements d'un même type pour tous les "
                        "joueurs.",
    "round.menu.basis.mms": "Score McMahon",
    "round.menu.basis.rank": "Niveau",
    "round.player": "{name} ({rank})",
    "round.summary.even": "Table {board} : {black} prend Noir contre {white}, partie à égalité ; komi {komi}.",
    "round.summary.nigiri": "Table {board} : {black} et {white}, partie à égalité (nigiri) ; komi {komi}.",
    "round.summary.one_stone": "Table {board} : {black} prend Noir avec une pierre (Noir joue en premier) contre "
                               "{white} ; komi {komi}.",
    "round.summary.stones": "Table {board} : {black} prend Noir avec {stones} pierres contre {white} ; komi {komi}.",
    "round.title": "Ronde : {where}, {system}",
    "round.title.numbered": "Ronde {round} : {where}, {system}",
    "round.title.tournament": "{tournament}, ronde {round} : {where}, {system}",
    "what.mcmahon_score": "un score McMahon",
    # house rules (system "custom", issue 16)
    "error.club.min_above_max": "{low} dépasse club_max_stones ({high}) : le minimum ne doit pas dépasser le maximum",
    "go.hint.club_even_komi": "Komi d'une partie à égalité : un multiple de 0,5 ; vide : le komi à égalité des règles.",
    "go.hint.club_first_stone": "Si un handicap d'une pierre (Noir joue en premier, komi 0,5) est accordé.",
    "go.hint.club_komi_per_rank": "Points de komi par niveau restant (par niveau si le handicap est en komi "
                                  "seulement) : un multiple de 0,5 de 0 à 30.",
    "go.hint.club_max_stones": "Le plus grand nombre de pierres d'une partie, de 0 à 9.",
    "go.hint.club_min_stones": "Le plus petit nombre de pierres d'une partie à handicap, de 0 à 9.",
    "go.hint.club_ranks_per_stone": "Niveaux d'écart par pierre de handicap, de 0 à 9 (0 : un handicap en komi "
                                    "seulement).",
    "go.menu.first_stone.counts": "Compte (une pierre : Noir joue en premier)",
    "go.menu.first_stone.free": "Non accordée (pas de handicap d'une pierre : compensé en komi)",
    "go.step.custom.komi.even": "le komi à égalité : {komi}",
    "go.step.custom.komi.even_formula": "écart de niveau 0 : le komi à égalité du club",
    "go.step.custom.komi.formula": "(le komi à égalité sans pierres, 0,5 avec) − komi par niveau × niveaux restants",
    "go.step.custom.komi.working": "{base} − {per} × {remaining} = {komi}",
    "go.step.custom.remaining.formula": "écart de niveau − pierres × niveaux par pierre (tout l'écart pour un "
                                        "handicap en komi seulement), jamais moins de 0",
    "go.step.custom.remaining.label": "Niveaux restants pour le komi",
    "go.step.custom.remaining.working": "{d} − {stones} × {per} = {remaining}",
    "go.step.custom.stones.formula.counts": "partie entière de (écart de niveau ÷ niveaux par pierre), ramenée entre "
                                            "le minimum et le maximum du club (une pierre : Noir joue en premier)",
    "go.step.custom.stones.formula.free": "partie entière de (écart de niveau ÷ niveaux par pierre) ; une pierre "
                                          "seule n'est pas accordée (ses niveaux sont compensés en komi) ; ramenée "
                                          "entre le minimum et le maximum du club",
    "go.step.custom.stones.free": " ; une pierre seule n'est pas accordée → 0",
    "go.step.custom.stones.held": " ; ramené entre {low} et {high} → {stones}",
    "go.step.custom.stones.komi_only": "handicap en komi seulement : pas de pierres",
    "go.step.custom.stones.raw": "{d} ÷ {per} → {raw}",
    "go.system.custom.example": "selon vos réglages : par défaut 1 niveau par pierre (4 niveaux → 4 pierres, komi 0,5)",
    "go.system.custom.name": "Règles de votre club",
    "round.errors_heading": "Lignes qui n'ont pas pu être lues",
    # Tournament files, the recorded handicap, the systems' purposes.
    "go.system.opengotha.name": "Handicap de tournoi d'OpenGotha",
    "go.system.opengotha.example": "4 niveaux, correction 1 → 3 pierres, komi 0,5",
    "go.system.pairgoth.name": "Handicap de tournoi de pairgoth",
    "go.system.pairgoth.example": "4 niveaux, correction 1 → 3 pierres, komi 0,5",
    "go.system.jewdan.purpose": "Des parties équilibrées sur tout goban du 5×5 au 25×25 : pierres et komi selon sa "
                                "taille.",
    "go.system.ogs.purpose": "Ce que donne aujourd'hui OGS pour une partie à handicap automatique, en 9×9, 13×13 et "
                             "19×19.",
    "go.system.ogs-proposal.purpose": "Le handicap plus juste proposé à OGS pour les petits gobans : le komi en porte "
                                      "l'essentiel.",
    "go.system.old-japanese.purpose": "Pour mémoire : les handicaps sur petit goban autrefois recommandés au Japon.",
    "go.system.ogs-legacy.purpose": "Pour mémoire : le komi d'OGS sur petit goban avant la correction de son bogue.",
    "go.system.traditional.purpose": "Le handicap classique en 19×19 : une pierre par niveau, komi 0,5.",
    "go.system.opengotha.purpose": "Tournois appariés avec OpenGotha : son handicap, avec sa correction et son "
                                   "plafond.",
    "go.system.pairgoth.purpose": "Tournois appariés avec pairgoth (le logiciel de la FFG) : son handicap.",
    "go.system.goldis.purpose": "Joueurs classés en log-ratings de Goldis : pierres et komi selon l'écart de "
                                "classement.",
    "go.system.custom.purpose": "Les règles de votre club : niveaux par pierre, komi par niveau, limites.",
    "round.error.file.unknown": "n'est pas un fichier de tournoi que ce calculateur sait lire : ouvrez un fichier "
                                "OpenGotha ou MacMahon (.xml), un fichier pairgoth (.tour) ou une feuille de "
                                "résultats EGD (.h9, .h10)",
    "round.error.file.bad_json": "n'est pas du JSON lisible : ligne {line} : {reason}",
    "round.error.file.not_pairgoth": "n'est pas un fichier de tournoi pairgoth : il n'a pas de liste « {key} »",
    "round.error.file.not_macmahon.root": "n'est pas un fichier de tournoi MacMahon : son élément racine est "
                                          "<{root}>, pas <TournamentData>",
    "round.error.file.not_macmahon.players": "n'est pas un fichier de tournoi MacMahon : il n'a pas de <Playerlist>",
    "round.error.file.unknown_id": "aucun joueur numéroté « {key} » parmi les joueurs du fichier",
    "round.error.egd.no_players": "n'est pas une feuille de résultats EGD : aucune ligne ne donne une place, un nom, "
                                  "un niveau et les résultats (comme « 1 Doe John 3d FR Lyon 12+/w3 5-/b »)",
    "round.error.egd.line": "n'est pas une ligne de joueur d'une feuille EGD : donnez la place, le nom, le niveau "
                            "(comme 3d ou 5k), le pays, le club et un résultat par ronde",
    "round.error.egd.result": "« {given} » n'est pas un résultat : écrivez le numéro de l'adversaire, +, - ou =, puis "
                              "/ avec la couleur et le handicap (comme « 12+/b3 »)",
    "round.error.egd.opponent": "l'adversaire {opponent} de la ronde {round} n'est pas dans la feuille (joueurs 1 à "
                                "{players})",
    "round.recorded.even": "partie à égalité, Noir : {black}",
    "round.recorded.even.no_colour": "partie à égalité",
    "round.recorded.one": "{stones} pierre, Noir : {black}",
    "round.recorded.many": "{stones} pierres, Noir : {black}",
    "round.recorded.one.no_colour": "{stones} pierre",
    "round.recorded.many.no_colour": "{stones} pierres",
    "round.recorded.differs": "Le fichier indique {recorded} ; le système donne {computed}.",
    "round.recorded.summary.same": "Le fichier indique le handicap de {games} parties : chacun est celui du système.",
    "round.recorded.summary.differ": "Le fichier indique le handicap de {games} parties : {differ} diffèrent de celui "
                                     "du système.",
    "round.column.recorded": "Dans le fichier",
    "round.column.recorded_stones": "Pierres du fichier",
    "round.column.recorded_black": "Noir du fichier",
    "round.handicap_games.heading": "Parties à handicap de la feuille",
    "round.handicap_games.note": "Écart : la différence de niveau des joueurs moins ce que le handicap a compensé "
                                 "(calcul de « Vérifier une partie », 19×19, règles japonaises, komi 0,5). Score de "
                                 "Noir : la part des points que Noir a pris.",
    "round.handicap_games.gap": "Écart (niveaux)",
    "round.handicap_games.games": "Parties",
    "round.handicap_games.black_score": "Score de Noir",
    "round.hint.file": "Un fichier de tournoi : OpenGotha ou MacMahon (.xml), pairgoth (.tour) ou une feuille de "
                       "résultats EGD (.h9, .h10). Ses joueurs, les parties de la ronde et ses réglages de handicap ; "
                       "le système devient celui du logiciel du fichier, et vous pouvez le changer.",
    "error.text.surrogate": "contient un caractère Unicode invalide (un demi-code UTF-16 isolé, U+{code}, au "
                            "caractère {at}) : enregistrez de nouveau le texte en UTF-8",
    "error.text.surrogate.line": "contient un caractère Unicode invalide (un demi-code UTF-16 isolé, U+{code}) à la "
                                 "ligne {line} : enregistrez de nouveau le fichier en UTF-8",
    "go.model.proposal": "Proposition OGS pour petits gobans (komi juste 6,5 / 7,5, compensation Ing comptée)",
    "go.model.ogs": "Code de classement actuel d'OGS (komi juste 6 / 7, sans compensation Ing)",
    "go.model.short.proposal": "proposition OGS pour petits gobans",
    "go.model.short.ogs": "code de classement d'OGS",
    "go.model.short.jewdan": "Jewdan",
    "game.ranks.one": "{n} niveau",
    "game.ranks.many": "{n} niveaux",
    "game.side_rating.black": "Le classement OGS de Noir",
    "game.side_rating.white": "Le classement OGS de Blanc",
    "error.game.model_system": ("le modèle {model} ne va pas avec le système {system} : omettez system, ou "
        "choisissez model jewdan pour l'échelle de Jewdan"),
    "game.verdict": "{players} ; {favour}.",
    "game.verdict.gap.white": ("Sur l'échelle de classement d'OGS, Blanc ({white}, {white_rating}) a {gap} de plus "
        "que Noir ({black}, {black_rating})"),
    "game.verdict.gap.black": ("Sur l'échelle de classement d'OGS, Noir ({black}, {black_rating}) a {gap} de plus "
        "que Blanc ({white}, {white_rating})"),
    "game.verdict.gap.level": ("Sur l'échelle de classement d'OGS, Noir ({black}, {black_rating}) et Blanc ({white}, "
        "{white_rating}) sont de même force"),
    "game.verdict.favour.black": "le handicap compense {compensated}, il avantage donc Noir de {by}",
    "game.verdict.favour.white": "le handicap compense {compensated}, il avantage donc Blanc de {by}",
    "game.verdict.favour.none": "le handicap compense {compensated}, exactement leur écart",
    "game.verdict.no_ratings": ("Le handicap compense {compensated} ; indiquez le classement des deux joueurs pour "
        "savoir qui il avantage."),
    "game.step.model": "Modèle",
    "game.step.model.proposal": ("Le komi juste de la proposition garde le demi-point qui donne l'égalité à Blanc "
        "(6,5 au territoire, 7,5 aux zones, 7 en Nouvelle-Zélande) et compte la compensation de handicap des règles "
        "Ing ; le code de classement d'OGS utilise 6 et 7 depuis janvier 2024 et ne donne aucune compensation en "
        "règles Ing."),
    "game.step.model.ogs": ("Code de classement d'OGS (goratings) : komi juste 6 au décompte des territoires et 7 au "
        "décompte par zones, sans le demi-point qui tranche les égalités, et aucune compensation de handicap en "
        "règles Ing ; la proposition garde le demi-point et compte la compensation Ing."),
    "game.step.model.jewdan": ("Modèle de Jewdan : 12 points par pierre au territoire et 14 aux zones, facteurs de "
        "goban 1 ; 2,5 ; 6 ; le komi fait toute la compensation, aucune compensation de handicap comptée."),
    "game.step.bonus": "Compensation de handicap",
    "game.step.bonus.formula": ("points que les règles donnent à Blanc pour les pierres : chinoises et Ing 1 par "
        "pierre, AGA 1 par pierre après la première"),
    "game.step.bonus.per_stone": ("les {rules} donnent à Blanc une compensation de {bonus}, un point par pierre : "
        "komi effectif {komi} + {bonus} = {effective}"),
    "game.step.bonus.after_first": ("les {rules} donnent à Blanc une compensation de {bonus}, un point par pierre "
        "après la première : komi effectif {komi} + {bonus} = {effective}"),
    "game.step.bonus.none": "les {rules} ne donnent aucune compensation de handicap : le komi effectif est le komi",
    "game.step.bonus.none_yet": ("les {rules} ne donnent aucune compensation pour ce handicap : le komi effectif est "
        "le komi"),
    "game.step.bonus.not_counted": ("les {rules} donneraient {bonus} à Blanc, mais le code de classement d'OGS ne "
        "compte aucune compensation en règles Ing"),
    "game.step.bonus.jewdan": ("le modèle de Jewdan ne compte aucune compensation : le komi affiché fait toute la "
        "compensation"),
    "game.step.komi.formula": "komi juste − (komi + compensation)",
    "game.step.komi.working": "{fair} ({rules}) − ({effective}) = {head_start} points",
    "game.step.stone_value": "Valeur d'un coup gratuit",
    "game.step.stone_value.formula.ogs": "12 points de territoire, + 1 pour la pierre elle-même au décompte par zones",
    "game.step.stone_value.formula.jewdan": "Jewdan : 12 au territoire, 14 aux zones",
    "game.step.stone_value.area": ("décompte par zones : 12 + {area} = {value} points (chaque pierre en plus garde "
        "son point, sauf si une compensation le rend)"),
    "game.step.stone_value.territory": "décompte des territoires : {value} points",
    "game.step.stone_value.jewdan": "{counting} : {value} points",
    "game.step.points_per_rank.formula.ogs": ("12 ÷ facteur du goban (un niveau vaut le territoire d'un coup gratuit "
        "en 19×19)"),
    "game.step.points_per_rank.formula.jewdan": "valeur d'une pierre ÷ facteur du goban",
    "game.step.points_per_rank.working": "{rank_value} ÷ {factor} = {points} points en {board} ({model})",
    "game.step.rank_difference.working": "{head_start} ÷ {points} = {difference}",
    "game.summary": "{board}, {rules}, {stones}, komi {komi} : la partie compense un écart de {difference} ({model}).",
    "game.step.expectation.working.whole": "Noir {black}, Blanc {white}",
    "game.step.changes.formula.proposal": "mise à jour Glicko-2 de chaque camp face à l'autre",
    "game.step.changes.formula.jewdan": "mise à jour Glicko-2 de chaque camp face à l'autre",
    "game.step.changes.formula.ogs": ("Glicko-2 d'OGS : Noir face à Blanc abaissé de l'écart de niveau, Blanc face à "
        "Noir relevé d'autant ; classements ramenés entre 100 et 6000, déviations entre 30 et 500"),
    "rate.model.proposal": "Glicko-2 tel que Glickman le définit, sans bornes",
    "rate.model.ogs": ("Glicko-2 d'OGS : classement 100–6000, déviation 30–500, volatilité 0,01–0,15, rien ne change "
        "sans partie"),
    "rate.no_games.ogs": "aucune partie (OGS laisse le classement tel quel)",
    "rate.what.rating": "le classement",
    "rate.what.deviation": "la déviation",
    "rate.what.volatility": "la volatilité",
    "rate.warning.held": "OGS ramène {what} à {held} : Glicko-2 seul donne {value}.",
    "warning.ogs_rating_held": ("{what} vaut {rating}, lu comme {held} : OGS ramène tout classement entre {low} et "
        "{high} avant d'en faire un niveau."),
    "go.hint.game_model": ("Points par niveau : {points} en {boards} dans les deux modèles OGS, qui ne diffèrent que "
        "par le komi juste (6,5 / 7,5 ou 6 / 7) et la compensation Ing."),
    "go.rating.held.what": "Le classement OGS de {player}",
}

TRANSLATED: dict[str, str] = {key: typography(text) for key, text in _WRITTEN.items()}

MESSAGES: dict[str, str] = TRANSLATED
