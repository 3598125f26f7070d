// The login session of this browser: who is logged in and the CSRF token that every state-changing
// request sends (the session cookie itself is HttpOnly, so scripts never see it). Loaded once at start
// from GET /api/session and replaced on login, registration and logout.
import type { components } from '../generated/openapi';

export type SessionView = components['schemas']['Session'];
export type Sanction = components['schemas']['Sanction'];

let current: SessionView = { name: null, csrfToken: null, roles: [], sanctions: [] };
const listeners: Array<() => void> = [];

/** The logged-in player's name, or null. */
export function currentPlayer(): string | null {
  return current.name ?? null;
}

/** The token to send as X-CSRF-Token, or null when logged out. */
export function csrfToken(): string | null {
  return current.csrfToken ?? null;
}

/** Whether the logged-in player may moderate (an admin or a moderator). */
export function moderates(): boolean {
  return (current.roles ?? []).length > 0;
}

/** The warnings and sanctions in force on the logged-in player, with the moderators' reasons. */
export function sanctions(): Sanction[] {
  return current.sanctions ?? [];
}

/** Replaces the session (after login, registration, logout) and tells the listeners. */
export function setSession(session: SessionView): void {
  current = { name: session.name ?? null, csrfToken: session.csrfToken ?? null, roles: session.roles ?? [],
    sanctions: session.sanctions ?? [] };
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the session changes. */
export function onSessionChange(listener: () => void): void {
  listeners.push(listener);
}

/** Reads the session from the server; a failure leaves the browser logged out. */
export async function loadSession(): Promise<void> {
  try {
    const res = await fetch('/api/session');
    if (res.ok) setSession((await res.json()) as SessionView);
  } catch {
    // Offline or server down: the pages say so themselves; the browser counts as logged out.
  }
}
