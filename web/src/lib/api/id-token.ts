// The signed-in user's ID token for API calls. Firebase Auth loads after a route's first
// paint (lib/session/firebase.ts registers itself here once it has started), so the API client that
// every first screen uses does not bring the Auth SDK with it. Until then there is no
// signed-in user to speak for: calls go without a token, as they would signed out.

type IdTokenSource = () => Promise<string | null>;

let source: IdTokenSource = async () => null;

/** The signed-in user's ID token (refreshed by the SDK when due), or null when there is none. */
export function getCurrentIdToken(): Promise<string | null> {
  return source();
}

export function setIdTokenSource(next: IdTokenSource): void {
  source = next;
}
