// Bench code that stands in for the server runs in a child process with the V8 flags `npm start` gives the
// server (scripts/server-command.mjs), so that its memory and speed are those of the server users run.
// Without them the 90-day backtest's peak was 387 MB instead of 270: V8 sized the heaps for throughput.
import { fork, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../../scripts/server-command.mjs';

export function forkAsServer(script: URL, env: Record<string, string | undefined>): ChildProcess {
  return fork(script.pathname, [], { execArgv: [...SERVER_NODE_FLAGS, '--import', 'tsx'], env });
}

/** The child's `result` message; rejects if it exits first. */
export function resultOf<T>(child: ChildProcess, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type: string } & T) => {
      if (message.type === 'result') resolve(message);
    });
    child.once('exit', (code) => reject(new Error(`${name} child exited with ${code}`)));
  });
}
