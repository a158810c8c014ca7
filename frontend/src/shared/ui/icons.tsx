import { Check, Pencil, X } from 'lucide-react';

/** Icons for icon buttons, from the navigation's set; the button's aria-label names the action. */
const ICONS = { edit: Pencil, check: Check, close: X } as const;

export function Icon({ name }: { name: keyof typeof ICONS }) {
  const Glyph = ICONS[name];
  return <Glyph className="icon" size={18} aria-hidden="true" focusable="false" />;
}
