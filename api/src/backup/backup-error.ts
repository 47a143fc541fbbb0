/** A backup or restore that cannot go on, told as a sentence for the operator (the command prints it, never a stack). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
