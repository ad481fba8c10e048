// Stops what the bench started when the bench itself dies without cleaning up (a kill -9, a test runner's timeout):
// the bench writes `+<pid>` (or `+-<pid>` for a process group) for every process it starts and `-<pid>` when it has
// stopped it; when the pipe from the bench closes, whatever is still listed gets a SIGTERM.

const running = new Set<string>();
let buffered = '';

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  buffered += chunk;
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) {
    if (line.startsWith('+')) running.add(line.slice(1));
    else if (line.startsWith('-')) running.delete(line.slice(1));
  }
});
process.stdin.on('end', () => {
  for (const target of running) {
    try {
      process.kill(Number(target), 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  process.exit(0);
});
