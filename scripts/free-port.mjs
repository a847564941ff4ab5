import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now (the benchmarks' and the runners' servers). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
