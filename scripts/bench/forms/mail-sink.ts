import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a loopback port that counts the messages naming each reference. */
export async function startMailSink() {
  const counts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        for (const reference of new Set(text.match(/\bC-[0-9A-Z]{4}-[0-9A-Z]{4}\b/g) ?? []))
          counts.set(reference, (counts.get(reference) ?? 0) + 1);
        done();
      });
    },
  });
  // A client killed mid-connection (the crash test's SIGKILL) resets its socket: expected here.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    byReference: () => new Map(counts),
    async waitFor(done: (received: Map<string, number>) => boolean, ms: number) {
      const until = Date.now() + ms;
      while (Date.now() < until && !done(counts)) await new Promise((resolve) => setTimeout(resolve, 200));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
