// Removes credentials from any text that may reach a user: a server that echoes a key or token back
// in its error message must not put it into Pulumi's output or state.
export class Redactor {
  private secrets: string[] = [];

  constructor(secrets: (string | undefined)[]) {
    for (const secret of secrets) this.add(secret);
  }

  /** Also redacts a credential learnt later, such as the tokens a login returns. */
  add(secret: string | undefined): void {
    if (secret === undefined || secret.length === 0 || this.secrets.includes(secret)) return;
    // Longest first, so a secret that contains another is removed whole.
    this.secrets = [...this.secrets, secret].sort((a, b) => b.length - a.length);
  }

  redact(text: string): string {
    return this.secrets.reduce((result, secret) => result.split(secret).join("[redacted]"), text);
  }
}
