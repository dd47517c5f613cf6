/**
 * `--lang` and `--model` for the commands that build our agents (clue, guess, play, serve): which language
 * the game is in and which model the agents think with. English uses the shipped model (blended with the
 * WordNet mind); another language uses the model installed for it (`model bridge` / `model import`, found
 * in the user models dir), or the `--model` folder, which must be a model of that language. A language with
 * no model gets the one message that says what is missing and the two ways in.
 */
import { CodenamesError } from '../errors.js';
import type { BuildContext } from '../agents/build/index.js';
import type { EmbeddingModel } from '../embeddings/types.js';

/** The language codes a game can be in (the referee's languages). */
const CODES: readonly string[] = ['en', 'ru', 'uk', 'he', 'fa', 'hu'];

/** A checked language and the context our agents are built with for it. */
export interface LanguageContext {
  readonly lang: string;
  readonly ctx: BuildContext;
  /** The model when one was loaded here (any language but English without --model). */
  readonly model?: EmbeddingModel;
}

/**
 * Resolves `--lang` (default 'en'), `--model` and `--mind` into a build context. Loads the language's model
 * at once, so a missing model is reported before a game starts. Throws `lang/unknown-language`,
 * `model/no-language-model` (with the ways in) or `model/language-mismatch` (naming the model and the fix).
 *
 * @example
 * const { lang, ctx } = await languageContext('hu', undefined, undefined); // after 'model bridge --lang hu'
 */
export async function languageContext(langFlag: string | undefined, modelFlag: string | undefined, mind: string | undefined, cwd = process.cwd()): Promise<LanguageContext> {
  const lang = langFlag ?? 'en';
  if (!CODES.includes(lang)) throw new CodenamesError('lang/unknown-language', `--lang must be one of ${CODES.join(', ')}; got '${lang}'.`, { lang });
  const { loadModel, loadDefaultModel, resolveModelDir } = await import('../embeddings/index.js');
  const { checkModelLanguage, loadLanguageModel } = await import('../embeddings/user-models.js');
  if (mind === 'wordnet' && lang !== 'en') {
    throw new CodenamesError('model/language-mismatch', `The WordNet mind is English, but the game is in '${lang}'. Leave out --mind (the ${lang} model is used), or give --mind a ${lang} model folder.`, { lang, model: 'wordnet' });
  }
  const named = mind !== undefined && !['default', 'blend', 'glove', 'wordnet'].includes(mind);
  if (named) {
    // A model by name or folder as the mind: it must be of the game's language.
    const dir = resolveModelDir(mind, cwd);
    checkModelLanguage(await loadModel(dir), lang, dir);
  }
  if (modelFlag !== undefined) {
    const dir = resolveModelDir(modelFlag, cwd);
    const model = await loadModel(dir);
    checkModelLanguage(model, lang, dir);
    return { lang, model, ctx: { model: () => Promise.resolve(model), modelGiven: true } };
  }
  if (lang === 'en') return { lang, ctx: { model: () => loadDefaultModel() } };
  const model = await loadLanguageModel(lang);
  return { lang, model, ctx: { model: () => Promise.resolve(model), modelGiven: true } };
}
