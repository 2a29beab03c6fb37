#!/usr/bin/env python3
"""The French catalogue follows ../shared/GLOSSARY.md: no form it forbids.

Each rule is a pattern that must not occur in a French translation
(msgstr) of po/fr.po, with the reason; lessons and help texts are in the
same catalogue. Exits 1 naming each slip found.
"""
import re
import sys

RULES = [
    (r"dans l’autre sens que", "say “dans le sens inverse de”"),
    (r"\b(la|une|cette) (hova|anakova|vorona|farasy|basy|zaza)\b",
     "the Malagasy piece names are masculine: le hova, l’anakova…"),
    (r"\b(le|du|au|ce) [SN][0-6]\b", "a pit is feminine: la case S3"),
    (r"\b(le|du|au|un) trou\b|\btrous\b", "a pit is “la case” (the seed says case, not trou)"),
    (r"(?<![«\u00a0]) [:;!?](?=\s|$|\")", "a no-break space goes before : ; ! ? in French"),
    (r"\b(les|des|deux|trois|quatre|cinq|six|sept|huit|ces|vos|nos|leurs|ses|aux|plusieurs) "
     r"(hova|anakova|vorona|farasy|basy|zaza)\b",
     "the Malagasy piece names take the French plural: les zazas, huit zazas"),
    (r"\bla seul\b", "“seul” is masculine: le seul camp"),
    (r"\bpour la nourrir\b", "a row (le camp) and a grenier are masculine: pour le nourrir"),
    (r"\bconseils?\b", "a hint is “un indice” (glossary)"),
    (r"\bplateau est vide\b", "the winner’s pieces are still there: say that the opponent has none left"),
    (r"\b(100|cent) coups\b", "a count of plies is “cinquante coups de chaque joueur”, never “100 coups”"),
    # Pieces that also move back, sideways or in any direction do not
    # “avancer”: they “se déplacent” (the plain zaza, which only moves
    # forward, does avancer).
    (r"\b(hova|anakova|vorona|farasy|basy|pièce|pierre)s?(?: de Huffel| en %\S+)? "
     r"(?:avance|avancent|avançait|avançaient)\b", "a piece that can move back “se déplace”, it does not “avance”"),
    (r"\bavan(?:ce|cent|çait|çaient|çant) (?:d’(?:une case|un pas|exactement|deux cases)|de deux cases)(?! tout droit| vers l’avant)",
     "a piece that can move back “se déplace”, it does not “avance”"),
]
# A Songo player's row is "le camp" (a rank of the other boards stays "rangée").
SONGO = (r"\brangées?\b", "a Songo player’s row is “le camp”")
# Fanorona moves stones (pierres): its own texts never say pièce.
FANORONA = (r"\bpièces?\b", "Fanorona moves stones: “pierre”, not “pièce”")


def entries(text):
    for block in text.split("\n\n"):
        ids = re.findall(r'^msgid (".*?"(?:\n".*?")*)', block, re.M)
        strs = re.findall(r'^msgstr(?:\[\d\])? (".*?"(?:\n".*?")*)', block, re.M)
        refs = " ".join(re.findall(r"^#: (.*)$", block, re.M))
        if not ids or not strs:
            continue
        join = lambda q: "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', q))
        yield refs, join(ids[0]), " ".join(join(s) for s in strs)


def main(path):
    slips = 0
    for refs, msgid, msgstr in entries(open(path, encoding="utf-8").read()):
        if not msgid or not msgstr:
            continue
        rules = list(RULES)
        if "fanorona" in refs and "stone" in msgid.lower() and "piece" not in msgid.lower():
            rules.append(FANORONA)
        if "songo" in refs:
            rules.append(SONGO)
        for pattern, why in rules:
            m = re.search(pattern, msgstr)
            if m:
                print(f"{refs.split()[0] if refs else '?'}: “{m.group(0)}” in “{msgstr[:90]}…”: {why}")
                slips += 1
    print(f"{slips} slips against the glossary")
    return 1 if slips else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
