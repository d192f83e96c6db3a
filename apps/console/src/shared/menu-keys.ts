// closeMenuOnEscape: a header menu (<details>) closes with Escape, and focus goes back to its
// button (<summary>), as it does for other menus.
import type { KeyboardEvent } from 'react';

export function closeMenuOnEscape(event: KeyboardEvent<HTMLDetailsElement>): void {
  const menu = event.currentTarget;
  if (event.key !== 'Escape' || !menu.open) return;
  event.preventDefault();
  menu.open = false;
  menu.querySelector('summary')?.focus();
}
