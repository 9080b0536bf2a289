/** For handlers whose failure the request layer has already shown as a toast: nothing is left unhandled. */
export function ignoreShownFailure(): void {}
