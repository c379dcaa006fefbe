/** The three static doctor cards of 'Meet Our Medical Team' (sample people, not real clinicians). */
export interface DoctorProfile {
  name: string;
  role: string;
  bio: string;
  specialty: string;
  initials: string;
  tone: string;
}

export const medicalTeam: readonly DoctorProfile[] = [
  {
    name: 'Dr. Amara Okafor',
    role: 'Chief Medical Officer',
    bio: 'Twenty years in family medicine. Amara makes sure every answer our assistant gives follows current clinical guidance.',
    specialty: 'Family Medicine',
    initials: 'AO',
    tone: 'bg-brand-700',
  },
  {
    name: 'Dr. Lucas Moreau',
    role: 'Head of Clinical AI',
    bio: 'An emergency physician turned data scientist, Lucas designs the safety checks that spot urgent symptoms early.',
    specialty: 'Emergency Medicine',
    initials: 'LM',
    tone: 'bg-indigo-700',
  },
  {
    name: 'Dr. Priya Raman',
    role: 'Patient Experience Lead',
    bio: 'Priya has spent her career in community clinics and keeps our consultations clear, kind and easy to follow.',
    specialty: 'Internal Medicine',
    initials: 'PR',
    tone: 'bg-amber-800',
  },
];
