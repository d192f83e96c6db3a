// A webhook receiver for `npm run bench:webhooks` and `bench:system` (scripts/bench-*.mjs): a small node:http
// server on 127.0.0.1, in a process of its own so that its CPU is measured apart from the
// dispatcher's. Not part of the product.
//
// `node bench/webhook-receiver.mjs ok`: reads each request's body and answers 200 (empty body),
// noting when each webhook-id first arrived (ms since epoch, taken when the request's headers are
// in) and how many came again. `... hang`: reads each request and never answers, the endpoint
// that times out on every attempt.
//
// Started with an IPC channel: it sends { port } once listening, then answers the messages
// 'count' ({ requests, unique, duplicates }), 'arrivals' ({ arrivals: [[webhookId, at], ...] }),
// { arrivalsOf: [webhookId, ...] } (the same for those ids only, at null if not arrived) and
// 'reset' (forgets the arrivals). It exits on SIGTERM or when its parent goes, not on Ctrl-C.
import { createServer } from 'node:http';

const mode = process.argv[2];
if (mode !== 'ok' && mode !== 'hang') {
  process.stderr.write(
    'usage: node bench/webhook-receiver.mjs ok|hang (started by scripts/bench-webhooks.mjs)\n',
  );
  process.exit(2);
}
if (!process.send) {
  process.stderr.write('bench/webhook-receiver.mjs reports over IPC: start it with an ipc channel\n');
  process.exit(2);
}

let requests = 0;
let duplicates = 0;
const arrivals = new Map(); // webhook-id -> first arrival, ms since epoch

const server = createServer((req, res) => {
  requests++;
  if (mode === 'hang') {
    req.resume(); // read the body, answer nothing: the sender's timeout ends it
    return;
  }
  const at = Date.now();
  const id = req.headers['webhook-id'];
  if (arrivals.has(id)) duplicates++;
  else arrivals.set(id, at);
  req.resume();
  req.once('end', () => {
    res.writeHead(200, { 'content-length': '0' });
    res.end();
  });
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));

process.on('message', (message) => {
  if (message === 'count') process.send({ requests, unique: arrivals.size, duplicates });
  else if (message === 'arrivals') process.send({ arrivals: [...arrivals] });
  // Only the ids asked for: a step of bench:system delivers hundreds of thousands.
  else if (message?.arrivalsOf)
    process.send({ arrivals: message.arrivalsOf.map((id) => [id, arrivals.get(id) ?? null]) });
  else if (message === 'reset') {
    arrivals.clear();
    duplicates = 0;
    process.send({ reset: true });
  }
});
process.on('disconnect', () => process.exit(0));
// Ctrl-C reaches it too (same process group): the benchmark stops it when done with it.
process.on('SIGINT', () => {});
