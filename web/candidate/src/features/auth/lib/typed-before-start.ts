// A prerendered form (see src/prerender.tsx) can be typed into before the app starts; the app's form then replaces
// it. These carry what was typed, and the focus, over to the app's form, so that nothing the visitor typed is lost.

/** The value typed into the prerendered input `id`, or '' (none, or at build time). */
export function typedBeforeStart(id: string): string {
  if (typeof document === 'undefined') return '';
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement ? element.value : '';
}

/** The id of the prerendered field that has the focus, if one of `ids` does. */
export function focusedBeforeStart(ids: string[]): string | null {
  if (typeof document === 'undefined') return null;
  const id = document.activeElement?.id;
  return id && ids.includes(id) ? id : null;
}

/** Gives the app's field `id` the focus, with the caret after what was typed. */
export function restoreFocus(id: string | null): void {
  const element = id ? document.getElementById(id) : null;
  if (!(element instanceof HTMLInputElement)) return;
  element.focus();
  // Re-setting the value moves the caret to its end, for every input type (e-mail inputs refuse setSelectionRange).
  const { value } = element;
  element.value = '';
  element.value = value;
}
