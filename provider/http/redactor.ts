// Removes configured credentials from any text that may reach a user: a server that echoes a key
// back in its error message must not put it into Pulumi's output or state.
export class Redactor {
  private readonly secrets: string[];

  constructor(secrets: (string | undefined)[]) {
    // Longest first, so a secret that contains another is removed whole.
    this.secrets = secrets.filter((s): s is string => s !== undefined && s.length > 0).sort((a, b) => b.length - a.length);
  }

  redact(text: string): string {
    return this.secrets.reduce((result, secret) => result.split(secret).join("[redacted]"), text);
  }
}
