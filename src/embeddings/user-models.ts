/**
 * Models a user built or imported on their own machine (`model bridge`, `model import`), found by language:
 * `<models dir>/<lang>/manifest.json`. The models dir is `$CODENAMES_AI_MODELS` when set, else
 * `$XDG_DATA_HOME/codenames-ai/models`, else `~/.local/share/codenames-ai/models`; never inside the package
 * (bridged models derive from GPL dictionaries and are the user's own). English needs none: it ships.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel } from './types.js';
import { loadModel } from './load-model.js';

/** The directory user models live in (see the file comment). */
export function userModelsDir(env: NodeJS.ProcessEnv = process.env): string {
  const own = env['CODENAMES_AI_MODELS'];
  if (own !== undefined && own !== '') return resolve(own);
  const xdg = env['XDG_DATA_HOME'];
  const base = xdg !== undefined && xdg !== '' ? resolve(xdg) : join(homedir(), '.local', 'share');
  return join(base, 'codenames-ai', 'models');
}

/** The folder a model for `lang` is (or would be) installed in. */
export function languageModelDir(lang: string, env: NodeJS.ProcessEnv = process.env): string {
  return join(userModelsDir(env), lang);
}

/** Languages with a model installed in the user models dir (plus 'en', which ships), sorted. */
export function installedLanguages(env: NodeJS.ProcessEnv = process.env): string[] {
  const out = new Set<string>(['en']);
  for (const lang of ['ru', 'uk', 'he', 'fa', 'hu']) {
    const file = join(languageModelDir(lang, env), 'manifest.json');
    if (!existsSync(file)) continue;
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as { lang?: unknown }).lang === lang) out.add(lang);
    } catch {
      // an unreadable manifest is reported when the model is loaded, not here
    }
  }
  return [...out].sort();
}

/** What a language without a model is missing, and the two ways in. */
export function missingModelMessage(lang: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = languageModelDir(lang, env);
  const bridge: Readonly<Record<string, string>> = {
    hu: "build one from the Hungarian-English dictionaries: 'codenames-ai model bridge --lang hu' (first: apt-get install dict-freedict-hun-eng dict-freedict-eng-hun)",
    ru: "build one from the English-Russian dictionary: 'codenames-ai model bridge --lang ru' (first: apt-get install mueller7-dict)",
  };
  const why =
    bridge[lang] !== undefined
      ? `Either ${bridge[lang]}, or`
      : lang === 'uk'
        ? 'Ukrainian has no bridge of its own (the only free dictionary, Apertium uk->ru, goes through Russian). Either'
        : `No free bilingual ${lang}-English dictionary is known to this project, so there is no automatic bridge. Either`;
  return (
    `No AI model for '${lang}' is installed (looked in ${dir}; set CODENAMES_AI_MODELS to look elsewhere). ${why} ` +
    `import your own word vectors (fastText publishes cc.${lang}.300.vec): 'codenames-ai model import cc.${lang}.300.vec --lang ${lang}', ` +
    `or bridge the English model with your own bilingual dictionary: 'codenames-ai model bridge --lang ${lang} --dict my-${lang}-en.tsv' ` +
    `(one 'WORD<TAB>ENGLISH' pair a line; docs/languages.md).`
  );
}

/**
 * The model the agents play `lang` with: the shipped English model for 'en', else the user's model for the
 * language. Throws `model/no-language-model` with {@link missingModelMessage} when none is installed, and
 * `model/language-mismatch` when the folder holds a model of another language.
 *
 * @example
 * const hu = await loadLanguageModel('hu'); // after 'codenames-ai model bridge --lang hu'
 */
export async function loadLanguageModel(lang: string, env: NodeJS.ProcessEnv = process.env): Promise<EmbeddingModel> {
  if (lang === 'en') return loadModel('en');
  const dir = languageModelDir(lang, env);
  if (!existsSync(join(dir, 'manifest.json'))) throw new CodenamesError('model/no-language-model', missingModelMessage(lang, env), { lang, dir });
  const model = await loadModel(dir);
  checkModelLanguage(model, lang, dir);
  return model;
}

/** Throws `model/language-mismatch` when `model` is not a model of `lang`, naming where it came from and the fix. */
export function checkModelLanguage(model: EmbeddingModel, lang: string, where: string = model.name): void {
  if (model.lang === lang) return;
  throw new CodenamesError(
    'model/language-mismatch',
    `The model ${where} is a '${model.lang}' model, but the game is in '${lang}'. Use a ${lang} model (--lang ${lang} finds the installed one; build it with 'codenames-ai model bridge --lang ${lang}' or 'model import ... --lang ${lang}'), or play in '${model.lang}'.`,
    { lang, modelLang: model.lang, model: where },
  );
}
