import { colord, type Colord } from 'colord';

// colord's plugins register globally: a module that calls a plugin's method (`delta`, `mix`) extends
// colord with it itself, so the palette, which needs none, stays light on the login page.
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
