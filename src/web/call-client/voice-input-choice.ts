// The patient's answer, remembered on this device, to whether the browser's provider may hear their voice: asked
// only where the browser cannot recognise speech on the device itself.

/** 'voice': the provider's recogniser may listen. 'typing': the patient types instead. */
export type CloudVoiceChoice = 'voice' | 'typing';

/** What the patient's voice input is doing: on the device, at the provider's, waiting for their answer, or off. */
export type VoiceInputState = 'on-device' | 'cloud' | 'asking' | 'typing';

const KEY = 'carelune.voice-input';

export const cloudVoiceChoice = {
  get(): CloudVoiceChoice | null {
    try {
      const stored = localStorage.getItem(KEY);
      return stored === 'voice' || stored === 'typing' ? stored : null;
    } catch {
      return null; // Storage blocked: ask every time.
    }
  },
  set(choice: CloudVoiceChoice): void {
    try {
      localStorage.setItem(KEY, choice);
    } catch {
      // Storage blocked: the choice holds for this call only.
    }
  },
};
