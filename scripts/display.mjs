// The screen the app's window opens on. On Linux without one (a server, CI, a container), a
// virtual screen from Xvfb if it is installed; otherwise one line saying what is missing.
import { spawn, spawnSync } from 'node:child_process';

const hasCommand = (name, env) => spawnSync('/bin/sh', ['-c', `command -v ${name}`], { env, stdio: 'ignore' }).status === 0;

/**
 * Resolves to { env, stop, note }: the environment for the window (DISPLAY set where a virtual
 * screen was started) and how to stop that screen; or rejects with a one-line message.
 */
export async function ensureDisplay(env = process.env, platform = process.platform) {
  if (platform !== 'linux' || env.DISPLAY || env.WAYLAND_DISPLAY) return { env, stop: () => undefined, note: null };
  if (!hasCommand('Xvfb', env)) {
    throw new Error('Wholesale Desk needs a screen: no display is set (DISPLAY) and Xvfb is not installed (sudo apt-get install -y xvfb).');
  }
  // -displayfd: Xvfb picks a free display number itself and writes it on fd 3 once it is ready.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1440x900x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const number = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not start within 10 s.')), 10_000);
    xvfb.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(text.trim());
      }
    });
    xvfb.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb stopped at start (exit ${code}).`));
    });
  });
  const stop = () => {
    if (xvfb.exitCode === null) xvfb.kill('SIGTERM');
  };
  return { env: { ...env, DISPLAY: `:${number}` }, stop, note: `No display here: the window opens on a virtual screen (Xvfb, DISPLAY=:${number}).` };
}
