/**
 * The embedding layer: models behind the `EmbeddingModel` interface. `loadDefaultModel()` gives the embedded
 * English GloVe model; `loadModel(nameOrPath)` loads a shipped or imported compact model, or a local
 * transformers.js model folder.
 */
export type { EmbeddingModel, Lookup, Neighbour } from './types.js';
export { loadModel, loadModelSync, loadDefaultModel, loadDefaultModelSync, clearModelCache } from './load-model.js';
export { createVectorModel, normaliseWord } from './vector-model.js';
export type { VectorTable } from './vector-model.js';
export { MODELS_DIR, shippedModels, resolveModelDir, readManifest } from './model-files.js';
export type { ModelManifest } from './model-files.js';
export { encodeCompact, decodeCompact, COMPACT_MAGIC, COMPACT_VERSION } from './compact-format.js';
export type { CompactHeader, CompactInput, CompactModelData } from './compact-format.js';
export { dotMatrix, dotRows, packRows, topK } from './similarity-kernel.js';
export { createModelCore, compoundParts } from './model-core.js';
export type { CoreSource, RowKernel } from './model-core.js';
export { importVectors } from './import-vectors.js';
export type { ImportOptions, ImportResult } from './import-vectors.js';
export { loadTransformersModel } from './transformers-provider.js';
export type { TransformersOptions } from './transformers-provider.js';
export { buildBridge, MAX_CLUE_WORDS } from './bridge/build-bridge.js';
export type { BridgeOptions, BridgeResult } from './bridge/build-bridge.js';
export { dictionaryFile, debianDictionaries } from './bridge/dictionary-sources.js';
export { userModelsDir, languageModelDir, installedLanguages, loadLanguageModel, checkModelLanguage } from './user-models.js';
