import { Agent, request } from 'node:http';

/** A parsed JSON answer. */
export interface LoopbackResponse<T = Record<string, unknown>> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

const agents = new Map<string, Agent>();

/**
 * POSTs a JSON body to `url` from the loopback source address `from` (e.g.
 * '127.0.1.7'; any 127.0.0.0/8 address works on Linux), so a server or
 * proxy sees distinct clients. One keep-alive agent per source address.
 */
export function postJsonFrom<T = Record<string, unknown>>(
  from: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LoopbackResponse<T>> {
  let agent = agents.get(from);
  if (agent === undefined) {
    agent = new Agent({ keepAlive: true, maxSockets: 8, localAddress: from });
    agents.set(from, agent);
  }
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': String(payload.byteLength), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: (text === '' ? {} : JSON.parse(text)) as T });
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** Closes the keep-alive connections of every source address. */
export function closeLoopbackClients(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/** Runs `task(i)` for i < count with at most `concurrency` at once; resolves the results in order. */
export async function boundedAll<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}
