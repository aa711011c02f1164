import autocannon from 'autocannon';

/** What one load round measured. */
export interface LoadRound {
  /** Mean requests per second answered 2xx over the round. */
  rate: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Responses by status code, plus 'errors' and 'timeouts'. */
  statuses: Record<string, number>;
  /** 201 answers. */
  created: number;
  /** Requests sent but not answered when the round ended (the server still handles them). */
  cutOff: number;
}

/**
 * One autocannon round: `connections` keep-alive connections POSTing `body`
 * (JSON) to `url` for `seconds`. Each connection stands for one applicant
 * behind the reverse proxy of production: it sends its own
 * `X-Forwarded-For` address (203.0.113.x, the documentation range), which
 * a server started with TRUST_PROXY=1 takes as the client's and a server
 * without it ignores. Counts every answer by status.
 */
export async function loadRound(url: string, body: string, options: { connections: number; seconds: number }): Promise<LoadRound> {
  const headers = { 'content-type': 'application/json' };
  let connection = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: options.connections,
    duration: options.seconds,
    headers,
    body,
    setupClient: (client) => {
      connection += 1;
      client.setHeaders({ ...headers, 'x-forwarded-for': `203.0.113.${connection % 254}` });
    },
  });
  const statuses: Record<string, number> = { errors: result.errors, timeouts: result.timeouts };
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = (stats as { count: number }).count;
  return {
    rate: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    created: statuses['201'] ?? 0,
    cutOff: result.requests.sent - result.requests.total,
  };
}
