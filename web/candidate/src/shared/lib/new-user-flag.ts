const key = 'isNewUser';

/** Marks a fresh sign-up so the profile page can greet the user until the first save. */
export function markNewUser(): void {
  localStorage.setItem(key, 'true');
}

export function isNewUser(): boolean {
  return localStorage.getItem(key) === 'true';
}

export function clearNewUser(): void {
  localStorage.removeItem(key);
}
