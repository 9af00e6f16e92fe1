// The connection life of the chat socket as a pure state machine: the socket module feeds it
// events and does what the answer says (connect, wait, stop). Kept free of timers and WebSocket
// so it can be tested step by step.

export type LinkState =
  | { kind: 'idle' }
  /** `refused`: the previous try ended with 4401 (a second one in a row stops). */
  | { kind: 'connecting'; attempt: number; refused?: boolean }
  | { kind: 'open' }
  | { kind: 'waiting'; attempt: number; delayMs: number; refused?: boolean }
  /** The server refused the token twice in a row, or the user signed out: no more tries. */
  | { kind: 'stopped'; reason: 'unauthorized' | 'signed-out' };

export type LinkEvent =
  | { type: 'start' }
  | { type: 'ready' }
  /** The socket closed (or never opened); `unauthorized` when the server said 4401. */
  | { type: 'closed'; unauthorized: boolean; tokenRenewed?: boolean }
  | { type: 'retry' }
  | { type: 'stop' };

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** 0..1: how much of each delay is random, so many tabs do not reconnect at once. */
  jitter: number;
  random?: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 30_000, jitter: 0.3 };

/** The wait before try `attempt` (1 = first retry): base × 2^(attempt−1), capped, with jitter. */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const random = options.random ?? Math.random;
  const plain = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  const spread = plain * options.jitter;
  return Math.round(plain - spread + random() * spread);
}

/**
 * The next state. A 4401 close is worth one more try only when the token was renewed meanwhile
 * (it had expired); a second 4401 in a row stops, since the session is over.
 */
export function nextLinkState(
  state: LinkState,
  event: LinkEvent,
  options: BackoffOptions = DEFAULT_BACKOFF,
): LinkState {
  switch (event.type) {
    case 'stop':
      return { kind: 'stopped', reason: 'signed-out' };
    case 'start':
      return state.kind === 'idle' || state.kind === 'stopped'
        ? { kind: 'connecting', attempt: 0 }
        : state;
    case 'ready':
      return state.kind === 'connecting' ? { kind: 'open' } : state;
    case 'closed': {
      if (state.kind !== 'connecting' && state.kind !== 'open') return state;
      const attempt = state.kind === 'connecting' ? state.attempt + 1 : 1;
      const wasRefused = state.kind === 'connecting' && state.refused === true;
      if (event.unauthorized && (!event.tokenRenewed || wasRefused))
        return { kind: 'stopped', reason: 'unauthorized' };
      const waiting: LinkState = {
        kind: 'waiting',
        attempt,
        delayMs: backoffDelay(attempt, options),
      };
      return event.unauthorized ? { ...waiting, refused: true } : waiting;
    }
    case 'retry':
      if (state.kind !== 'waiting') return state;
      return state.refused
        ? { kind: 'connecting', attempt: state.attempt, refused: true }
        : { kind: 'connecting', attempt: state.attempt };
  }
}
