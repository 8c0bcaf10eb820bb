"""The glossary: one agreed term per concept in each language.

A committed copy of the team's shared glossary (``shared/glossary.md``), so the app and CI do not depend
on a file outside the repository. These are the terms themselves, data not interface text: they are
shown as they are, in every locale. Where a cell offers two forms, the first is preferred.
"""

from __future__ import annotations

# The language of each column, in row order.
GLOSSARY_LOCALES: tuple[str, ...] = ("en", "fr", "hu", "pt")

GLOSSARY: tuple[tuple[str, str, str, str], ...] = (
    ("euchre (the game)", "l'euchre", "euchre", "euchre"),
    ("card / deck", "carte / paquet", "lap / pakli", "carta / baralho"),
    ("suit", "couleur", "szín", "naipe"),
    (
        "clubs, diamonds, hearts, spades",
        "trèfle, carreau, cœur, pique",
        "treff, káró, kőr, pikk",
        "paus, ouros, copas, espadas",
    ),
    ("ace, king, queen, jack", "as, roi, dame, valet", "ász, király, dáma, bubi", "ás, rei, dama, valete"),
    ("joker", "joker", "joker", "coringa"),
    ("trump (suit)", "atout", "adu", "trunfo"),
    ("right bower", "bower droit", "jobb bubi", "bower direito"),
    ("left bower", "bower gauche", "bal bubi", "bower esquerdo"),
    ("best bower", "meilleur bower (le joker)", "legfőbb adu", "melhor bower (o coringa)"),
    ("dealer", "donneur", "osztó", "carteador"),
    ("deal (the act)", "donne", "osztás", "distribuição"),
    ("hand (a player's cards; one deal played out)", "main", "kéz (a lapok); leosztás", "mão"),
    ("kitty", "talon", "talon", "monte"),
    ("upcard", "retourne", "felfordított lap", "carta virada"),
    ("pass", "passer", "passzol", "passar"),
    ("order up (round 1)", "faire ramasser", "felvéteti (az osztóval)", "mandar pegar"),
    ("pick up (the dealer)", "ramasser", "felveszi", "pegar"),
    ("name / call trump (round 2)", "nommer l'atout", "adut választ / bemond", "escolher o trunfo"),
    (
        "make it next / cross",
        "prendre la suivante / traverser la rivière",
        "a szomszéd szín / átváltás",
        "chamar o vizinho / cruzar",
    ),
    (
        "makers / defenders",
        "preneurs / défenseurs",
        "bemondók / védők",
        "dupla que fez o trunfo / defensores",
    ),
    ("go alone (loner)", "partir en solo (cavalier seul)", "egyedül játszik", "jogar sozinho"),
    ("defend alone", "défendre seul", "egyedül véd", "defender sozinho"),
    ("trick", "pli", "ütés", "vaza"),
    ("lead / the lead", "entamer / l'entame", "hív / hívás", "sair / a saída"),
    ("follow suit", "fournir", "színt követ (színre szín)", "seguir o naipe"),
    ("to trump (ruff) / overtrump", "couper / surcouper", "aduval üt / felülüt", "cortar / sobrecortar"),
    ("discard", "écarter / l'écart", "eldob / eldobott lap", "descartar / o descarte"),
    ("march (all five tricks)", "la marche", "mind az öt ütés (march)", "capote (as cinco vazas)"),
    ("euchred (makers fail)", "euchrés", "elbuknak (euchre)", "levar euchre"),
    ("stick the dealer", "donneur forcé", "kötelező osztó", "carteador obrigado"),
    (
        "point / game / target score",
        "point / partie / score à atteindre",
        "pont / játszma / célpontszám",
        "ponto / partida / pontuação alvo",
    ),
    ("partner / partnership", "partenaire / camp", "társ / pár", "parceiro / dupla"),
    (
        "seats South, West, North, East",
        "Sud, Ouest, Nord, Est",
        "Dél, Nyugat, Észak, Kelet",
        "Sul, Oeste, Norte, Leste",
    ),
)
