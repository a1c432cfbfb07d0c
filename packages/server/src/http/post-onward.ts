const ONWARD_TIMEOUT_MS = 10_000;

/**
 * Posts JSON to an outside service the operator configured (analytics forward, feedback webhook,
 * error tracker) without holding up the request that caused it. The data is stored before this
 * is called, so a failure there is only printed (`what: message`) and loses nothing here.
 */
export function postOnward(print: (text: string) => void, what: string, url: string, body: unknown): void {
  void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(ONWARD_TIMEOUT_MS) })
    .then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    })
    .catch((error: unknown) => print(`${what}: ${(error as Error).message}\n`));
}
