// Bench code that stands in for the server runs in a child process with the V8 flags `npm start` gives the
// server on the same database (scripts/server-command.mjs), so that its memory and speed are those of the
// server users run.
// Without them the 90-day backtest's peak was 387 MB instead of 270: V8 sized the heaps for throughput.
import { fork, type ChildProcess } from 'node:child_process';
import { serverNodeFlags } from '../../scripts/server-command.mjs';

export function forkAsServer(script: URL, env: Record<string, string | undefined>): ChildProcess {
  return fork(script.pathname, [], { execArgv: [...serverNodeFlags(env), '--import', 'tsx'], env });
}

/** The child's next message of `type`; rejects if the child exits first. */
export function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench child exited with ${code}`));
    const onMessage = (message: { type: string } & T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
