/**
 * The emailed link is `/coach/login/verify#token=…`: the token rides in the fragment, so it
 * never reaches a server log or a Referer header.
 */
export function readTokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token')?.trim();
  return token ? token : null;
}

/**
 * Only same-site paths are followed after sign-in: a server answer is trusted, but a
 * path like `//evil.example` would leave the site.
 */
export function safeRedirectPath(path: string | null | undefined, fallback: string): string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return fallback;
  }
  return path;
}
