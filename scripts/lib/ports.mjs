// A port that is already taken must be named in the message, in Korean and English,
// rather than surfacing as an EADDRINUSE stack trace from deep inside a child process.
import net from 'node:net';

export class PortInUseError extends Error {
  constructor(port, label) {
    super(
      `${port}번 포트를 이미 다른 프로그램이 쓰고 있어요 (${label}). 그 프로그램을 종료한 뒤 다시 실행해 주세요.\n` +
        `Port ${port} is already in use (${label}). Stop whatever is listening on it and try again` +
        ` (e.g. \`lsof -i :${port}\` or \`ss -ltnp 'sport = :${port}'\`).`,
    );
    this.name = 'PortInUseError';
    this.port = port;
  }
}

/** Resolves when nothing listens on `port` (IPv4 or IPv6); rejects with PortInUseError otherwise. */
export function assertPortFree(port, label) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES')
        reject(new PortInUseError(port, label));
      else reject(error);
    });
    // No host: binds the dual-stack wildcard, so a listener on 127.0.0.1 or ::1 is also seen.
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Checks every port and throws one error naming all ports that are taken. */
export async function assertPortsFree(entries) {
  const errors = [];
  for (const [label, port] of entries) {
    try {
      await assertPortFree(port, label);
    } catch (error) {
      if (error instanceof PortInUseError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) {
    const combined = new PortInUseError(errors.map((e) => e.port).join(', '), 'several');
    combined.message = errors.map((e) => e.message).join('\n');
    throw combined;
  }
}

/** A port nothing listens on right now, chosen by the system (for stand-ins in tests and benches). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
