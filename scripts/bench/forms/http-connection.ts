import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;

/**
 * One keep-alive HTTP/1.1 connection of the load generator: sends a request written in
 * full and resolves with the answer's status once its body (sized by Content-Length, which
 * the forms service always sends) has arrived. A broken connection resolves the request
 * under way with status 0 and connects again for the next.
 */
export class HttpConnection {
  private socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private answer: ((status: number) => void) | undefined;
  private closed = false;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {
    this.socket = this.connect();
  }

  send(request: string): Promise<number> {
    return new Promise((resolve) => {
      this.answer = resolve;
      this.socket.write(request);
    });
  }

  close() {
    this.closed = true;
    this.socket.destroy();
  }

  private connect(): net.Socket {
    const socket = net.connect(this.port, this.host);
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.read(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      this.buffer = Buffer.alloc(0);
      this.settle(0);
      if (!this.closed) this.socket = this.connect();
    });
    return socket;
  }

  private read(chunk: Buffer) {
    this.buffer = this.buffer.length > 0 ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      const headEnd = this.buffer.indexOf(HEAD_END);
      if (headEnd < 0) return;
      const head = this.buffer.toString('latin1', 0, headEnd);
      const length = Number(CONTENT_LENGTH.exec(head)?.[1] ?? 0);
      const end = headEnd + HEAD_END.length + length;
      if (this.buffer.length < end) return;
      this.buffer = this.buffer.subarray(end);
      // "HTTP/1.1 201 Created": the status is the second word.
      this.settle(Number(head.slice(9, 12)));
    }
  }

  private settle(status: number) {
    const answer = this.answer;
    this.answer = undefined;
    answer?.(status);
  }
}
