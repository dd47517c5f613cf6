#!/usr/bin/env python3
"""Plays a bot written against the 2019 Codenames AI competition API through codenames-ai.

codenames-ai starts this bridge (py2019: agents) and speaks its JSON Lines role protocol with it, the one
`codenames-ai serve --stdio` speaks: one request per line on stdin, one answer per line on stdout, matched by
"id". The bridge loads the bot class by the import string the 2019 run_game.py takes, from the folder the
user names (that folder becomes the working directory and the first sys.path entry, as when run_game.py is
run from it), builds it with the keyword arguments that harness gives (glove_vecs, word_vectors, brown_ic,
loaded from --glove, --w2v, --wordnet; and team, for bots of the two-team revision that take it), and drives
it the way that harness does:

- codemaster: set_move_history (if it has one), set_game_state(words, key_grid), get_clue() -> (clue, number);
- guesser: set_move_history, set_clue(clue, number), then set_board(words) / get_answer() / keep_guessing()
  until it stops or has made number + 1 guesses.

The board is shown as the 2019 harness shows it: upper-case words, revealed cards replaced by "*Red*",
"*Blue*", "*Civilian*" or "*Assassin*". A bot that takes no `team` always plays red, as in 2019: when it
plays blue, the colours are swapped in what it sees.

The guesser's guesses of one turn are answered in one ranking: after each answer the bridge shows the board
with that card covered as the bot's own agent and asks keep_guessing(), exactly as the harness would after a
correct guess. The game touches the cards in order and stops at the first wrong one, so a bot whose answers
depend only on what it is shown plays exactly as under the 2019 harness.

Bots print freely: their stdout (Python's and the C library's) goes to stderr, and the protocol uses a copy
of the original stdout that nothing else writes to. Standard library only.
"""
import argparse
import importlib
import inspect
import io
import json
import os
import sys
import traceback

# The protocol channel first, before any bot code can print: a private copy of the original stdout (and
# stdin), then fd 1 points at stderr and fd 0 at /dev/null for everything else in this process.
_PROTO_OUT = io.open(os.dup(1), "w", encoding="utf-8", buffering=1, newline="\n")
_PROTO_IN = io.open(os.dup(0), "r", encoding="utf-8", newline="\n")
sys.stdout.flush()
os.dup2(2, 1)
_null = os.open(os.devnull, os.O_RDONLY)
os.dup2(_null, 0)
os.close(_null)
sys.stdout = sys.stderr
sys.stdin = io.open(os.devnull, "r")

COLOURS = {"red": "Red", "blue": "Blue", "bystander": "Civilian", "assassin": "Assassin"}
SWAP = {"red": "blue", "blue": "red", "bystander": "bystander", "assassin": "assassin"}


