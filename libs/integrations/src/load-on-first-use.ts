// A provider SDK is loaded when its adapter first calls it, not when the product starts: the SDKs
// are large (square about 1.2 s to load, PayPal's 0.5 s, pdfkit 0.2 s on this machine) and most
// processes never use them (the embedded defaults run without them; a test file starts a server).
/** Returns a loader that runs `load` once, on its first call, and hands every caller the same result. */
export const loadOnFirstUse = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};
