/**
 * The browser's speech recogniser can hear the doctor through the patient's speakers and send those words back as
 * if the patient said them. A "patient" line made almost entirely of what the doctor said in the last seconds is
 * treated as that echo and dropped.
 */
export class EchoGuard {
  private readonly spoken: { words: string[]; at: number }[] = [];

  constructor(
    private readonly windowMs = 15_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  doctorSaid(text: string) {
    this.spoken.push({ words: wordsOf(text), at: this.now() });
    this.forgetOld();
  }

  isEcho(patientText: string): boolean {
    this.forgetOld();
    const words = wordsOf(patientText);
    // Short replies ("yes, that is right") reuse the question's words by nature: never judged as echo.
    if (words.length < 5 || this.spoken.length === 0) return false;
    const recent = new Set(this.spoken.flatMap((s) => s.words));
    const shared = words.filter((word) => recent.has(word)).length;
    return shared / words.length >= 0.85;
  }

  private forgetOld() {
    const since = this.now() - this.windowMs;
    while (this.spoken.length && this.spoken[0]!.at < since) this.spoken.shift();
  }
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
