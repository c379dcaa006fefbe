// The patient's answer, remembered on this device for that patient only, to whether the browser's provider may hear their voice: asked
// only where the browser cannot recognise speech on the device itself.

/** 'voice': the provider's recogniser may listen. 'typing': the patient types instead. */
export type CloudVoiceChoice = 'voice' | 'typing';

/** What the patient's voice input is doing: on the device, at the provider's, waiting for their answer, or off. */
export type VoiceInputState = 'on-device' | 'cloud' | 'asking' | 'typing';

const KEY = 'carelune.voice-input';

/** The signed-in patient the answer belongs to: on a shared device, another patient is asked again. */
let patient: string | null = null;

export const cloudVoiceChoice = {
  /** Whose answer is read and remembered from now on (null when no one is signed in). */
  belongsTo(patientId: string | null): void {
    patient = patientId;
  },
  get(): CloudVoiceChoice | null {
    try {
      const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
        patient?: unknown;
        choice?: unknown;
      } | null;
      if (!patient || stored?.patient !== patient) return null;
      return stored.choice === 'voice' || stored.choice === 'typing' ? stored.choice : null;
    } catch {
      return null; // Storage blocked or unreadable: ask.
    }
  },
  set(choice: CloudVoiceChoice): void {
    if (!patient) return;
    try {
      localStorage.setItem(KEY, JSON.stringify({ patient, choice }));
    } catch {
      // Storage blocked: the choice holds for this call only.
    }
  },
};
