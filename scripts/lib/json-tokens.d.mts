/** Types of json-tokens.mjs, for the tests. */
export declare class JsonTokenizer {
  constructor(onToken: (type: string, value?: string) => void);
  offset: number;
  write(chunk: string): void;
  end(): void;
}
