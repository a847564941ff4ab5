// Shared by the performance tools (README.md): the server under test, sign-in, and CPU time read from /proc.
import { readdirSync, readFileSync } from 'node:fs';

export const base = `http://127.0.0.1:${process.env.PORT ?? 47001}`;
export const PASSWORD = 'Demo-Portal-2026!';

/** An access token of a demo user. */
export async function tokenOf(username) {
  const answer = await fetch(`${base}/api/v1.0/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`login of ${username} answered ${answer.status}`);
  return (await answer.json()).tokenInfo.access_token;
}

/** A process's user + system CPU time, in clock ticks (10 ms), or 0 when it is gone. */
function ticks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function postgresPids() {
  return readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres');
    } catch {
      return false;
    }
  });
}

/**
 * Starts counting the CPU of the server (server-up.sh's pid, or SERVER_PID_FILE's) and of every PostgreSQL process; `perRequest(n)` gives
 * the milliseconds each spent per request over `n` requests since.
 */
export function cpuMeter() {
  // SERVER_PID_FILE: a server started by hand (on another PORT) instead of server-up.sh's.
  const serverPid = readFileSync(process.env.SERVER_PID_FILE ?? '/tmp/b2b-perf-server.pid', 'utf8').trim();
  const server = ticks(serverPid);
  const postgres = new Map(postgresPids().map((pid) => [pid, ticks(pid)]));
  return {
    perRequest(requests) {
      const postgresTicks = postgresPids().reduce(
        (sum, pid) => sum + ticks(pid) - (postgres.get(pid) ?? 0),
        0,
      );
      const ms = (t) => ((t * 10) / requests).toFixed(3);
      return `CPU ms/request: server ${ms(ticks(serverPid) - server)}, PostgreSQL ${ms(postgresTicks)}`;
    },
  };
}
