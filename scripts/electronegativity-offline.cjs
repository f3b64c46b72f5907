// Loaded into electronegativity's process by scan-electron.mjs. Offline, its request for updated
// wording fails (no DNS, or a timeout) and the old HTTP client it bundles then throws outside any
// handler (a request error, or "The `onCancel` handler was attached after the promise settled" from
// a retry timer), killing the scan before its report is written. Those network errors are harmless
// to the scan: they are noted and the scan goes on; any other error still ends it.
process.on('uncaughtException', (error) => {
  const offline = error && (error.name === 'RequestError' || error.name === 'TimeoutError' || String(error.message).includes('`onCancel` handler was attached after the promise settled'));
  if (offline) {
    console.error(`scan:electron: the scanner's network request failed (${error.name}); the scan goes on offline`);
    return;
  }
  throw error;
});
