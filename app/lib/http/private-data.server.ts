// Set by a loader that puts something one visitor's alone into its answer (a single-use form token): that
// answer may then be kept by the visitor's own browser, never by a shared cache (decision 008).
export class PrivateData {
  held = false;

  mark(): void {
    this.held = true;
  }
}
