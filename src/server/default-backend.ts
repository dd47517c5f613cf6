/**
 * The real `RoleBackend`: the default embedding model loaded once, the library's spymaster, guesser and
 * cover strategy built on it (cached per risk level, since a spymaster precomputes its candidate vectors),
 * and the clue referee per language and ruleset (its dictionary loaded on first use, then cached).
 */
import type { EmbeddingModel } from '../embeddings/types.js';
import { loadDefaultModel, loadModel } from '../embeddings/index.js';
import { installedLanguages, loadLanguageModel } from '../embeddings/user-models.js';
import { buildAgents, type BuildContext, type BuiltAgents } from '../agents/build/index.js';
import type { Guesser, Risk, Spymaster } from '../agents/types.js';
import { applyAction, createGame, DEFAULT_WORD_LIST, guesserView, isWordListName, loadWordList, spymasterView } from '../game/index.js';
import type { GameState, Referee } from '../game/types.js';
import { LANGUAGES, isLanguageAvailable } from '../lang/index.js';
import { prepareReferee, type Ruleset } from '../legality/index.js';
import type { AgentOptions, RefereeOptions, RoleBackend } from './backend.js';

/** Options of `createDefaultBackend`. */
export interface DefaultBackendOptions {
  /**
   * An already loaded model: the agents play its language only. Default: the shipped English model plus the
   * model installed for every other language (`model bridge` / `model import`; embeddings/user-models.ts),
   * each loaded on its language's first request.
   */
  readonly model?: EmbeddingModel;
  /** Model folders to play with too (each for its own language, replacing the installed one); `serve --model`. */
  readonly modelPaths?: readonly string[];
  /** Languages whose referee dictionaries are loaded at start instead of on first use (default: the model's). */
  readonly preloadReferees?: readonly string[];
  /**
   * Play one clue and one guess on a seeded board before returning, so the first real request does not pay
   * the agents' one-time set-up (seconds for the spymaster's first clue). `'word-lists'` also plays a clue
   * and a guess on boards that together hold every card of the default word list of the model's language
   * (en-original: 400 cards, 16 boards, ~3 s): the spymaster then has every card's similarity row ready, and
   * a first clue on a new board costs ~20-40 ms instead of ~250 ms while those rows fill. Default false;
   * `serve` uses 'word-lists'.
   */
  readonly warmUp?: boolean | 'word-lists';
}

function riskKey(risk: Risk | undefined): string {
  return risk === undefined ? 'default' : String(risk);
}

/** Boards of 25 that together hold every card of the language's default word list (the last one padded). */
function warmUpBoards(lang: string): string[][] {
  const name = Object.hasOwn(DEFAULT_WORD_LIST, lang) ? (DEFAULT_WORD_LIST as Readonly<Record<string, string | undefined>>)[lang] : undefined;
  const cards = name !== undefined && isWordListName(name) ? [...new Set(loadWordList(name))] : [];
  const boards: string[][] = [];
  for (let i = 0; i < cards.length; i += 25) {
    const board = cards.slice(i, i + 25);
    for (let j = 0; board.length < 25 && j < cards.length; j += 1) if (!board.includes(cards[j] as string)) board.push(cards[j] as string);
    if (board.length === 25) boards.push(board);
  }
  return boards;
}

/**
 * Loads the model and builds the backend the server and `codenames-ai play` use.
 *
 * @example
 * const backend = await createDefaultBackend();
 * await clueFor({ board, key, team: 'red' }, backend); // { word, number, targets, explanation }
 */
export async function createDefaultBackend(opts: DefaultBackendOptions = {}): Promise<RoleBackend & { readonly model: EmbeddingModel }> {
  const model = opts.model ?? (await loadDefaultModel());
  // One model per language the agents play: this one, the installed ones (loaded on first use), --model's.
  const models = new Map<string, () => Promise<EmbeddingModel>>([[model.lang, () => Promise.resolve(model)]]);
  if (opts.model === undefined) for (const lang of installedLanguages()) if (lang !== model.lang) models.set(lang, () => loadLanguageModel(lang));
  for (const path of opts.modelPaths ?? []) {
    const m = await loadModel(path);
    models.set(m.lang, () => Promise.resolve(m));
  }
  // The 'default' agents on each model; other risk levels are the same agents built with that risk.
  const ours = (lang: string, risk: Risk | undefined): Promise<BuiltAgents> => {
    const load = models.get(lang) as () => Promise<EmbeddingModel>;
    const ctx: BuildContext = { model: load, modelGiven: true };
    return buildAgents({ kind: 'builtin', name: 'default', family: 'ours', mind: 'default', ...(risk === undefined ? {} : { risk }) }, ctx);
  };
  const defaults = await ours(model.lang, undefined);
  const built = new Map<string, Promise<BuiltAgents>>([[`${model.lang}/default`, Promise.resolve(defaults)]]);
  const agentsFor = (o: AgentOptions): Promise<BuiltAgents> => {
    // Requests in a language without agents are refused by the protocol layer before they get here.
    const lang = models.has(o.lang) ? o.lang : model.lang;
    const k = `${lang}/${riskKey(o.risk)}`;
    let a = built.get(k);
    if (a === undefined) {
      a = ours(lang, o.risk);
      a.catch(() => built.delete(k));
      built.set(k, a);
    }
    return a;
  };
  const referees = new Map<string, Promise<Referee>>();
  const refereeFor = (o: RefereeOptions): Promise<Referee> => {
    const ruleset = (o.ruleset ?? 'standard') as Ruleset;
    const k = `${o.lang}/${ruleset}`;
    let r = referees.get(k);
    if (r === undefined) {
      r = prepareReferee({ lang: o.lang, ruleset });
      // A failed load (a missing dictionary) is not cached, so installing it needs no restart.
      r.catch(() => referees.delete(k));
      referees.set(k, r);
    }
    return r;
  };
  for (const lang of opts.preloadReferees ?? [model.lang]) await refereeFor({ lang });
  const play = async (state: GameState): Promise<void> => {
    await defaults.spymaster.giveClue(spymasterView(state, state.turn));
    const clued = applyAction(state, { type: 'clue', team: state.turn, word: 'animal', number: 1 });
    await defaults.guesser.guess(guesserView(clued));
  };
  if (opts.warmUp !== undefined && opts.warmUp !== false && model.lang === 'en') await play(createGame({ variant: 'standard', seed: 1, lang: 'en' }));
  if (opts.warmUp === 'word-lists') {
    for (const words of warmUpBoards(model.lang)) await play(createGame({ variant: 'standard', seed: 1, lang: model.lang, words }));
  }
  return {
    model,
    agentLanguages: [...models.keys()].sort(),
    refereeLanguages: LANGUAGES.filter((l) => isLanguageAvailable(l)),
    async spymaster(o: AgentOptions): Promise<Spymaster> {
      return (await agentsFor(o)).spymaster;
    },
    async guesser(o: AgentOptions): Promise<Guesser> {
      return (await agentsFor(o)).guesser;
    },
    cover: async (o) => (await agentsFor({ lang: o.lang })).cover,
    async checkClue(clue, view, o) {
      return (await refereeFor(o))(clue, view);
    },
    referee: refereeFor,
  };
}
