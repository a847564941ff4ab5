// The baseline of `pnpm bench:api` (issue 14): the framework's bare hello-world, the same Hono and node-server
// versions as the product, in its own process, so the product's figures read as a share of what the framework
// itself manages on this machine at this moment. PORT is given by the bench.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => {
  console.log('listening');
});