class BridgeError(Exception):
    """A failure with a code for the answer line."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def log(text):
    sys.stderr.write("py2019 bridge: %s\n" % text)
    sys.stderr.flush()


def load_glove(path):
    """GloVe text (word then numbers per line) as the 2019 harness loads it: word -> numpy array."""
    try:
        import numpy as np
        make = np.array
    except ImportError:
        make = list
        log("numpy is not importable by this interpreter; GloVe vectors are plain lists of floats")
    vecs = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            parts = line.rstrip().split(" ")
            if len(parts) > 1:
                try:
                    vecs[parts[0]] = make([float(x) for x in parts[1:]])
                except ValueError:
                    raise BridgeError("py2019/bad-file", "--py-glove %s line %d is not 'word number number ...' (GloVe text format): %r" % (path, n, line[:80]))
    return vecs


def load_w2v(path):
    try:
        from gensim.models import KeyedVectors
    except ImportError as e:
        raise BridgeError("py2019/dependency-missing", "--py-w2v needs gensim in the interpreter that runs the bridge (%s). Install it (pip install gensim) or name a virtualenv's python with --python." % e)
    return KeyedVectors.load_word2vec_format(path, binary=True, unicode_errors="ignore")


def load_wordnet(name):
    try:
        from nltk.corpus import wordnet_ic
    except ImportError as e:
        raise BridgeError("py2019/dependency-missing", "--py-wordnet needs nltk in the interpreter that runs the bridge (%s). Install it (pip install nltk) or name a virtualenv's python with --python." % e)
    return wordnet_ic.ic(name)


class Bot:
    """The bot class, its constructor arguments, and one instance per team (built on first use)."""

    def __init__(self, args):
        self.args = args
        self.cls = None
        self.instances = {}
        self.kwargs = {}

    def load(self):
        if self.cls is not None:
            return
        a = self.args
        os.chdir(a.folder)
        sys.path.insert(0, a.folder)
        module_name, _, class_name = a.bot.rpartition(".")
        try:
            module = importlib.import_module(module_name)
        except ImportError as e:
            missing = getattr(e, "name", None)
            hint = ("Install %s into the interpreter that runs the bot, or name one that has it with --python PATH (e.g. a virtualenv's bin/python)." % missing) if missing and not module_name.startswith(missing) else ("Check that %s exists under %s." % (module_name.replace(".", "/") + ".py", a.folder))
            raise BridgeError("py2019/import-failed", "cannot import %s from %s: %s. %s" % (module_name, a.folder, e, hint))
        except Exception as e:
            traceback.print_exc()
            raise BridgeError("py2019/import-failed", "importing %s raised %s: %s (traceback on stderr)" % (module_name, type(e).__name__, e))
        cls = getattr(module, class_name, None)
        if cls is None:
            raise BridgeError("py2019/import-failed", "module %s has no class %s" % (module_name, class_name))
        if a.glove:
            self.kwargs["glove_vecs"] = load_glove(a.glove)
        if a.w2v:
            self.kwargs["word_vectors"] = load_w2v(a.w2v)
        if a.wordnet:
            self.kwargs["brown_ic"] = load_wordnet(a.wordnet)
        self.cls = cls

    def kind(self):
        self.load()
        if callable(getattr(self.cls, "get_clue", None)):
            return "codemaster"
        if callable(getattr(self.cls, "get_answer", None)):
            return "guesser"
        raise BridgeError("py2019/not-a-bot", "%s has neither get_clue (a codemaster) nor get_answer (a guesser)" % self.args.bot)

    def takes_team(self):
        try:
            params = inspect.signature(self.cls.__init__).parameters
        except (TypeError, ValueError):
            return False
        return "team" in params

    def instance(self, team):
        """The bot for `team`, and whether it sees the board as that team (else as red, colours swapped)."""
        self.load()
        own = self.takes_team()
        key = team if own else "red"
        if key not in self.instances:
            try:
                params = inspect.signature(self.cls.__init__).parameters
                open_kwargs = any(p.kind == p.VAR_KEYWORD for p in params.values())
                kwargs = {k: v for k, v in self.kwargs.items() if open_kwargs or k in params}
            except (TypeError, ValueError):
                kwargs = dict(self.kwargs)
            if own:
                kwargs["team"] = COLOURS[team]
            self.instances[key] = call(self.cls, "%s(...)" % self.cls.__name__, **kwargs)
        return self.instances[key], own


def call(fn, what, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except BridgeError:
        raise
    except Exception as e:
        traceback.print_exc()
        raise BridgeError("py2019/bot-raised", "%s raised %s: %s (traceback on stderr)" % (what, type(e).__name__, e))


def seen(req, own):
    """The board and key as the bot sees them: upper-case words, *Colour* tokens, colours swapped for a red-only bot."""
    team = req.get("team", "red")
    swap = (lambda i: SWAP[i]) if (not own and team == "blue") else (lambda i: i)
    revealed = {w.lower(): i for w, i in req.get("revealed", {}).items()}
    words = []
    for w in req["board"]:
        ident = revealed.get(w.lower())
        words.append("*%s*" % COLOURS[swap(ident)] if ident is not None else w.upper())
    key = [COLOURS[swap(i)] for i in req["key"]] if "key" in req else None
    history = []
    for c in req.get("clues", []):
        t = COLOURS[swap(c["team"])]
        history.append([t + "_Codemaster", c["word"], c["number"]])
        guesses = c.get("guesses", [])
        for j, g in enumerate(guesses):
            history.append([t + "_Guesser", g, "*%s*" % COLOURS[swap(revealed.get(g.lower(), "bystander"))], j < len(guesses) - 1])
    return words, key, history, COLOURS[swap(team)]


def number_of(n):
    """A clue number for the 2019 API, which knows only whole numbers: 'unlimited' is shown as 9."""
    return 9 if n == "unlimited" else int(n)


def give_clue(bot, req):
    b, own = bot.instance(req.get("team", "red"))
    words, key, history, _ = seen(req, own)
    if callable(getattr(b, "set_move_history", None)):
        call(b.set_move_history, "set_move_history", history)
    call(b.set_game_state, "set_game_state", words, key)
    out = call(b.get_clue, "get_clue")
    try:
        clue, num = out[0], out[1]
        num = int(num)
    except Exception:
        raise BridgeError("py2019/bad-clue", "get_clue returned %r; it must return [clue, number]" % (out,))
    return {"word": str(clue).strip(), "number": num, "targets": []}


def guess(bot, req):
    b, own = bot.instance(req.get("team", "red"))
    words, _, history, colour = seen(req, own)
    clue = req["clue"]
    num = number_of(clue["number"])
    limit = num + 1 - len(clue.get("guessed", []))
    if callable(getattr(b, "set_move_history", None)):
        call(b.set_move_history, "set_move_history", history)
    call(b.set_clue, "set_clue", clue["word"], num)
    picked = []
    while len(picked) < limit and any(not w.startswith("*") for w in words):
        call(b.set_board, "set_board", words)
        answer = call(b.get_answer, "get_answer")
        if answer is None or answer == "no comparisons":
            if picked:
                break
            raise BridgeError("py2019/no-answer", "get_answer returned %r for the first guess of the turn; a turn needs a guess" % (answer,))
        word = str(answer).upper().strip()
        if word not in words:
            raise BridgeError("py2019/bad-guess", "get_answer returned %r, which is not a visible card" % (answer,))
        i = words.index(word)
        picked.append(req["board"][i])
        words[i] = "*%s*" % colour  # as the harness shows a correct guess; a wrong one ends the turn anyway
        if not call(b.keep_guessing, "keep_guessing"):
            break
    rest = [w for w, s in zip(req["board"], seen(req, own)[0]) if not s.startswith("*") and w not in picked]
    ranked = picked + rest
    return {"guesses": ranked, "scores": [float(len(ranked) - j) for j in range(len(ranked))], "take": len(picked)}


def answer(bot, req):
    role = req.get("role")
    if role == "hello":
        kind = bot.kind()
        return {"ok": True, "kind": kind, "class": bot.args.bot, "roles": ["spymaster" if kind == "codemaster" else "guesser"]}
    kind = bot.kind()
    if role == "spymaster" and kind == "codemaster":
        return give_clue(bot, req)
    if role == "guesser" and kind == "guesser":
        return guess(bot, req)
    raise BridgeError("py2019/wrong-role", "%s is a %s; it cannot play %s" % (bot.args.bot, kind, role))


def main():
    p = argparse.ArgumentParser(description="codenames-ai bridge to a 2019 Codenames AI competition bot")
    p.add_argument("--folder", required=True, help="folder the bot's package lives in (run_game.py's folder)")
    p.add_argument("--bot", required=True, help="import string, e.g. players.guesser_glove.AIGuesser")
    p.add_argument("--glove", help="GloVe text file (glove_vecs)")
    p.add_argument("--w2v", help="word2vec binary file (word_vectors, needs gensim)")
    p.add_argument("--wordnet", help="WordNet information-content file, e.g. ic-brown.dat (brown_ic, needs nltk)")
    args = p.parse_args()
    args.folder = os.path.abspath(args.folder)
    bot = Bot(args)
    for line in _PROTO_IN:
        if not line.strip():
            continue
        req = json.loads(line)
        rid = req.get("id")
        try:
            out = answer(bot, req)
        except BridgeError as e:
            out = {"error": {"code": e.code, "message": str(e), "path": ""}}
        except Exception as e:  # a bridge bug: report it, keep serving
            traceback.print_exc()
            out = {"error": {"code": "py2019/bridge-failed", "message": "%s: %s" % (type(e).__name__, e), "path": ""}}
        _PROTO_OUT.write(json.dumps(dict({"id": rid}, **out)) + "\n")
        _PROTO_OUT.flush()


if __name__ == "__main__":
    main()
