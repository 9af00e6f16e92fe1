import {
  API_PREFIX,
  CHAT_LIMITS,
  CHAT_PATHS,
  CHAT_WS_CLOSE,
  ZWsServerFrame,
  type TWsClientFrame,
  type TWsServerFrame,
} from '@dawa/contract';
import { isTokenExpired } from '../token-expiry.ts';
import { nextLinkState, type LinkEvent, type LinkState } from './backoff.ts';

// One WebSocket per signed-in tab (/api/ws). It authenticates with the current access token
// (renewed first when expired), asks for what it missed (`after` = the last message seen),
// reconnects with exponential backoff, and drops a socket that stopped answering its pings.

export interface ChatSocketOptions {
  getToken: () => string | null;
  /** Renews the session after the token was refused; answers whether a new token is there. */
  renew: (failedToken: string) => Promise<boolean>;
  onFrame: (frame: TWsServerFrame) => void;
  /** Every state change (the UI may show "reconnecting"). */
  onState?: (state: LinkState) => void;
  url?: string;
  createSocket?: (url: string) => WebSocket;
}

/** How often the client pings; two silent intervals close the socket (and it reconnects). */
const PING_MS = Math.round(CHAT_LIMITS.wsHeartbeatMs * 0.8);

export function chatSocketUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_PREFIX}${CHAT_PATHS.ws}`;
}

export class ChatSocket {
  private state: LinkState = { kind: 'idle' };
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pinger: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private lastSeq = 0;
  private tokenRenewed = false;

  constructor(private readonly options: ChatSocketOptions) {}

  get current(): LinkState {
    return this.state;
  }

  /** The newest message the tab has seen: a reconnect asks for everything after it. */
  saw(seq: number): void {
    if (seq > this.lastSeq) this.lastSeq = seq;
  }

  start(): void {
    this.dispatch({ type: 'start' });
  }

  stop(): void {
    this.dispatch({ type: 'stop' });
  }

  /** Tells the other member of a room that the user is typing (dropped when not connected). */
  typing(chatId: string): void {
    this.send({ type: 'typing', chat_id: chatId });
  }

  private send(frame: TWsClientFrame): void {
    if (this.state.kind === 'open' && this.socket?.readyState === WebSocket.OPEN)
      this.socket.send(JSON.stringify(frame));
  }

  private dispatch(event: LinkEvent): void {
    const before = this.state;
    this.state = nextLinkState(before, event);
    if (this.state === before) return;
    this.options.onState?.(this.state);
    switch (this.state.kind) {
      case 'connecting':
        void this.connect();
        break;
      case 'waiting':
        this.teardown();
        this.timer = setTimeout(() => this.dispatch({ type: 'retry' }), this.state.delayMs);
        break;
      case 'stopped':
      case 'idle':
        this.teardown();
        break;
      case 'open':
        this.startHeartbeat();
        break;
    }
  }

  private async connect(): Promise<void> {
    let token = this.options.getToken();
    if (token && isTokenExpired(token)) {
      await this.options.renew(token);
      token = this.options.getToken();
    }
    if (this.state.kind !== 'connecting') return; // stopped meanwhile
    if (!token) {
      this.dispatch({ type: 'stop' });
      return;
    }
    const url = this.options.url ?? chatSocketUrl();
    const socket = (this.options.createSocket ?? ((u: string) => new WebSocket(u)))(url);
    this.socket = socket;
    const sentToken = token;
    socket.onopen = () => {
      const after = this.lastSeq > 0 ? { after: String(this.lastSeq) } : {};
      socket.send(JSON.stringify({ type: 'auth', token: sentToken, ...after }));
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket !== this.socket) return;
      this.lastHeard = Date.now();
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.type === 'ready') {
        this.tokenRenewed = false;
        this.dispatch({ type: 'ready' });
      }
      if (frame.type === 'message') this.saw(frame.message.seq);
      this.options.onFrame(frame);
    };
    socket.onclose = (event: CloseEvent) => {
      if (socket !== this.socket) return;
      this.socket = null;
      const unauthorized = event.code === CHAT_WS_CLOSE.unauthorized;
      if (!unauthorized) {
        this.dispatch({ type: 'closed', unauthorized: false });
        return;
      }
      // The token may have expired while the socket was open: renew once, then try again.
      void this.options.renew(sentToken).then((renewed) => {
        this.tokenRenewed = renewed && this.options.getToken() !== sentToken;
        this.dispatch({ type: 'closed', unauthorized: true, tokenRenewed: this.tokenRenewed });
      });
    };
  }

  private startHeartbeat(): void {
    this.lastHeard = Date.now();
    this.clearHeartbeat();
    this.pinger = setInterval(() => {
      if (Date.now() - this.lastHeard > PING_MS * 2) {
        // Silent for two intervals: the link is dead even if the browser has not noticed.
        this.socket?.close();
        return;
      }
      this.send({ type: 'ping' });
    }, PING_MS);
  }

  private clearHeartbeat(): void {
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
  }

  private teardown(): void {
    this.clearHeartbeat();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
  }
}

function parseFrame(data: unknown): TWsServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZWsServerFrame.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
