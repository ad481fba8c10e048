// The prerendered sign-up form (see src/prerender.tsx) is read-only until the app has started and draws its own form
// in its place; a visitor may have clicked into a field meanwhile. These carry that focus over to the app's form.

/** The id of the prerendered field that has the focus, if one of `ids` does. */
export function focusedBeforeStart(ids: string[]): string | null {
  if (typeof document === 'undefined') return null;
  const id = document.activeElement?.id;
  return id && ids.includes(id) ? id : null;
}

/** Gives the app's field `id` the focus. */
export function restoreFocus(id: string | null): void {
  const element = id ? document.getElementById(id) : null;
  if (element instanceof HTMLInputElement) element.focus();
}
