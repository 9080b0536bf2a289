import { colord, extend, type Colord } from 'colord';
import labPlugin from 'colord/plugins/lab';
import mixPlugin from 'colord/plugins/mix';

// Plugins register globally on colord, so every module reaches colord through this file
// to be sure `delta` (lab) and `mix` exist before they are called.
extend([labPlugin, mixPlugin]);

export { colord };

export function isValidColor(color: string): boolean {
  return colord(color).isValid();
}

/**
 * colord reads anything it cannot parse as black; we throw instead so a typo in a
 * theme setting does not silently paint the UI black.
 */
export function parseColor(color: string): Colord {
  const parsed = colord(color);
  if (!parsed.isValid()) {
    throw new Error('invalid input color value');
  }
  return parsed;
}
