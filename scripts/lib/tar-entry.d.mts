/** Types of tar-entry.mjs, for the tests. */
export declare function tarEntryChunks(tgzPath: string, wanted: string): AsyncGenerator<Buffer>;
