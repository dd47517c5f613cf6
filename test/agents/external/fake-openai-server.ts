/**
 * A local OpenAI-compatible chat-completions server for the language-model tests: real HTTP on 127.0.0.1,
 * the real wire format (POST /v1/chat/completions, JSON bodies, error bodies, Retry-After), answers scripted
 * per request by a function of the request, so a test drives the real `openai` client through good,
 * malformed, illegal, slow, 429 and 500 answers. It records every request (body and headers).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  readonly body: { model: string; messages: { role: string; content: string }[]; temperature?: number; seed?: number; response_format?: unknown };
  readonly headers: IncomingMessage['headers'];
}

/** One scripted answer: the assistant's text, or an HTTP error, optionally late. */
export type Scripted =
  | { readonly content: string; readonly delayMs?: number }
  | { readonly status: number; readonly message?: string; readonly headers?: Record<string, string>; readonly delayMs?: number };

export interface FakeOpenAI {
  readonly url: string;
  readonly requests: ChatRequest[];
  close(): Promise<void>;
}

/** Starts the server; `answer(request, index)` scripts each reply. */
export async function startFakeOpenAI(answer: (req: ChatRequest, index: number) => Scripted): Promise<FakeOpenAI> {
  const requests: ChatRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${req.url ?? ''}`, type: 'invalid_request_error' } }));
        return;
      }
      const r: ChatRequest = { body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'], headers: req.headers };
      requests.push(r);
      const s = answer(r, requests.length - 1);
      const send = (): void => {
        if (res.destroyed) return;
        if ('status' in s) {
          res.writeHead(s.status, { 'content-type': 'application/json', ...s.headers }).end(JSON.stringify({ error: { message: s.message ?? `scripted ${s.status}`, type: 'server_error', code: null } }));
          return;
        }
        const prompt = r.body.messages.reduce((n, m) => n + m.content.split(/\s+/).length, 0);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
          id: `chatcmpl-${requests.length}`, object: 'chat.completion', created: 1_700_000_000, model: r.body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: s.content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: prompt, completion_tokens: s.content.split(/\s+/).length, total_tokens: prompt + s.content.split(/\s+/).length },
        }));
      };
      if (s.delayMs === undefined) send();
      else setTimeout(send, s.delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    }),
  };
}
