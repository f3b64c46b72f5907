let context: AudioContext | null = null;

/** A short low tone for a code no product has: heard at a counter where the screen is not watched. */
export function beep(): void {
  try {
    context ??= new AudioContext();
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.type = 'square';
    tone.frequency.value = 220;
    volume.gain.value = 0.08;
    tone.connect(volume).connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.18);
  } catch {
    // No sound device: the message on screen still says it.
  }
}
