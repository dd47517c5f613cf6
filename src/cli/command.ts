/**
 * The shape of one CLI command. Each command lives in its own file under src/cli/commands/, is imported
 * lazily by src/cli/main.ts (so `--help` stays instant), parses its own flags, and calls the library.
 * Results go to stdout, diagnostics to stderr; the return value is the exit code.
 */
export interface CliIO {
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream;
  readonly stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

export interface CliCommand {
  /** Full help text printed by `codenames-ai <command> --help`. */
  readonly help: string;
  run(argv: readonly string[], io: CliIO): Promise<number>;
}
