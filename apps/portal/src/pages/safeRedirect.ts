/**
 * A redirect target from the URL is followed only when it is a path inside the portal: it starts with one
 * '/', so `//evil.example` or `https://…` cannot send a user elsewhere after login.
 */
export function safeInAppPath(target: string | null | undefined): string | null {
  if (!target) return null;
  const path = target.startsWith('#') ? target.slice(1) : target;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
